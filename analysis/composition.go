package analysis

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// Composition is a number of small, medium and heavy tanks.
type Composition struct{ Small, Medium, Heavy int }

// parts returns the composition's counts by class, small first.
func (c Composition) parts() []struct {
	n     int
	class army.Class
} {
	return []struct {
		n     int
		class army.Class
	}{{c.Small, army.Small}, {c.Medium, army.Medium}, {c.Heavy, army.Heavy}}
}

// String writes the composition as "2s1h": counts and class letters, small first, and
// the classes it has none of left out (the JSON of `matchup --all` names compositions so).
func (c Composition) String() string {
	var b strings.Builder
	for _, p := range c.parts() {
		if p.n > 0 {
			fmt.Fprintf(&b, "%d%c", p.n, p.class.String()[0])
		}
	}
	return b.String()
}

// Words writes the composition as a player says it: "3 small 1 heavy".
func (c Composition) Words() string {
	var words []string
	for _, p := range c.parts() {
		if p.n > 0 {
			words = append(words, fmt.Sprintf("%d %s", p.n, p.class))
		}
	}
	return strings.Join(words, " ")
}

// Army returns the composition as an army named after it.
func (c Composition) Army() army.Army {
	a := army.Army{Name: c.String()}
	for _, p := range c.parts() {
		for range p.n {
			a.Tanks = append(a.Tanks, army.Tank{Class: p.class})
		}
	}
	return a.WithDefaults()
}

// Cost returns the composition's points (R1).
func (c Composition) Cost() int {
	n := 0
	for _, p := range c.parts() {
		n += p.n * p.class.Stats().Cost
	}
	return n
}

// Compositions returns the armies a player fields at points (R1): every composition that
// fits, with no room left for another tank, the cheapest class included. An army with
// room for one more tank is not one anybody brings to the table.
func Compositions(points int) []Composition {
	cost := func(c army.Class) int { return c.Stats().Cost }
	cheapest := min(cost(army.Small), cost(army.Medium), cost(army.Heavy))
	var out []Composition
	for h := 0; h*cost(army.Heavy) <= points; h++ {
		for m := 0; h*cost(army.Heavy)+m*cost(army.Medium) <= points; m++ {
			for s := 0; h*cost(army.Heavy)+m*cost(army.Medium)+s*cost(army.Small) <= points; s++ {
				c := Composition{s, m, h}
				if c.Cost() > points-cheapest {
					out = append(out, c)
				}
			}
		}
	}
	return out
}
