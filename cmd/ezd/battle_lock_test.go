package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
)

// held are the battles that scripts hold open with "hold NAME", as another ezd would.
var held = struct {
	sync.Mutex
	m map[string]*journal.Journal
}{m: map[string]*journal.Journal{}}

// hold opens a battle of the script's data directory and keeps it, lock and all, until
// "release NAME" or the end of the script: "hold sedan".
func hold(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: hold NAME")
	}
	dir, err := (&cmdutil.Factory{Getenv: ts.Getenv}).DataDir("battles")
	ts.Check(err)
	j, err := journal.Open(dir, args[0], nil)
	ts.Check(err)
	key := dir + "/" + args[0]
	held.Lock()
	held.m[key] = j
	held.Unlock()
	ts.Defer(func() { j.Close() })
}

// release lets go of a battle that hold kept.
func release(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: release NAME")
	}
	dir, err := (&cmdutil.Factory{Getenv: ts.Getenv}).DataDir("battles")
	ts.Check(err)
	key := dir + "/" + args[0]
	held.Lock()
	j := held.m[key]
	delete(held.m, key)
	held.Unlock()
	if j == nil {
		ts.Fatalf("release: battle %s is not held", args[0])
	}
	ts.Check(j.Close())
}

// runEzd runs the real ezd (installed on PATH by TestMain) with the battles kept under
// data, and returns its exit code and output.
func runEzd(t *testing.T, data string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command("ezd", args...)
	cmd.Env = ezdEnv(data)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return code, out.String(), errOut.String()
}

// ezdEnv is the environment ezd runs in: the battles kept under data, no colour, and,
// under the race detector, no second of sleep at exit (GORACE's atexit_sleep_ms), which
// would make every run take a second.
func ezdEnv(data string) []string {
	return append(os.Environ(), "XDG_DATA_HOME="+data, "XDG_CACHE_HOME="+data+"/cache", "NO_COLOR=1",
		"GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))
}

// Concurrency: while one process holds a battle, every other ezd that would write it is
// refused, exit 1, and the journal is left exactly as it was. Looking at it is allowed.
func TestBattleHeldByAnotherProcess(t *testing.T) {
	data := t.TempDir()
	if code, _, errOut := runEzd(t, data, "battle", "new", "sedan", "--red", "sample:france-1940",
		"--blue", "sample:germany-1940", "--seed", "3"); code != 0 {
		t.Fatalf("battle new: exit %d: %s", code, errOut)
	}
	dir := filepath.Join(data, "ezd", "battles")
	j, err := journal.Open(dir, "sedan", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	before, err := os.ReadFile(journal.Path(dir, "sedan"))
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range [][]string{
		{"initiative"}, {"initiative", "--dice", "5,2"}, {"activate", "red:1"}, {"pass"}, {"undo"},
		{"attack", "blue:1"}, {"done"}, {"defend"}, {"move"},
	} {
		args := append([]string{"battle"}, step...)
		code, out, errOut := runEzd(t, data, args...)
		if code != 1 || errOut != "ezd: battle sedan is open in another ezd\n" || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and the battle refused",
				strings.Join(args, " "), code, out, errOut)
		}
	}
	after, err := os.ReadFile(journal.Path(dir, "sedan"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("the journal changed while another process held it:\n%s\nthen\n%s", before, after)
	}
	if code, out, errOut := runEzd(t, data, "battle", "status"); code != 0 || !strings.Contains(out, "Battle sedan, turn 1") {
		t.Errorf("status while held: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// Released, the battle goes on.
	j.Close()
	if code, _, errOut := runEzd(t, data, "battle", "initiative", "--dice", "5,2"); code != 0 {
		t.Errorf("initiative after the release: exit %d: %s", code, errOut)
	}
}
