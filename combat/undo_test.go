package combat

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/army"
)

func TestUndo(t *testing.T) {
	b := newBattle(t, forces("Red", S, S), forces("Blue", S, S))
	run(t, b, "undo ! there is nothing to undo: no step has been taken since the battle started; roll initiative for turn 1")
	run(t, b, "initiative 1,6", "activate blue:1")
	before := b.State()
	run(t, b, "attack red:1 6,1 => attacked won")

	undone, err := b.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if kinds(undone) != "attacked won" {
		t.Errorf("undo took back %s; want the attack and the win it caused", kinds(undone))
	}
	if d := cmp.Diff(before, b.State()); d != "" {
		t.Errorf("state after undo differs from the state before the attack (-before +after):\n%s", d)
	}
	run(t, b, "undo => activated", "undo => initiative", "undo ! nothing to undo")
	if n := len(b.Journal()); n != 1 || b.CanUndo() {
		t.Errorf("journal has %d events after undoing everything, want the start only", n)
	}
}

// armyGen draws a small valid army.
func armyGen(name string) *rapid.Generator[army.Army] {
	return rapid.Custom(func(t *rapid.T) army.Army {
		classes := rapid.SliceOfN(rapid.SampledFrom(army.Classes()), 1, 4).Draw(t, name)
		return forces(name, classes...)
	})
}

// drawStep draws a step for the state: usually one the rules allow, sometimes any.
func drawStep(t *rapid.T, s State) string {
	dice := ""
	if rapid.Bool().Draw(t, "table dice") {
		dice = fmt.Sprintf("%d,%d", rapid.IntRange(1, 6).Draw(t, "die 1"), rapid.IntRange(1, 6).Draw(t, "die 2"))
	}
	o := s.Options()
	var legal []string
	if o.Initiative {
		legal = append(legal, "initiative "+dice)
	}
	for _, r := range o.Activate {
		legal = append(legal, "activate "+r.String())
	}
	if o.Pass {
		legal = append(legal, "pass")
	}
	if o.Defend {
		legal = append(legal, "defend")
	}
	if o.Move {
		legal = append(legal, "move", "move rough,light")
	}
	for _, r := range o.Targets {
		legal = append(legal, "attack "+r.String()+" "+dice, "attack "+r.String()+" light "+dice)
	}
	if o.Done {
		legal = append(legal, "done")
	}
	anyStep := []string{"initiative 3,3", "activate red:1", "activate blue:2", "defend", "move heavy", "attack red:1 6,1", "attack blue:1", "done", "pass"}
	if len(legal) == 0 || rapid.IntRange(0, 9).Draw(t, "legal") == 0 {
		return rapid.SampledFrom(anyStep).Draw(t, "any step")
	}
	return rapid.SampledFrom(legal).Draw(t, "step")
}

// TestPropertyUndoRestoresTheStateBefore: for any sequence of steps, a refused step
// changes nothing, undo after an accepted step restores exactly the state and journal
// before it, and the same step taken again makes the same events (fair dice included).
func TestPropertyUndoRestoresTheStateBefore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b, err := New("rapid", armyGen("red").Draw(t, "red"), armyGen("blue").Draw(t, "blue"), Settings{Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(1, 80).Draw(t, "steps") {
			step := drawStep(t, b.State())
			before, journal := b.State(), b.Journal()
			events, err := play(b, step)
			if err != nil {
				if d := cmp.Diff(before, b.State()); d != "" || len(b.Journal()) != len(journal) {
					t.Fatalf("refused %q changed the battle: %v\n%s", step, err, d)
				}
				continue
			}
			undone, err := b.Undo()
			if err != nil {
				t.Fatalf("undo %q: %v", step, err)
			}
			if d := cmp.Diff(events, undone); d != "" {
				t.Fatalf("undo of %q took back other events (-made +undone):\n%s", step, d)
			}
			if d := cmp.Diff(before, b.State()); d != "" {
				t.Fatalf("undo of %q left another state (-before +after):\n%s", step, d)
			}
			if d := cmp.Diff(journal, b.Journal()); d != "" {
				t.Fatalf("undo of %q left another journal:\n%s", step, d)
			}
			again, err := play(b, step)
			if err != nil {
				t.Fatalf("%q again after undo: %v", step, err)
			}
			if d := cmp.Diff(events, again); d != "" {
				t.Fatalf("%q again after undo made other events:\n%s", step, d)
			}
		}
	})
}

// TestPropertyJournalRoundTrip: writing any journal and reading it back gives the same
// journal and state, and the log tells every event.
func TestPropertyJournalRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b, err := New("rapid", armyGen("red").Draw(t, "red"), armyGen("blue").Draw(t, "blue"), Settings{Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 120).Draw(t, "steps") {
			play(b, drawStep(t, b.State()))
		}
		data, err := Marshal(b.Journal())
		if err != nil {
			t.Fatal(err)
		}
		d, err := Decode(data)
		if err != nil {
			t.Fatalf("decode: %v\n%s", err, data)
		}
		if d.Torn != nil || d.Settled != nil || d.Kept != len(data) {
			t.Errorf("decode of a whole journal reports torn %q, settled %v, kept %d of %d", d.Torn, d.Settled, d.Kept, len(data))
		}
		if diff := cmp.Diff(b.State(), d.Battle.State()); diff != "" {
			t.Errorf("state after the round trip differs:\n%s", diff)
		}
		if diff := cmp.Diff(b.Journal(), d.Battle.Journal()); diff != "" {
			t.Errorf("journal after the round trip differs:\n%s", diff)
		}
		if got := len(d.Battle.Log()); got != len(b.Journal()) {
			t.Errorf("log has %d lines for %d events", got, len(b.Journal()))
		}
	})
}
