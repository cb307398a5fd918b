package solo

import (
	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// Solver is the Judge of the analysis package: the exact solver of the stand-up fight
// (A1-A8) under optimal play. It keeps its solved positions, so a session that asks it at
// every step pays for the battle's graph once.
type Solver struct {
	s *analysis.Solver
}

// NewSolver returns the judge for the battle whose state is st, its turns counted from the
// current one as the analysis package counts them (A7).
func NewSolver(st combat.State, opt analysis.Options) (*Solver, error) {
	s, err := analysis.ForBattle(st, opt)
	if err != nil {
		return nil, err
	}
	return &Solver{s: s}, nil
}

// JudgeOf returns the Judge of a solver already made for the battle's armies, so that a
// session that keeps one for its win chance need not make a second. The solver must not be
// used by another goroutine at the same time.
func JudgeOf(s *analysis.Solver) *Solver { return &Solver{s: s} }

// WinChance returns side's win chance in st (A7).
func (j *Solver) WinChance(st combat.State, side combat.Player) (float64, error) {
	p, err := j.s.Battle(st)
	if err != nil {
		return 0, err
	}
	v, err := j.s.Value(p)
	if err != nil {
		return 0, err
	}
	if side == combat.Blue {
		return 1 - v, nil
	}
	return v, nil
}

// Options values every step the side to act may take in st by the position it leads to.
// The analysis package's Hints give the same numbers; the bot asks position by position so
// that it names each tank exactly as the battle does.
func (j *Solver) Options(st combat.State) ([]Option, error) {
	o := st.Options()
	side := o.Player
	var out []Option
	add := func(kind Kind, r combat.Ref, after combat.State) error {
		v, err := j.WinChance(after, side)
		out = append(out, Option{Kind: kind, Tank: r, WinChance: v})
		return err
	}
	for _, r := range o.Activate {
		if err := add(Activate, r, afterActivate(st, r)); err != nil {
			return nil, err
		}
	}
	if o.Pass {
		if err := add(Pass, combat.Ref{}, afterPass(st)); err != nil {
			return nil, err
		}
	}
	if o.Defend {
		if err := add(Defend, combat.Ref{}, afterDefend(st)); err != nil {
			return nil, err
		}
	}
	for _, r := range o.Targets {
		at, err := st.Aim(r, terrain.Open)
		if err != nil {
			return nil, err
		}
		hit, miss, err := j.Attack(st, r)
		if err != nil {
			return nil, err
		}
		p := at.Probability()
		out = append(out, Option{Kind: Attack, Tank: r, WinChance: p*hit + (1-p)*miss})
	}
	return out, nil
}

// Attack returns side to act's win chances after the active tank's attack on target hits
// and after it misses (A4).
func (j *Solver) Attack(st combat.State, target combat.Ref) (hit, miss float64, err error) {
	side := st.Active.Player
	if miss, err = j.WinChance(afterAttack(st, target, false), side); err != nil {
		return 0, 0, err
	}
	if hit, err = j.WinChance(afterAttack(st, target, true), side); err != nil {
		return 0, 0, err
	}
	return hit, miss, nil
}
