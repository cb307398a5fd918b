package army

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

// Problem is one thing wrong with an army. Line is its line in the army file, 0 if none.
type Problem struct {
	Line    int
	Message string
}

// Error returns the message, prefixed with its line when it has one.
func (p Problem) Error() string {
	if p.Line > 0 {
		return fmt.Sprintf("%d: %s", p.Line, p.Message)
	}
	return p.Message
}

// Problems is every problem found in an army at once, so a player fixes them in one go.
type Problems []Problem

// Error joins the problems, one a line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// MaxLimit is the largest points limit an army may set: room for very large games, but
// not for a typo with six digits.
const MaxLimit = 1000

// Validate returns every R1 and R12 problem of the army, in roster order, or nil when there
// are none. Unspent points are not a problem (R1); see Notes.
func (a Army) Validate() Problems { return a.validate(positions{}, nil) }

// validate is Validate, with the lines of the army file's parts in at, less the tank
// problems of the tanks in skip (by index), which the caller has reported already.
func (a Army) validate(at positions, skip map[int]bool) Problems {
	var ps Problems
	if strings.TrimSpace(a.Name) == "" {
		ps = append(ps, Problem{at.name, "the army has no name"})
	} else if err := CheckName("the army name", a.Name); err != nil {
		ps = append(ps, Problem{at.name, err.Error()})
	}
	if err := CheckName("the faction", a.Faction); err != nil {
		ps = append(ps, Problem{at.faction, err.Error()})
	}
	limitOK := a.Points >= 0 && a.Points <= MaxLimit && !at.pointsBad
	if !limitOK && !at.pointsBad {
		ps = append(ps, Problem{at.points, fmt.Sprintf("points limit %d is not allowed (want a whole number from 1 to %d)", a.Points, MaxLimit)})
	}
	if len(a.Tanks) == 0 {
		ps = append(ps, Problem{at.tanksKey, "the army has no tanks (want at least one)"})
	}
	for i, t := range a.Tanks {
		if !skip[i] {
			_, number := at.tank(i)
			ps = append(ps, t.problems(number)...)
		}
	}
	// Against a limit that is itself refused, "N over the limit of -4" would mislead.
	if f := a.Fielded(); limitOK && f > a.Limit() {
		ps = append(ps, Problem{Message: fmt.Sprintf("the tanks cost %d points, %d over the limit of %d", f, f-a.Limit(), a.Limit())})
	}
	if len(ps) == 0 {
		return nil
	}
	return ps
}

// problems returns the problems of the tank numbered number (from 1) in its army.
func (t Tank) problems(number int) Problems {
	var ps Problems
	where := fmt.Sprintf("tank %d", number)
	if err := CheckName(where+"'s name", t.Name); err != nil {
		ps = append(ps, Problem{t.Line, err.Error()})
	} else if t.Name != "" {
		where = fmt.Sprintf("tank %d (%s)", number, t.Name)
	}
	if err := CheckName(where+"'s model", t.Model); err != nil {
		// Not looked up: the message would have to repeat it.
		return append(ps, Problem{t.Line, err.Error()})
	}
	if t.Model != "" {
		v, ok := Lookup(t.Model)
		switch {
		case !ok:
			ps = append(ps, Problem{t.Line, fmt.Sprintf("%s: unknown model %s (see 'ezd army catalogue'; a custom vehicle needs only a class and a name)", where, quote.Value(t.Model))})
		case t.Class.Valid() && t.Class != v.Class:
			ps = append(ps, Problem{t.Line, fmt.Sprintf("%s: model %q is %s, not %s (R12)", where, v.Name, v.Class, t.Class)})
		}
		return ps
	}
	if !t.Class.Valid() {
		ps = append(ps, Problem{t.Line, fmt.Sprintf("%s has no class (want small, medium or heavy)", where)})
	}
	return ps
}

// Notes returns remarks about a valid army that are worth telling the player but are not
// errors, such as unspent points (R1).
func (a Army) Notes() []string {
	var notes []string
	if u := a.Unspent(); u > 0 {
		s := "s"
		if u == 1 {
			s = ""
		}
		notes = append(notes, fmt.Sprintf("%d point%s unspent", u, s))
	}
	return notes
}
