package analysis

import "github.com/ezd-game/ezd/army"

// Report is a solved matchup as `ezd matchup A B --json` prints it and the matchup.json of
// ezd serve answers it, byte for byte; its keys are part of ezd's contract.
type Report struct {
	A                string         `json:"a"`
	B                string         `json:"b"`
	Policy           string         `json:"policy"`
	Turns            int            `json:"turns"`
	AWins            float64        `json:"aWins"`
	BWins            float64        `json:"bWins"`
	Draw             float64        `json:"draw"`
	Value            float64        `json:"value"`
	ExpectedTurns    float64        `json:"expectedTurns"`
	LossDistribution LossesReported `json:"lossDistribution"`
}

// LossesReported maps the points each side has lost when the battle ends to their chance
// (R8).
type LossesReported struct {
	A map[int]float64 `json:"a"`
	B map[int]float64 `json:"b"`
}

// NewReport is the report of the matchup of a against b, solved with opt (with its
// defaults filled in, as Solver.Options gives them) to r.
func NewReport(a, b army.Army, opt Options, r Result) Report {
	return Report{
		A: a.Name, B: b.Name, Policy: opt.Policy.String(), Turns: opt.Turns,
		AWins: r.AWins, BWins: r.BWins, Draw: r.Draw, Value: r.Value, ExpectedTurns: r.ExpectedTurns,
		LossDistribution: LossesReported{A: r.LossA, B: r.LossB},
	}
}
