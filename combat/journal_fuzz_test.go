package combat

import (
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
	"github.com/google/go-cmp/cmp"
)

// FuzzDecodeJournal: any bytes give a battle or a clear error, never a panic. A battle read
// from them writes back to a journal that reads as the same battle. The seed corpus is in
// testdata/fuzz/FuzzDecodeJournal.
func FuzzDecodeJournal(f *testing.F) {
	data, err := Marshal(demo(f).Journal())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add(data[:len(data)/2])
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Decode(data)
		if err != nil {
			if d.Battle != nil {
				t.Fatalf("Decode returned a battle and the error %v", err)
			}
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		b := d.Battle
		_ = b.Status()
		_ = b.State().Options()
		if got := len(b.Log()); got != len(b.Journal()) {
			t.Fatalf("log has %d lines for %d events", got, len(b.Journal()))
		}
		again, err := Marshal(b.Journal())
		if err != nil {
			t.Fatalf("a journal that was read cannot be written: %v", err)
		}
		d2, err := Decode(again)
		if err != nil {
			t.Fatalf("a journal written back cannot be read: %v\n%s", err, again)
		}
		if diff := cmp.Diff(b.State(), d2.Battle.State()); diff != "" {
			t.Fatalf("the journal written back reads as another state:\n%s", diff)
		}
	})
}

// longJournal plays a battle of at least n events in which every attack misses: both
// players move, defend, attack and pass, turn after turn, with fair dice for initiative.
func longJournal(tb testing.TB, n int) []byte {
	tb.Helper()
	fr, _ := army.Sample("france-1940")
	de, _ := army.Sample("germany-1940")
	b, err := New("long", fr, de, Settings{Seed: 1940})
	if err != nil {
		tb.Fatal(err)
	}
	for step := 0; len(b.journal) < n; step++ {
		o := b.state.Options()
		switch {
		case o.Initiative:
			_, err = b.Initiative(FairDice())
		case o.Defend && step%3 == 0:
			_, err = b.Defend()
		case len(o.Targets) > 0 && step%2 == 0:
			_, err = b.Attack(o.Targets[step%len(o.Targets)], terrain.Kind(step%3), TableDice(1, 6))
		case o.Move:
			_, _, err = b.Move([]terrain.Kind{terrain.Rough})
		case len(o.Activate) > 0 && step%7 != 0:
			_, err = b.Activate(o.Activate[step%len(o.Activate)])
		case o.Pass:
			_, err = b.Pass()
		}
		if err != nil {
			tb.Fatal(err)
		}
	}
	data, err := Marshal(b.journal)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// BenchmarkLoadJournal10000 reads and folds a journal of 10,000 events, as loading a long
// battle does. Goal (docs/battle.md): under 50 ms.
func BenchmarkLoadJournal10000(b *testing.B) {
	data := longJournal(b, 10000)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		d, err := Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if len(d.Battle.journal) < 10000 {
			b.Fatalf("%d events", len(d.Battle.journal))
		}
	}
}
