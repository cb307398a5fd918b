package analysis

import (
	"math"
	"strconv"

	"github.com/ezd-game/ezd/army"
)

// The solver's positions grow with the armies much faster than the armies do: 13 heavy
// tanks a side need billions. Rather than build until the budget runs out (seconds and
// hundreds of megabytes for armies far beyond it), NewSolver estimates the positions from
// the armies and refuses at once those whose estimate is over the budget.
//
// The turn starts are counted exactly: for each side, every way its tanks can stand (A8:
// identical tanks in the same state are one, so a class's tanks are a multiset of states)
// with the side not broken (R8). The positions within a turn grow with the square of the
// tanks (which of them have activated, which is active); measured over pairs of 2 to 12
// tanks, they are 0.5 to 2.3 times configs x tanks^2, and positionsPerStart takes 1.5,
// so that armies near the budget are still tried and the budget itself stays the last word.

// positionsPerStart is the factor of the estimate of optimal play: positions within a turn
// per turn start and per square of the tanks.
const positionsPerStart = 1.5

// estimate returns about how many positions the solver builds for the whole battle.
func (l *layout) estimate(pol Policy) float64 {
	starts := l.standings(sideA) * l.standings(sideB)
	n := float64(l.n[sideA] + l.n[sideB])
	if pol == Greedy {
		return starts * n // one step a position
	}
	return starts * n * n * positionsPerStart
}

// standings counts the ways side's tanks can stand at a turn start with the side not
// broken (R8): for each number destroyed of each class, the multisets of the others'
// states (damage short of the capacity, defending or not).
func (l *layout) standings(side int) float64 {
	var count [army.Heavy + 1]int
	for i := range l.n[side] {
		count[l.class[side][i]]++
	}
	total := 0.0
	var dead [army.Heavy + 1]int
	var walk func(c army.Class)
	walk = func(c army.Class) {
		if c > army.Heavy {
			lost := 0
			for k := army.Small; k <= army.Heavy; k++ {
				lost += dead[k] * stats[k].Cost
			}
			if army.Broken(lost, l.fielded[side]) {
				return
			}
			ways := 1.0
			for k := army.Small; k <= army.Heavy; k++ {
				states := 2 * stats[k].Capacity // damage 0 to capacity-1, defending or not
				ways *= multisets(count[k]-dead[k], states)
			}
			total += ways
			return
		}
		for d := 0; d <= count[c]; d++ {
			dead[c] = d
			walk(c + 1)
		}
	}
	walk(army.Small)
	return total
}

// multisets returns the number of ways to give n identical tanks one of k states each.
func multisets(n, k int) float64 {
	r := 1.0
	for i := 1; i <= n; i++ {
		r = r * float64(k-1+i) / float64(i)
	}
	return r
}

// CheckSize returns the error NewSolver would return for the armies and options, without
// making a solver: a *BudgetError when their estimated positions are over the budget.
// It costs microseconds, for a command that checks many pairs before solving any.
func CheckSize(a, b army.Army, opt Options) error {
	opt, err := opt.withDefaults()
	if err != nil {
		return err
	}
	l, err := newLayout(a, b)
	if err != nil {
		return err
	}
	return l.checkSize(opt)
}

// checkSize refuses armies whose estimated positions are over the budget.
func (l *layout) checkSize(opt Options) error {
	if est := l.estimate(opt.Policy); est > float64(opt.Budget) {
		return &BudgetError{Budget: opt.Budget, Tanks: l.n, Estimate: est}
	}
	return nil
}

// about writes a large count in words a player reads, to two digits: "about 7.1 million",
// "about 1.2 billion".
func about(x float64) string {
	switch {
	case x >= 1e12:
		return "more than a trillion"
	case x >= 1e9:
		return "about " + twoDigits(x/1e9) + " billion"
	case x >= 1e6:
		return "about " + twoDigits(x/1e6) + " million"
	}
	return "about " + grouped(int(twoDigitsRound(x)))
}

// twoDigitsRound rounds x to two significant digits.
func twoDigitsRound(x float64) float64 {
	if x < 10 {
		return math.Round(x)
	}
	scale := math.Pow(10, math.Floor(math.Log10(x))-1)
	return math.Round(x/scale) * scale
}

// twoDigits writes x, from 1 to 1000, to two significant digits: 7.1, 12, 700.
func twoDigits(x float64) string {
	if x < 10 {
		return strconv.FormatFloat(math.Round(x*10)/10, 'f', -1, 64)
	}
	return strconv.FormatFloat(twoDigitsRound(x), 'f', 0, 64)
}
