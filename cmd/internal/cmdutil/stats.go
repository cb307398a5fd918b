package cmdutil

import "github.com/ezd-game/ezd/army"

// ClassStats is a class with its R2 numbers, as --json writes them everywhere (army show,
// rules).
type ClassStats struct {
	Class    string `json:"class"`
	Cost     int    `json:"cost"`
	Actions  int    `json:"actions"`
	Move     int    `json:"move"`
	Range    int    `json:"range"`
	Capacity int    `json:"capacity"`
	Attack   int    `json:"attack"`
	Defence  int    `json:"defence"`
}

// NewClassStats returns the R2 numbers of class c.
func NewClassStats(c army.Class) ClassStats {
	s := c.Stats()
	return ClassStats{c.String(), s.Cost, s.Actions, s.Move, s.Range, s.Capacity, s.Attack, s.DefenceBonus}
}
