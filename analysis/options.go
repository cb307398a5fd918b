package analysis

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// Model names the model in the words every screen that shows one of its numbers uses
// (docs/analysis.md).
const Model = "stand-up fight: every tank in range, no cover"

// Policy is how both sides choose their steps: optimally (A6) or by the greedy rule of
// thumb (greedy.go).
type Policy int

// The policies. Optimal is the zero value and the default.
const (
	// Optimal has side A maximise and side B minimise the value (A6).
	Optimal Policy = iota
	// Greedy has both sides follow the rule of thumb of greedy.go; its numbers are exact
	// for that rule, not estimates.
	Greedy
)

// String returns the policy as commands write it: "optimal" or "greedy".
func (p Policy) String() string {
	switch p {
	case Optimal:
		return "optimal"
	case Greedy:
		return "greedy"
	}
	return fmt.Sprintf("Policy(%d)", int(p))
}

// ParsePolicy reads "optimal" or "greedy" in any letter case.
func ParsePolicy(s string) (Policy, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "optimal":
		return Optimal, nil
	case "greedy":
		return Greedy, nil
	}
	return 0, fmt.Errorf("unknown policy %s (want optimal or greedy)", quote.Value(s))
}

// The limits of Options.
const (
	// DefaultTurns is T when Options.Turns is 0 (A5).
	DefaultTurns = 30
	// MaxTurns is the largest T (A5).
	MaxTurns = 200
	// DefaultBudget is the position budget when Options.Budget is 0: enough for any pair
	// of 10-point armies with room to spare, and about 300 MB at most.
	DefaultBudget = 2_000_000
	// MaxTanks is the most tanks a side may have: a position keeps 4 bits a tank in two
	// 64-bit words, with 20 bits for the rest.
	MaxTanks = 13
)

// Options are the choices of a solver.
type Options struct {
	// Policy is how both sides play; Optimal unless set.
	Policy Policy
	// Turns is T, the turns a battle lasts before it is a draw (A5), 1 to MaxTurns;
	// 0 means DefaultTurns. For a battle in progress it counts the current turn (A7).
	Turns int
	// Budget is the most positions the solver may create; 0 means DefaultBudget. Reaching
	// it is an error that names the limit, never a hang.
	Budget int
}

// withDefaults checks the options and fills in the defaults.
func (o Options) withDefaults() (Options, error) {
	if o.Policy != Optimal && o.Policy != Greedy {
		return o, fmt.Errorf("unknown policy %d (want optimal or greedy)", int(o.Policy))
	}
	if o.Turns == 0 {
		o.Turns = DefaultTurns
	}
	if err := CheckTurns(o.Turns); err != nil {
		return o, err
	}
	if o.Budget < 0 {
		return o, fmt.Errorf("the position budget must be positive, not %d", o.Budget)
	}
	if o.Budget == 0 {
		o.Budget = DefaultBudget
	}
	return o, nil
}

// CheckTurns refuses a number of turns outside 1 to MaxTurns (A5).
func CheckTurns(t int) error {
	if t < 1 || t > MaxTurns {
		return fmt.Errorf("turns must be a whole number from 1 to %d, not %d (A5)", MaxTurns, t)
	}
	return nil
}

// BudgetError is the error of a solve that needs more positions than its budget allows:
// by the estimate made from the armies before anything is built (Estimate set), or by the
// count of the positions built.
type BudgetError struct {
	// Budget is the limit that was hit; Tanks the tanks of each side, for the message.
	Budget int
	Tanks  [2]int
	// Estimate is the positions the armies were estimated to need, 0 when the budget ran
	// out while building.
	Estimate float64
}

// Error says which limit was hit, with the numbers, and what to do.
func (e *BudgetError) Error() string {
	need := "more than"
	if e.Estimate > 0 {
		need = about(e.Estimate) + " positions, more than"
	}
	return fmt.Sprintf("the armies (%d and %d tanks) need %s the solver's limit of %s positions: solve smaller armies", e.Tanks[0], e.Tanks[1], need, grouped(e.Budget))
}

// grouped writes a whole number with its thousands apart: 2,000,000.
func grouped(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
