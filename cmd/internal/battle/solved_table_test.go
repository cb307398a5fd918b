package battle

import (
	"context"
	"errors"
	"os"
	"testing"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// An interrupt while the first question of a pair is solved: the solve is not cut short
// (under a second), its table is whole and kept, but the question is not asked, so hint,
// status and bot print and record nothing and end as every interrupted command does
// (context.Canceled, exit 130).
func TestInterruptDuringTheSolveKeepsTheTableAndAsksNothing(t *testing.T) {
	b := sampleBattle(t, false)
	cache := t.TempDir()
	ios, _, _ := iostreams.Test("")
	f := &cmdutil.Factory{IO: ios, Getenv: func(k string) string {
		if k == "XDG_CACHE_HOME" {
			return cache
		}
		return ""
	}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	asked := false
	err := withSolver(ctx, f, b.State(), func(s *analysis.Solver) error {
		if _, err := s.Hints(b.State()); err != nil {
			return err // the empty table cannot answer: the battle is solved
		}
		asked = true
		return nil
	})
	if !errors.Is(err, context.Canceled) || asked {
		t.Fatalf("withSolver: %v, asked %v; want context.Canceled and no question asked", err, asked)
	}
	dir := tableDir(f)
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("the cache holds %v (%v), want the solved table", entries, err)
	}
	// The table kept answers the next command at once, without solving again.
	asked = false
	if err := withSolver(context.Background(), f, b.State(), func(s *analysis.Solver) error {
		_, err := s.Hints(b.State())
		asked = err == nil
		return err
	}); err != nil || !asked {
		t.Fatalf("the next question: %v, asked %v", err, asked)
	}
}
