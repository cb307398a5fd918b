package combat

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// Test scripts walk through battles a step at a time, in the words of the CLI:
//
//	initiative [R,B]          (no dice: the battle's own)
//	activate REF | defend | done | pass | undo
//	move [KIND,KIND...]
//	attack REF [COVER] [A,D]  (no dice: the battle's own)
//
// A step may end in "=> kind kind..." (the events it must make, in order) or in
// "! text" (it must be refused with a message containing text).

// forces makes an army of the classes given, with the R1 default names ("Small 1").
func forces(name string, classes ...army.Class) army.Army {
	a := army.Army{Name: name}
	for _, c := range classes {
		a.Tanks = append(a.Tanks, army.Tank{Class: c})
	}
	if f := a.Fielded(); f > army.DefaultLimit {
		a.Points = f
	}
	return a
}

const (
	S = army.Small
	M = army.Medium
	H = army.Heavy
)

func newBattle(t testing.TB, red, blue army.Army) *Battle {
	t.Helper()
	b, err := New("test", red, blue, Settings{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// play runs one step of a script.
func play(b *Battle, step string) ([]Event, error) {
	f := strings.Fields(step)
	if len(f) == 0 {
		return nil, fmt.Errorf("empty step")
	}
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	throw := func(s string) (Throw, error) {
		if s == "" {
			return FairDice(), nil
		}
		a, d, err := ParseDice(s)
		return TableDice(a, d), err
	}
	switch f[0] {
	case "initiative":
		t, err := throw(arg(1))
		if err != nil {
			return nil, err
		}
		return b.Initiative(t)
	case "activate":
		r, err := b.State().Resolve(arg(1))
		if err != nil {
			return nil, err
		}
		return b.Activate(r)
	case "defend":
		return b.Defend()
	case "move":
		ks, err := terrain.ParseList(arg(1))
		if err != nil {
			return nil, err
		}
		_, events, err := b.Move(ks)
		return events, err
	case "attack":
		r, err := b.State().Resolve(arg(1))
		if err != nil {
			return nil, err
		}
		cover, dice := terrain.Open, ""
		for _, a := range f[2:] {
			if strings.Contains(a, ",") {
				dice = a
			} else if cover, err = terrain.Parse(a); err != nil {
				return nil, err
			}
		}
		t, err := throw(dice)
		if err != nil {
			return nil, err
		}
		return b.Attack(r, cover, t)
	case "done":
		return b.Done()
	case "pass":
		return b.Pass()
	case "undo":
		return b.Undo()
	}
	return nil, fmt.Errorf("unknown step %q", step)
}

// run plays a script, failing the test at the first step that does not do what it says.
// A refused step must change nothing.
func run(t testing.TB, b *Battle, script ...string) {
	t.Helper()
	for _, line := range script {
		step, want, _ := strings.Cut(line, "=>")
		step, refusal, refused := strings.Cut(step, "!")
		before := len(b.journal)
		events, err := play(b, step)
		switch {
		case refused && err == nil:
			t.Fatalf("%q: accepted, want refused with %q", line, strings.TrimSpace(refusal))
		case refused && !strings.Contains(err.Error(), strings.TrimSpace(refusal)):
			t.Fatalf("%q: refused with %q, want %q", line, err, strings.TrimSpace(refusal))
		case refused && len(b.journal) != before:
			t.Fatalf("%q: refused but the journal changed", line)
		case !refused && err != nil:
			t.Fatalf("%q: %v", line, err)
		case want != "" && kinds(events) != strings.Join(strings.Fields(want), " "):
			t.Fatalf("%q: events %s, want %s", line, kinds(events), strings.TrimSpace(want))
		}
	}
}

func kinds(events []Event) string {
	ks := make([]string, len(events))
	for i, e := range events {
		ks[i] = e.Kind()
	}
	return strings.Join(ks, " ")
}
