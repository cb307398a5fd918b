package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestScriptsCountForCoverage pins docs/development.md (Mutation testing and coverage): under go test -cover, the ezd that a
// script runs (this test binary run again) writes its coverage counters into GOCOVERDIR,
// where go test merges them with the test's own, so the end-to-end scripts count towards
// coverage (see scripts/coverage).
func TestScriptsCountForCoverage(t *testing.T) {
	if testing.CoverMode() == "" {
		t.Skip("only under go test -cover (scripts/coverage)")
	}
	dir := os.Getenv("GOCOVERDIR")
	if dir == "" {
		t.Fatal("no GOCOVERDIR: the ezd the scripts run would write its coverage nowhere")
	}
	counters := func() int {
		files, _ := filepath.Glob(filepath.Join(dir, "covcounters.*"))
		return len(files)
	}
	before := counters()
	script := filepath.Join(t.TempDir(), "version.txtar")
	if err := os.WriteFile(script, []byte("exec ezd --version\nstdout ezd\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// In a group of its own: testscript runs scripts in parallel, and the group returns
	// when they are done.
	t.Run("run", func(t *testing.T) {
		testscript.Run(t, testscript.Params{Files: []string{script}, RequireExplicitExec: true})
	})
	if after := counters(); after <= before {
		t.Errorf("the ezd a script ran wrote no coverage counters to %s (%d files before and after)", dir, after)
	}
}
