package analysis

import (
	"slices"

	"github.com/ezd-game/ezd/combat"
)

// Assumes says in one line what a battle's win chance and hints assume, for every screen
// that shows them next to the chance (docs/analysis.md, "Moves are not judged").
const Assumes = "the chance if every tank were in range, with no cover; moves are not judged"

// AssumesLine is Assumes as a sentence of its own.
const AssumesLine = "The chance if every tank were in range, with no cover; moves are not judged."

// Judged returns the battle st as its win chance and hints judge it: with its moves left
// out (A1: in the stand-up fight a move does nothing and is left out), so that a move,
// which at the table buys what the model cannot see, never reads as a loss
// (docs/analysis.md, "Moves are not judged"):
//   - the actions the active tank spent on moves are kept for its next use: they count as
//     actions still to come;
//   - an activation that ended without an attack or a defence (its tank only moved) is
//     kept for the tank's next use: the tank counts as not activated this turn, and its
//     side's activation as not used;
//
// and who acts next is the table's. A turn the table has ended ends; a battle before its
// roll-off or over is as it is. st is not changed.
func Judged(st combat.State) combat.State {
	if st.Over() || st.Initiative == combat.NoPlayer {
		return st
	}
	toAct := st.ToAct()
	j := st
	for _, f := range []*combat.Force{&j.Red, &j.Blue} {
		f.Tanks = slices.Clone(f.Tanks)
		f.Army.Tanks = slices.Clone(f.Army.Tanks)
		for i := range f.Tanks {
			t := &f.Tanks[i]
			if t.Activated && t.OnlyMoved && t.Ref != st.Active && !t.Destroyed {
				t.Activated, t.OnlyMoved = false, false
				f.Activations--
			}
		}
	}
	if !st.Active.IsZero() {
		j.ActionsLeft += st.Moves
		j.ActionsTaken -= st.Moves
		j.Moves = 0
	}
	switch {
	case toAct == combat.NoPlayer: // the table's turn is over: so is the model's
		j.Red.Passed, j.Blue.Passed = true, true
	case st.Active.IsZero():
		j.Next = toAct
	}
	return j
}

// Judge returns the outcome of the battle st as its win chance shows it: the outcome of
// Judged(st), except that before anybody has activated in a turn (its moves left out),
// the side to act may let the other act first by only moving a tank, and so the turn
// cannot be worth less to it than it was before the roll-off: its chance is the better
// of acting first and the turn's start (docs/analysis.md). So winning the initiative
// never lowers a side's chance, though in some matchups acting first is worth less than
// acting second (R3, A2: the side that acts last in a turn acts twice in a row when it
// wins the next roll-off).
func (s *Solver) Judge(st combat.State) (Result, error) {
	p, err := s.judged(st)
	if err != nil {
		return Result{}, err
	}
	return s.Outcome(p)
}

// JudgeValue is red's value of Judge(st), without the chances of each ending, which
// cost a pass over the whole battle on a solver not made from a table: play and the
// story of a battle ask it at every step.
func (s *Solver) JudgeValue(st combat.State) (float64, error) {
	p, err := s.judged(st)
	if err != nil {
		return 0, err
	}
	return s.Value(p)
}

// judged returns the position whose value is the battle's judged chance (Judge).
func (s *Solver) judged(st combat.State) (Position, error) {
	j := Judged(st)
	p, err := s.Battle(j)
	if err != nil || !turnUntouched(j) {
		return p, err
	}
	v, err := s.Value(p)
	if err != nil {
		return Position{}, err
	}
	start := j
	start.Initiative, start.Next = combat.NoPlayer, combat.NoPlayer
	ps, err := s.Battle(start)
	if err != nil {
		return Position{}, err
	}
	vs, err := s.Value(ps)
	if err != nil {
		return Position{}, err
	}
	better := vs > v+tolerance
	if j.ToAct() == combat.Blue {
		better = vs < v-tolerance
	}
	if better {
		return ps, nil
	}
	return p, nil
}

// turnUntouched reports whether the judged battle j is between activations of a turn in
// which nobody has activated.
func turnUntouched(j combat.State) bool {
	return j.ToAct() != combat.NoPlayer && j.Active.IsZero() &&
		j.Red.Activations == 0 && j.Blue.Activations == 0 && !j.Red.Passed && !j.Blue.Passed
}

// JudgedHints returns the hints of the battle st as they are judged (Judged): every step
// the rules allow the side to act now, each with the win chance it leaves that side in
// the judged battle, best first. A step the judged battle has and the table has not (a
// kept tank activated again, a defence after a move) is left out.
func (s *Solver) JudgedHints(st combat.State) ([]Hint, error) {
	hs, err := s.Hints(Judged(st))
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(hs, func(h Hint) bool { return !allowed(st, h.Step) }), nil
}

// allowed reports whether the table allows step now (R3, R4).
func allowed(st combat.State, sp Step) bool {
	switch sp.Kind {
	case Activate:
		t, ok := st.Tank(sp.Tank)
		return ok && st.Active.IsZero() && !t.Activated && !t.Destroyed
	case Defend:
		return !st.Active.IsZero() && st.ActionsTaken == 0
	}
	return true
}
