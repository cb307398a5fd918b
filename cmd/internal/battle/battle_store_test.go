package battle

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
)

// writeJournal writes the battle name's journal in a new data folder: the started event
// of the two samples, then rest. It returns a Factory whose data folder it is.
func writeJournal(t *testing.T, name, rest string) (*cmdutil.Factory, string) {
	t.Helper()
	fr, _ := army.Sample("france-1940")
	de, _ := army.Sample("germany-1940")
	b, err := combat.New(name, fr, de, combat.Settings{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	first, err := combat.Marshal(b.Journal())
	if err != nil {
		t.Fatal(err)
	}
	f := dataFactory(t.TempDir())
	dir, err := battleDir(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".jsonl"), append(first, rest...), 0o644); err != nil {
		t.Fatal(err)
	}
	return f, dir
}

// allocated is the bytes run allocates.
func allocated(run func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	run()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// turns is n whole turns in which both sides pass (R3), from turn 1.
func turns(n int) string {
	var sb strings.Builder
	for turn := 1; turn <= n; turn++ {
		fmt.Fprintf(&sb, "{\"event\":\"initiative\",\"turn\":%d,\"red\":5,\"blue\":2,\"winner\":\"red\"}\n"+
			"{\"event\":\"passed\",\"player\":\"red\"}\n{\"event\":\"passed\",\"player\":\"blue\"}\n{\"event\":\"turnEnded\",\"turn\":%d}\n", turn, turn)
	}
	return sb.String()
}

// A step on a battle whose journal goes on with 16 MiB of junk after a valid turn is
// refused at the first line that cannot follow, having read little more than the valid
// part (docs/development.md, Hostile input: 64 MiB of junk took 10 s and 300 MB, for the
// battle file was read whole, every line kept, before the first event was folded).
func TestOpeningAJunkTailedBattleStopsAtTheJunk(t *testing.T) {
	pass := "{\"event\":\"passed\",\"player\":\"red\"}\n"
	f, dir := writeJournal(t, "junk", turns(1)+strings.Repeat(pass, (16<<20)/len(pass)))
	var err error
	n := allocated(func() { _, err = openNamed(f, dir, "junk") })
	if err == nil || !strings.Contains(err.Error(), "battle junk: journal line 6:") {
		t.Fatalf("openNamed = %v, want the refusal of line 6, a pass before turn 2's roll-off", err)
	}
	if n > 4<<20 {
		t.Errorf("opening the battle allocated %d MiB, want under 4 MiB of a 16 MiB journal", n>>20)
	}
}

// battle list reads of each battle only what it shows: its first line and its end. A
// valid battle of 100,000 turns (16 MiB) costs what one of one turn costs.
func TestListReadsOnlyTheEnds(t *testing.T) {
	f, _ := writeJournal(t, "long", turns(100_000))
	var err error
	n := allocated(func() { err = runBattleList(f, true) })
	if err != nil {
		t.Fatal(err)
	}
	out := f.IO.Out.(interface{ String() string }).String()
	if !strings.Contains(out, `"turn": 100001`) || !strings.Contains(out, `"red": "France 1940"`) {
		t.Errorf("list --json says:\n%s\nwant turn 100001 of France 1940", out)
	}
	if n > 4<<20 {
		t.Errorf("listing allocated %d MiB, want under 4 MiB for a 16 MiB journal", n>>20)
	}
}
