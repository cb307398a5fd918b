package analysis

import (
	"errors"
	"testing"
)

// TestPositionNotMade: a position the solver did not make (the zero Position, with no
// turns left) is refused by Value and Outcome with A5's limits, never solved.
func TestPositionNotMade(t *testing.T) {
	s := solver(t, roster("s"), roster("s"), Options{})
	if _, err := s.Value(Position{}); err == nil || err.Error() != "turns must be a whole number from 1 to 200, not 0 (A5)" {
		t.Errorf("Value of the zero position: %v", err)
	}
	if _, err := s.Outcome(Position{}); err == nil {
		t.Errorf("Outcome of the zero position: no error")
	}
}

// TestBudgetErrorSticks: once a solve has hit the budget, every question to the solver
// (Value, Outcome, Hints, Choose) gets the same BudgetError: its graph is incomplete.
func TestBudgetErrorSticks(t *testing.T) {
	// Five small tanks a side are estimated at 33,750 positions and need 50,563: a budget
	// between passes the estimate and runs out while building.
	red, blue := roster("sssss"), roster("sssss")
	s := solver(t, red, blue, Options{Budget: 40_000})
	_, first := s.Matchup()
	var be *BudgetError
	if !errors.As(first, &be) || be.Estimate != 0 {
		t.Fatalf("a budget of 40,000: %v", first)
	}
	b := started(t, red, blue, 6, 1)
	_, err1 := s.Hints(b.State())
	_, err2 := s.Choose(b.State())
	_, err3 := s.Outcome(s.Start())
	for i, err := range []error{err1, err2, err3} {
		if err != first {
			t.Errorf("question %d after the budget was hit: %v, want %v", i+1, err, first)
		}
	}
}
