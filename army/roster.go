package army

import "fmt"

// DefaultLimit is the points limit of an army that names none (R1).
const DefaultLimit = 10

// Army is a player's force: a name, an optional faction, a points limit and a roster (R1).
type Army struct {
	Name    string
	Faction string
	// Points is the limit the roster must fit in; 0 means DefaultLimit.
	Points int
	Tanks  []Tank
}

// Tank is one model on the table.
type Tank struct {
	Class Class
	// Name is what the players call the tank; see Army.TankName for the R1 default.
	Name string
	// Model optionally names a vehicle of the catalogue, which fixes the class (R12).
	Model string
	// Line is where the tank starts in the army file it was read from, 0 if none.
	Line int
}

// Stats returns the R2 statistics of the tank's class.
func (t Tank) Stats() Stats { return t.Class.Stats() }

// Limit returns the points limit: Points, or DefaultLimit when Points is 0 (R1).
func (a Army) Limit() int {
	if a.Points == 0 {
		return DefaultLimit
	}
	return a.Points
}

// Fielded returns the points of every tank in the roster: what the army actually fields (R8).
// A tank with only a model counts at the class its model fixes (R1, R12).
func (a Army) Fielded() int {
	sum := 0
	for _, t := range a.Tanks {
		if c := t.class(); c.Valid() {
			sum += c.Stats().Cost
		}
	}
	return sum
}

// class is the tank's class, or else the class its catalogue model fixes (R1, R12); 0 if
// it has neither.
func (t Tank) class() Class {
	if !t.Class.Valid() && t.Model != "" {
		if v, ok := Lookup(t.Model); ok {
			return v.Class
		}
	}
	return t.Class
}

// Unspent returns the points of the limit not spent; negative when the roster is over it.
func (a Army) Unspent() int { return a.Limit() - a.Fielded() }

// LossThreshold returns the points whose loss ends the game for this army: the least
// whole number L with 2 x L >= Fielded (R8). Points are lost a tank at a time, so the
// points lost when the army breaks can exceed it (a lone heavy tank breaks at 4).
func (a Army) LossThreshold() int { return LossThreshold(a.Fielded()) }

// LossThreshold returns the least points lost that break an army fielding fielded points:
// the least L with 2 x L >= fielded (R8).
func LossThreshold(fielded int) int { return (fielded + 1) / 2 }

// Broken reports whether losing lost points breaks an army that fielded fielded points (R8).
func Broken(lost, fielded int) bool { return fielded > 0 && 2*lost >= fielded }

// TankName returns the name of the i-th tank (from 0): its own name, or else its class and
// its number among all the army's tanks of that class, named or not, in roster order, as
// "Medium 2" (R1). A tank with only a catalogue model counts in the class the model fixes.
func (a Army) TankName(i int) string {
	t := a.Tanks[i]
	if t.Name != "" {
		return t.Name
	}
	c := t.class()
	n := 0
	for _, u := range a.Tanks[:i+1] {
		if u.class() == c {
			n++
		}
	}
	return fmt.Sprintf("%s %d", c.Title(), n)
}

// WithDefaults returns a copy of the army with every R1 default made explicit: the class of
// each catalogue model and the default name of each unnamed tank.
func (a Army) WithDefaults() Army {
	out := a
	out.Tanks = make([]Tank, len(a.Tanks))
	copy(out.Tanks, a.Tanks)
	for i, t := range out.Tanks {
		out.Tanks[i].Class = t.class()
	}
	// TankName, counting as it goes: asking it for every tank would take time in the
	// square of the roster's length.
	seen := map[Class]int{}
	for i, t := range out.Tanks {
		if t.Class.Valid() {
			seen[t.Class]++
			if t.Name == "" {
				out.Tanks[i].Name = fmt.Sprintf("%s %d", t.Class.Title(), seen[t.Class])
			}
		}
	}
	return out
}
