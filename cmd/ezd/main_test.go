package main

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/ezd-game/ezd/cmd/internal/cli"
	refereecmd "github.com/ezd-game/ezd/cmd/internal/referee"
	"github.com/ezd-game/ezd/cmd/internal/referee/server"
)

// TestMain lets the scripts run the real ezd: testscript re-executes this test binary as
// "ezd", entering through the same cli.Main as the installed binary, and as the referee
// server that `ezd tactics serve` hands over to, which it puts beside ezd as a release does.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"ezd":              func() { os.Exit(cli.Main()) },
		refereecmd.Program: func() { os.Exit(server.Main()) },
	})
}

// TestScripts runs every end-to-end script in testdata/script: the commands of the README
// and their error paths, each checked for output and exit code.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			env.Setenv("XDG_DATA_HOME", env.WorkDir+"/data")
			env.Setenv("XDG_CACHE_HOME", env.WorkDir+"/cache")             // solved tables (battle hint)
			env.Setenv("GORACE", os.Getenv("GORACE")+" atexit_sleep_ms=0") // -race: no 1 s sleep per ezd
			return nil
		},
		RequireExplicitExec: true,
		Cmds:                map[string]func(*testscript.TestScript, bool, []string){"exits": exits, "hold": hold, "release": release, "serving": serving, "terminate": terminate},
	})
}

// exits runs a program and checks its exit code, since "! exec" only checks that it
// failed: "exits 2 ezd army show" wants exactly 2. Its output is kept for stdout and
// stderr as after exec.
func exits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exits: bad code %q", args[0])
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("exits: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("exit code %d, want %d", got, want)
	}
}
