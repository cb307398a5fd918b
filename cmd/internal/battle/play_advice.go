package battle

import (
	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/combat"
)

// solverAdvice is play's Advisor: the exact solver of the stand-up fight (A1-A8) for the
// battle's two armies, optimal policy, made once for the whole session so that every step
// after the first reuses the positions it has solved (docs/analysis.md).
type solverAdvice struct {
	solver *analysis.Solver
}

// newSolverAdvice makes the solver for the battle's armies; an army beyond the solver's
// limits is an error, and play goes on without the win chance.
func newSolverAdvice(st combat.State) (*solverAdvice, error) {
	s, err := analysis.ForBattle(st, analysis.Options{})
	if err != nil {
		return nil, err
	}
	return &solverAdvice{solver: s}, nil
}

// Advise returns red's win chance in the battle as it stands (A7: its value under the
// optimal policy, a draw counted half, its moves not judged: Solver.JudgeValue) and,
// when a side is to choose a step the model knows, the best one.
func (a *solverAdvice) Advise(st combat.State) (Advice, error) {
	v, err := a.solver.JudgeValue(st)
	if err != nil {
		return Advice{}, err
	}
	adv := Advice{Red: v}
	if st.ToAct() != combat.NoPlayer {
		if hs, err := a.solver.JudgedHints(st); err == nil && len(hs) > 0 {
			adv.Best = hs[0].Step.String()
		}
	}
	return adv, nil
}

// adviceReady is the solver, made and warmed up aside so that the table never waits
// for it, or why there is none.
type adviceReady struct {
	advisor Advisor
	err     error
}

// startAdvice makes the solver for the battle in a goroutine of its own, which hands it
// over on the channel and never touches it again.
func startAdvice(st combat.State) <-chan adviceReady {
	ready := make(chan adviceReady, 1)
	go func() {
		a, err := newSolverAdvice(st)
		if err == nil {
			_, err = a.Advise(st)
		}
		if err != nil {
			ready <- adviceReady{err: err}
			return
		}
		ready <- adviceReady{advisor: a}
	}()
	return ready
}

// judge is red's judged win chance in a state, for the story of the battle when it ends.
func (a *solverAdvice) judge(st combat.State) (float64, error) {
	return a.solver.JudgeValue(st)
}
