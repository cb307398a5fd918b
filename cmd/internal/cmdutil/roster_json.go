package cmdutil

import "github.com/ezd-game/ezd/army"

// RosterJSON is an army as `ezd army show --json` prints it and ezd serve's
// armies/NAME.json answers it; its keys are part of ezd's contract.
type RosterJSON struct {
	Name          string           `json:"name"`
	Faction       string           `json:"faction"`
	Limit         int              `json:"limit"`
	Fielded       int              `json:"fielded"`
	Unspent       int              `json:"unspent"`
	LossThreshold int              `json:"lossThreshold"`
	Tanks         []RosterTankJSON `json:"tanks"`
}

// RosterTankJSON is one tank of RosterJSON with the R2 numbers of its class.
type RosterTankJSON struct {
	Name  string `json:"name"`
	Model string `json:"model"`
	ClassStats
}

// NewRosterJSON is the roster of a: its points (R1, R8) and each tank with its class's
// numbers (R2).
func NewRosterJSON(a army.Army) RosterJSON {
	out := RosterJSON{Name: a.Name, Faction: a.Faction, Limit: a.Limit(), Fielded: a.Fielded(),
		Unspent: a.Unspent(), LossThreshold: a.LossThreshold(), Tanks: []RosterTankJSON{}}
	for i, t := range a.Tanks {
		out.Tanks = append(out.Tanks, RosterTankJSON{a.TankName(i), t.Model, NewClassStats(t.Class)})
	}
	return out
}
