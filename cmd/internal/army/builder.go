package army

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/huh"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// asker shows forms: a Runner, or in tests one that presses Esc at chosen forms.
type asker interface {
	Run(ctx context.Context, form *huh.Form) error
	Accessible() bool
}

// buildArmy runs the army builder on a and returns the army when the player chooses to
// finish: a name, a nation, a points limit and at least one tank, never over the limit.
// A new army (no tanks yet) starts with the header form; an army being edited starts at
// its roster.
//
// Esc goes back one question: from a tank's name to its class, from any question to the
// roster menu. Only Esc at the roster menu leaves the builder, after a yes to leaving
// when the army has changed, so a half-built army is never lost by one Esc.
// Ctrl-C, the end of the input or ctx leave at once with their error. saved is the army
// as last saved: leaving asks first when a differs from it, even if this round of the
// builder changes nothing.
func buildArmy(ctx context.Context, r asker, a, saved armypkg.Army) (armypkg.Army, error) {
	b := &builder{r: r, a: a.WithDefaults(), nation: catalogueNation(a.Faction)}
	start := saved.WithDefaults()
	if len(b.a.Tanks) == 0 {
		if err := back(b.header(ctx)); err != nil {
			return armypkg.Army{}, err
		}
	}
	var step builderStep
	for {
		err := r.Run(ctx, rosterForm(b.a, &step))
		if errors.Is(err, prompt.ErrBack) {
			leave, err := b.leave(ctx, start)
			if err != nil || leave {
				return armypkg.Army{}, cmp.Or(err, huh.ErrUserAborted)
			}
			continue
		}
		if err != nil {
			return armypkg.Army{}, err
		}
		switch step {
		case stepAdd:
			err = b.add(ctx)
		case stepRename:
			err = b.rename(ctx)
		case stepRemove:
			err = b.remove(ctx)
		case stepHeader:
			err = b.header(ctx)
		case stepFinish:
			if b.a.Unspent() >= 0 { // R1: an army over its limit (army edit opens one) cannot finish
				return b.a.WithDefaults(), nil
			}
		}
		if err = back(err); err != nil {
			return armypkg.Army{}, err
		}
		// Back at the roster, the cursor starts on the first choice again; once no tank
		// fits, on Finish, the step most players take next (docs/interactive.md).
		step = 0
		if !fits(b.a) {
			step = stepFinish
		}
	}
}

// back turns Esc in a step of the builder into a return to the roster menu.
func back(err error) error {
	if errors.Is(err, prompt.ErrBack) {
		return nil
	}
	return err
}

// leave asks whether to leave the builder with Esc at its roster menu. An army unchanged
// since the builder opened leaves without a question; a changed one only after a yes, and
// Esc on that question stays.
func (b *builder) leave(ctx context.Context, start armypkg.Army) (bool, error) {
	if sameArmy(b.a, start) {
		return true, nil
	}
	leave := false
	err := b.r.Run(ctx, leaveForm(b.a, &leave))
	if errors.Is(err, prompt.ErrBack) {
		return false, nil
	}
	return leave, err
}

// sameArmy reports whether two armies are the same, name, side, limit and tanks.
func sameArmy(a, b armypkg.Army) bool {
	return a.Name == b.Name && a.Faction == b.Faction && a.Limit() == b.Limit() &&
		slices.EqualFunc(a.Tanks, b.Tanks, func(s, t armypkg.Tank) bool {
			return s.Class == t.Class && s.Name == t.Name && s.Model == t.Model
		})
}

// leaveForm asks whether to leave the builder and lose the changes to a; no is the
// default.
func leaveForm(a armypkg.Army, leave *bool) *huh.Form {
	*leave = false
	what := "the changes to the army are"
	if a.Name != "" {
		what = fmt.Sprintf("the changes to %s are", a.Name)
	}
	return huh.NewForm(huh.NewGroup(
		huh.NewConfirm().Title("Leave the builder? " + strings.ToUpper(what[:1]) + what[1:] + " not saved.").
			Affirmative("Leave, do not save").Negative("Keep building").Value(leave),
	))
}

// builder is the army being built and the nation whose catalogue it offers.
type builder struct {
	r      asker
	a      armypkg.Army
	nation string
}

func (b *builder) header(ctx context.Context) error {
	h := armyHeader{Name: b.a.Name, Nation: cmp.Or(b.nation, otherNation), Points: strconv.Itoa(b.a.Limit())}
	if b.nation == "" {
		h.Faction = b.a.Faction
		if b.a.Faction == "" && len(b.a.Tanks) == 0 {
			h.Nation = armypkg.Nations()[0] // a new army: most players pick a nation
		}
	}
	for {
		if err := b.r.Run(ctx, headerForm(&h, b.a.Fielded(), b.r.Accessible())); err != nil {
			return err
		}
		if h.Nation != otherNation {
			break
		}
		err := b.r.Run(ctx, factionForm(&h.Faction, b.r.Accessible()))
		if errors.Is(err, prompt.ErrBack) {
			continue // Esc: back to the name, nation and limit
		}
		if err != nil {
			return err
		}
		break
	}
	b.nation = ""
	if h.Nation == otherNation {
		b.a.Faction = strings.TrimSpace(h.Faction)
	} else {
		b.nation = h.Nation
		if !armypkg.SameNation(h.Nation, b.a.Faction) {
			b.a.Faction = h.Nation
		}
	}
	b.a.Name = strings.TrimSpace(h.Name)
	limit, err := parseLimit(h.Points, b.a.Fielded())
	if err != nil {
		return err // the form validated it: cannot happen
	}
	b.a.Points = limit
	if limit == armypkg.DefaultLimit {
		b.a.Points = 0 // the file then leaves the default unsaid
	}
	return nil
}

func (b *builder) add(ctx context.Context) error {
	for {
		var pick tankChoice
		if err := b.r.Run(ctx, addTankForm(b.a, b.nation, &pick)); err != nil {
			return err
		}
		if pick.Back {
			return nil
		}
		taken := b.names(-1)
		def := defaultTankName(b.a, pick)
		var name string
		err := b.r.Run(ctx, tankNameForm(&name, def, taken, b.r.Accessible()))
		if errors.Is(err, prompt.ErrBack) {
			continue // Esc: back to the choice of tank
		}
		if err != nil {
			return err
		}
		b.a.Tanks = append(b.a.Tanks, armypkg.Tank{Class: pick.Class, Model: pick.Model, Name: prompt.Typed(name, def)})
		return nil
	}
}

func (b *builder) rename(ctx context.Context) error {
	for {
		i := 0
		if err := b.r.Run(ctx, pickTankForm(b.a, "Rename which tank?", &i)); err != nil || i < 0 {
			return err
		}
		// The field starts empty, the old name its placeholder: what is typed replaces it
		// rather than being added to it, and Enter on nothing keeps it (docs/interactive.md).
		var name string
		err := b.r.Run(ctx, tankNameForm(&name, b.a.TankName(i), b.names(i), b.r.Accessible()))
		if errors.Is(err, prompt.ErrBack) {
			continue // Esc: back to the choice of tank
		}
		if err != nil {
			return err
		}
		if name = strings.TrimSpace(name); name != "" {
			b.a.Tanks[i].Name = name
		}
		return nil
	}
}

func (b *builder) remove(ctx context.Context) error {
	i := 0
	if err := b.r.Run(ctx, pickTankForm(b.a, "Remove which tank?", &i)); err != nil || i < 0 {
		return err
	}
	b.a.Tanks = slices.Delete(b.a.Tanks, i, i+1)
	return nil
}

// defaultTankName is the name a new tank gets when the player gives none: a catalogue
// vehicle's name, or else its class and its number in the class ("Medium 2", as R1 names
// unnamed tanks), with a number added should another tank have the name already.
func defaultTankName(a armypkg.Army, c tankChoice) string {
	taken := make([]string, len(a.Tanks))
	n := 1
	for i, t := range a.Tanks {
		taken[i] = a.TankName(i)
		if t.Class == c.Class {
			n++
		}
	}
	if v, ok := armypkg.Lookup(c.Model); ok {
		return uniqueName(v.Name, taken)
	}
	for ; ; n++ {
		if name := fmt.Sprintf("%s %d", c.Class.Title(), n); !isTaken(taken, name) {
			return name
		}
	}
}

// names returns the names of every tank but the skip-th.
func (b *builder) names(skip int) []string {
	var ns []string
	for i := range b.a.Tanks {
		if i != skip {
			ns = append(ns, b.a.TankName(i))
		}
	}
	return ns
}

// catalogueNation returns the catalogue nation a faction names, or "".
func catalogueNation(faction string) string {
	for _, n := range armypkg.Nations() {
		if faction != "" && armypkg.SameNation(n, faction) {
			return n
		}
	}
	return ""
}
