package solo

import (
	"fmt"
	"slices"

	"github.com/ezd-game/ezd/combat"
)

// Sight is what the person tells the bot about the table for its active tank: the enemy
// tanks it can see within its range (R7), and which of those are in light cover (R9). A
// target behind heavy cover cannot be seen, so it is simply not among Sees.
type Sight struct {
	// Sees lists the enemy tanks the tank can see within its range; none is an answer.
	Sees []combat.Ref
	// Cover lists the tanks among Sees that are in light cover.
	Cover []combat.Ref
}

// Everything returns the sight of the stand-up fight (A1): every enemy tank of side that is
// not destroyed is in sight, and none is in cover.
func Everything(s combat.State, side combat.Player) Sight {
	var out Sight
	for _, t := range s.Force(side.Other()).Tanks {
		if !t.Destroyed {
			out.Sees = append(out.Sees, t.Ref)
		}
	}
	return out
}

// InCover reports whether target is in light cover.
func (g Sight) InCover(target combat.Ref) bool { return slices.Contains(g.Cover, target) }

// Check reports whether the sight makes sense for side's tanks in s: every tank named must
// be an enemy tank of the battle that is not destroyed, and a tank in cover must be one the
// tank sees. The error is a *SightError that names the tank and says what is wrong.
func (g Sight) Check(s combat.State, side combat.Player) error {
	check := func(r combat.Ref) error {
		t, ok := s.Tank(r)
		switch {
		case !ok:
			f := s.Force(r.Player)
			if !r.Player.Valid() || len(f.Tanks) == 0 {
				return fmt.Errorf("%q is not a tank of this battle", r.String())
			}
			return fmt.Errorf("%s has no tank %d: its tanks are %s:1 to %s:%d", r.Player, r.Pos, r.Player, r.Player, len(f.Tanks))
		case r.Player == side:
			return fmt.Errorf("%s (%s) is %s's own tank: name %s's tanks", t.Name, r, side, side.Other())
		case t.Destroyed:
			return fmt.Errorf("%s (%s) has been destroyed and is off the table", t.Name, r)
		}
		return nil
	}
	for _, r := range g.Sees {
		if err := check(r); err != nil {
			return &SightError{Cover: false, Err: err}
		}
	}
	for _, r := range g.Cover {
		if err := check(r); err != nil {
			return &SightError{Cover: true, Err: err}
		}
		if !slices.Contains(g.Sees, r) {
			t, _ := s.Tank(r)
			return &SightError{Cover: true, Err: fmt.Errorf("%s (%s) is in cover but not among the tanks it sees: name it as seen too, or not in cover", t.Name, r)}
		}
	}
	return nil
}

// SightError is a Sight that does not fit the battle: which list was wrong, and why.
type SightError struct {
	// Cover is true when the tank was named as in cover, false when as seen.
	Cover bool
	Err   error
}

// Error returns the reason.
func (e *SightError) Error() string { return e.Err.Error() }

// Unwrap returns the reason.
func (e *SightError) Unwrap() error { return e.Err }
