package journal

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// The tests that need a second process run this test binary again with childEnv set to
// one of the modes below; TestMain then plays that part instead of running tests.
const (
	childEnv = "EZD_JOURNAL_TEST_CHILD" // "hold" or "append"
	dirEnv   = "EZD_JOURNAL_TEST_DIR"
	nameEnv  = "EZD_JOURNAL_TEST_NAME"
)

func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "":
		os.Exit(m.Run())
	case "hold":
		os.Exit(holdChild(os.Getenv(dirEnv), os.Getenv(nameEnv)))
	case "append":
		os.Exit(appendChild(os.Getenv(dirEnv), os.Getenv(nameEnv)))
	default:
		fmt.Fprintln(os.Stderr, "unknown child mode", os.Getenv(childEnv))
		os.Exit(2)
	}
}

// holdChild opens the battle, says "locked", and holds it until its stdin closes.
func holdChild(dir, name string) int {
	j, err := Open(dir, name, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("locked")
	io.Copy(io.Discard, os.Stdin)
	if err := j.Close(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// numbered is the event the crash test writes: its number, from 1, and padding of
// varying length so that some writes span many pages and can be cut short by a kill.
type numbered struct {
	N   int    `json:"n"`
	Pad string `json:"pad,omitempty"`
}

func numberedLine(n int, pad int) []byte {
	b, err := json.Marshal(numbered{n, strings.Repeat("x", pad)})
	if err != nil {
		panic(err)
	}
	return b
}

// appendChild opens the battle, says "ready", then appends numbered lines until it is
// killed, printing each number once Append has returned. Every 25th step it rewrites
// the whole journal instead, so that kills also land inside Rewrite. It gives up by
// itself if the parent goes away (stdin closes) or after a while.
func appendChild(dir, name string) int {
	go func() {
		io.Copy(io.Discard, os.Stdin)
		os.Exit(3)
	}()
	deadline := time.Now().Add(30 * time.Second)
	j, err := Open(dir, name, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	lines := j.Lines()
	var last numbered
	if err := json.Unmarshal(lines[len(lines)-1], &last); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	out := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(out, "ready")
	out.Flush()
	for n := last.N + 1; time.Now().Before(deadline); n++ {
		pad := rand.IntN(2000)
		if rand.IntN(10) == 0 {
			pad = 64<<10 + rand.IntN(64<<10)
		}
		line := numberedLine(n, pad)
		if n%25 == 0 {
			err = j.Rewrite(append(j.Lines(), line))
		} else {
			err = j.Append(line)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		fmt.Fprintln(out, n)
		out.Flush()
	}
	return 4
}

// child starts this test binary again in the given mode on the battle name in dir. It
// returns the child, its stdout as lines, and a writer to its stdin; the child is killed
// when the test ends if it is still running.
func child(t *testing.T, mode, dir, name string) (*exec.Cmd, *bufio.Scanner, io.WriteCloser, *strings.Builder) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+mode, dirEnv+"="+dir, nameEnv+"="+name)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return cmd, bufio.NewScanner(stdout), stdin, &stderr
}
