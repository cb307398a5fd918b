package prompt

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// BuildArmy runs the army builder on a and returns the army when the player chooses to
// finish: a name, a nation, a points limit and at least one tank, never over the limit.
// A new army (no tanks yet) starts with the header form; an army being edited starts at
// its roster. Leaving any form ends the builder with its error.
func BuildArmy(ctx context.Context, r *Runner, a army.Army) (army.Army, error) {
	b := &builder{r: r, a: a.WithDefaults(), nation: catalogueNation(a.Faction)}
	if len(b.a.Tanks) == 0 {
		if err := b.header(ctx); err != nil {
			return army.Army{}, err
		}
	}
	var step builderStep
	for {
		if err := r.Run(ctx, rosterForm(b.a, &step)); err != nil {
			return army.Army{}, err
		}
		var err error
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
			return b.a.WithDefaults(), nil
		}
		if err != nil {
			return army.Army{}, err
		}
		step = 0 // back at the roster, the cursor starts on the first choice again
	}
}

// builder is the army being built and the nation whose catalogue it offers.
type builder struct {
	r      *Runner
	a      army.Army
	nation string
}

func (b *builder) header(ctx context.Context) error {
	h := armyHeader{Name: b.a.Name, Nation: cmp.Or(b.nation, otherNation), Points: strconv.Itoa(b.a.Limit())}
	if b.nation == "" {
		h.Faction = b.a.Faction
		if b.a.Faction == "" && len(b.a.Tanks) == 0 {
			h.Nation = army.Nations()[0] // a new army: most players pick a nation
		}
	}
	if err := b.r.Run(ctx, headerForm(&h, b.a.Fielded(), b.r.Accessible())); err != nil {
		return err
	}
	b.nation = ""
	if h.Nation == otherNation {
		if err := b.r.Run(ctx, factionForm(&h.Faction, b.r.Accessible())); err != nil {
			return err
		}
		b.a.Faction = strings.TrimSpace(h.Faction)
	} else {
		b.nation = h.Nation
		if !army.SameNation(h.Nation, b.a.Faction) {
			b.a.Faction = h.Nation
		}
	}
	b.a.Name = strings.TrimSpace(h.Name)
	limit, err := parseLimit(h.Points, b.a.Fielded())
	if err != nil {
		return err // the form validated it: cannot happen
	}
	b.a.Points = limit
	if limit == army.DefaultLimit {
		b.a.Points = 0 // the file then leaves the default unsaid
	}
	return nil
}

func (b *builder) add(ctx context.Context) error {
	var pick TankChoice
	if err := b.r.Run(ctx, addTankForm(b.a, b.nation, &pick)); err != nil {
		return err
	}
	if pick.Back {
		return nil
	}
	taken := b.names(-1)
	def := DefaultTankName(b.a, pick)
	var name string
	if err := b.r.Run(ctx, tankNameForm(&name, def, taken, b.r.Accessible())); err != nil {
		return err
	}
	b.a.Tanks = append(b.a.Tanks, army.Tank{Class: pick.Class, Model: pick.Model, Name: typed(name, def)})
	return nil
}

func (b *builder) rename(ctx context.Context) error {
	i := 0
	if err := b.r.Run(ctx, pickTankForm(b.a, "Rename which tank?", &i)); err != nil || i < 0 {
		return err
	}
	name := b.a.TankName(i)
	if err := b.r.Run(ctx, tankNameForm(&name, b.a.TankName(i), b.names(i), b.r.Accessible())); err != nil {
		return err
	}
	b.a.Tanks[i].Name = typed(name, b.a.TankName(i))
	return nil
}

func (b *builder) remove(ctx context.Context) error {
	i := 0
	if err := b.r.Run(ctx, pickTankForm(b.a, "Remove which tank?", &i)); err != nil || i < 0 {
		return err
	}
	b.a.Tanks = slices.Delete(b.a.Tanks, i, i+1)
	return nil
}

// DefaultTankName is the name a new tank gets when the player gives none: a catalogue
// vehicle's name, or else its class and its number in the class ("Medium 2", as R1 names
// unnamed tanks), with a number added should another tank have the name already.
func DefaultTankName(a army.Army, c TankChoice) string {
	taken := make([]string, len(a.Tanks))
	n := 1
	for i, t := range a.Tanks {
		taken[i] = a.TankName(i)
		if t.Class == c.Class {
			n++
		}
	}
	if v, ok := army.Lookup(c.Model); ok {
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
	for _, n := range army.Nations() {
		if faction != "" && army.SameNation(n, faction) {
			return n
		}
	}
	return ""
}
