package solo

import "github.com/ezd-game/ezd/combat"

// Judge is the stand-up fight solver as the bot asks it (A6, A7). Every win chance is for
// the side named or, for Options and Attack, for the side to act in s; every position is a
// battle's state mapped onto the model (A7). A Judge for the analysis package is Solver.
type Judge interface {
	// WinChance returns side's win chance in s (A7).
	WinChance(s combat.State, side combat.Player) (float64, error)
	// Options returns every step the side to act may take in s with the win chance each
	// leaves that side, as `battle hint` lists them: activate and pass between
	// activations; defend (first action only) and an attack on every enemy tank not
	// destroyed, in the open, while a tank is active (A1, A3).
	Options(s combat.State) ([]Option, error)
	// Attack returns the side to act's win chance after the active tank's attack on target
	// hits, and after it misses (A4). The bot weighs them with the attack's chance on the
	// table, light cover counted (R9).
	Attack(s combat.State, target combat.Ref) (hit, miss float64, err error)
}
