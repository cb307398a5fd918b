package battles

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/combat"
)

// An interrupt while the first question of a pair is solved: the solve is not cut short
// (under a second), its table is whole and kept, but the question is not asked, so hint,
// status and bot print and record nothing and end as every interrupted command does
// (context.Canceled, exit 130).
func TestInterruptDuringTheSolveKeepsTheTableAndAsksNothing(t *testing.T) {
	b := sampleBattle(t)
	cache := t.TempDir()
	ios, _, _ := iostreams.Test("")
	c := CacheOf(&cmdutil.Factory{IO: ios, Getenv: func(k string) string {
		if k == "XDG_CACHE_HOME" {
			return cache
		}
		return ""
	}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	asked := false
	err := c.WithSolver(ctx, b.State(), func(s *analysis.Solver) error {
		if _, err := s.Hints(b.State()); err != nil {
			return err // the empty table cannot answer: the battle is solved
		}
		asked = true
		return nil
	})
	if !errors.Is(err, context.Canceled) || asked {
		t.Fatalf("WithSolver: %v, asked %v; want context.Canceled and no question asked", err, asked)
	}
	dir := c.Dir
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("the cache holds %v (%v), want the solved table", entries, err)
	}
	// The table kept answers the next command at once, without solving again.
	asked = false
	if err := c.WithSolver(context.Background(), b.State(), func(s *analysis.Solver) error {
		_, err := s.Hints(b.State())
		asked = err == nil
		return err
	}); err != nil || !asked {
		t.Fatalf("the next question: %v, asked %v", err, asked)
	}
}

// sampleBattle is the two samples after red won the roll-off, 5 to 2 (R3).
func sampleBattle(t testing.TB) *combat.Battle {
	t.Helper()
	fr, _ := army.Sample("france-1940")
	de, _ := army.Sample("germany-1940")
	b, err := combat.New("bench", fr, de, combat.Settings{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Initiative(combat.TableDice(5, 2)); err != nil {
		t.Fatal(err)
	}
	return b
}

// TestACacheThatCannotBeWrittenSaysSo: issue 33. With the cache where no folder can be
// made (XDG_CACHE_HOME=/dev/full, or a file) ezd said "kept in" and kept nothing; and a
// table whose write fails says that it was not kept.
func TestACacheThatCannotBeWrittenSaysSo(t *testing.T) {
	b := sampleBattle(t)
	hints := func(s *analysis.Solver) error { _, err := s.Hints(b.State()); return err }

	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var note bytes.Buffer
	c := Cache{Dir: filepath.Join(file, "ezd", "analysis"), Note: &note}
	if err := c.WithSolver(context.Background(), b.State(), hints); err != nil {
		t.Fatal(err)
	}
	if got := note.String(); strings.Contains(got, "kept in") || !strings.Contains(got, "(not kept: "+c.Dir+" cannot be made: ") {
		t.Errorf("a cache under a file: %q (want it said that nothing is kept)", got)
	}

	// The table's own name taken by a folder: the folder is made, the write fails.
	note.Reset()
	c.Dir = t.TempDir()
	fresh, err := analysis.ForBattle(b.State(), analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(c.Dir, fresh.Identity()+".bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := c.WithSolver(context.Background(), b.State(), hints); err != nil {
		t.Fatal(err)
	}
	if got := note.String(); !strings.Contains(got, "the solved table was not kept in "+c.Dir+": ") {
		t.Errorf("a table that cannot be written: %q (want it said that it was not kept)", got)
	}
}
