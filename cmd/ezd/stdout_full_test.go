package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A failed write on stdout is an error, as it is with --json: every command says so and
// exits 1, never 0 with its report lost (docs/development.md, Hostile input). /dev/full refuses every write.
func TestEveryCommandReportsAFailedStdoutWrite(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	data := t.TempDir()
	work := t.TempDir()
	setup := [][]string{
		{"battle", "new", "sedan", "--red", "sample:france-1940", "--blue", "sample:germany-1940", "--seed", "3"},
		{"battle", "initiative", "-b", "sedan"},
		{"army", "show", "sample:france-1940", "-o", "-"},
		{"tankwar", "demo", "--p1", "bot:greedy", "--p2", "bot:random", "--seed", "1", "--speed", "0", "-o", filepath.Join(work, "game.json")},
	}
	for _, args := range setup[:2] {
		if code, _, errOut := runEzd(t, data, args...); code != 0 {
			t.Fatalf("ezd %s: exit %d: %s", strings.Join(args, " "), code, errOut)
		}
	}
	if code, _, errOut := runEzd(t, data, setup[3]...); code != 0 {
		t.Fatalf("ezd %s: exit %d: %s", strings.Join(setup[3], " "), code, errOut)
	}
	for _, args := range [][]string{
		{"battle", "log", "-b", "sedan"},
		{"battle", "status", "-b", "sedan"},
		{"attack", "-a", "medium", "-t", "small", "--seed", "42"},
		{"tankwar", "demo", "--p1", "bot:greedy", "--p2", "bot:random", "--seed", "1", "--speed", "0"},
		{"army", "validate", "sample:france-1940"},
		{"army", "show", "sample:france-1940"},
		{"tankwar", "replay", filepath.Join(work, "game.json")},
		{"odds", "-a", "medium", "-t", "small"},
		{"rules"},
		{"--version"},
	} {
		cmd := exec.Command("ezd", args...)
		cmd.Env = ezdEnv(data)
		cmd.Dir = work
		cmd.Stdout = full
		var errOut strings.Builder
		cmd.Stderr = &errOut
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 || !strings.Contains(errOut.String(), "no space left on device") {
			t.Errorf("ezd %s > /dev/full: %v, stderr %q; want exit 1 and the write's error", strings.Join(args, " "), err, errOut.String())
		}
	}
}
