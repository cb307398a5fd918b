package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/ezd-game/ezd/army"
)

// Keys as a terminal sends them.
const (
	enter = "\r"
	down  = "\x1b[B"
	esc   = "\x1b"
)

// terminal is the real ezd (installed on PATH by TestMain) running in an 80x24
// pseudo-terminal, with what it has written so far.
type terminal struct {
	t    *testing.T
	cmd  *exec.Cmd
	pty  *os.File
	mu   sync.Mutex
	out  bytes.Buffer
	seen int // expect looks only after what it found last
	done chan error
}

func startTerminal(t *testing.T, dir string, args ...string) *terminal {
	t.Helper()
	return startTerminalSized(t, 80, 24, dir, args...)
}

// startTerminalSized is startTerminal in a pseudo-terminal of cols x rows.
func startTerminalSized(t *testing.T, cols, rows uint16, dir string, args ...string) *terminal {
	t.Helper()
	return startTerminalEnv(t, cols, rows, dir, nil, args...)
}

// startTerminalEnv is startTerminalSized with env added to (and overriding) the usual.
func startTerminalEnv(t *testing.T, cols, rows uint16, dir string, env []string, args ...string) *terminal {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("no pseudo-terminals on Windows")
	}
	cmd := exec.Command("ezd", args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "TERM=xterm-256color", "NO_COLOR=1", "ACCESSIBLE="), env...)
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: rows, Cols: cols})
	if err != nil {
		t.Fatalf("start ezd in a pseudo-terminal: %v", err)
	}
	term := &terminal{t: t, cmd: cmd, pty: f, done: make(chan error, 1)}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			term.answer(buf[:n])
			term.mu.Lock()
			term.out.Write(buf[:n])
			term.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	go func() { term.done <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		f.Close()
	})
	return term
}

// answer replies as a terminal does when asked its background colour and the cursor's
// place: Bubble Tea asks on start-up, and would wait 5 s for a terminal that never says.
func (term *terminal) answer(out []byte) {
	if bytes.Contains(out, []byte("\x1b]11;?")) {
		_, _ = io.WriteString(term.pty, "\x1b]11;rgb:0000/0000/0000\x1b\\")
	}
	if bytes.Contains(out, []byte("\x1b[6n")) {
		_, _ = io.WriteString(term.pty, "\x1b[1;1R")
	}
}

// expectWithin bounds every wait for the screen: long enough for a bot's first step, which
// solves the battle, under the race detector on a loaded machine (CI saw more than 10 s);
// a passing test waits only as long as ezd takes.
const expectWithin = time.Minute

// expect waits until ezd has shown s.
func (term *terminal) expect(s string) {
	term.t.Helper()
	deadline := time.Now().Add(expectWithin)
	for time.Now().Before(deadline) {
		term.mu.Lock()
		i := strings.Index(term.out.String()[term.seen:], s)
		if i >= 0 {
			term.seen += i + len(s)
		}
		term.mu.Unlock()
		if i >= 0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	term.mu.Lock()
	defer term.mu.Unlock()
	term.t.Fatalf("ezd never showed %q; the terminal got:\n%q", s, term.out.String()[term.seen:])
}

func (term *terminal) send(keys ...string) {
	term.t.Helper()
	if _, err := io.WriteString(term.pty, strings.Join(keys, "")); err != nil {
		term.t.Fatal(err)
	}
}

// screen is all that ezd has shown so far, read under the lock the reader writes under.
func (term *terminal) screen() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.out.String()
}

// exitCode waits for ezd to end and returns its exit code.
func (term *terminal) exitCode() int {
	term.t.Helper()
	select {
	case err := <-term.done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			term.t.Fatal(err)
		}
		return 0
	case <-time.After(10 * time.Second):
		term.t.Fatalf("ezd did not end; the terminal got:\n%q", term.out.String())
		return -1
	}
}

func repeat(key string, n int) string { return strings.Repeat(key, n) }

// choose picks the choice of a menu that starts with words, with the menu's filter; the
// words must not match another choice.
func (term *terminal) choose(words string) {
	term.t.Helper()
	term.expect("/ filter")
	term.send("/")
	term.expect("set filter")
	term.send(words)
	term.expect("> " + words)
	term.send(enter)
}

// The full-screen builder, driven with the keys a player presses.
func TestArmyNewInATerminal(t *testing.T) {
	dir := t.TempDir()
	french := army.VehiclesOf(army.France)
	b1 := -1
	for i, v := range french {
		if v.Name == "Char B1 bis" {
			b1 = i
		}
	}
	term := startTerminal(t, dir, "army", "new", "-o", "leclerc.yaml")
	term.expect("Army name")
	term.send("Groupement Leclerc", enter) // France 1940 is the first nation
	term.expect("Points limit")
	term.send(enter, enter)
	term.expect("0 / 10 points, 10 left")
	term.send(enter) // Add a tank
	term.expect("Which tank?")
	term.send(repeat(down, b1), enter)
	term.expect("Name of the tank")
	term.send(enter) // named after its model
	term.expect("4 / 10 points, 6 left")
	term.send(enter)
	term.expect("Which tank?")
	term.send(repeat(down, len(french)), enter) // the first custom class: small
	term.expect("Name of the tank")
	term.send("Scout", enter)
	term.expect("6 / 10 points, 4 left")
	term.send(repeat(down, 4), enter) // Finish
	term.expect("The army breaks when it has lost 3 points (R8).")
	term.expect("Save the army now?")
	term.send(enter, enter)
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d; the terminal got:\n%q", code, term.out.String())
	}
	a := savedArmy(t, dir, "leclerc.yaml")
	if len(a.Tanks) != 2 || a.Tanks[0].Model != "Char B1 bis" || a.Tanks[1].Name != "Scout" || a.Tanks[1].Class != army.Small {
		t.Errorf("saved army = %+v", a)
	}
}

// Esc goes back one question, to the builder's roster menu; Esc there leaves: exit 130
// and no file (docs/interactive.md).
func TestEscInATerminal(t *testing.T) {
	dir := t.TempDir()
	term := startTerminal(t, dir, "army", "new")
	term.expect("Army name")
	term.send("Half", enter)
	term.expect("Points limit")
	term.send(esc)
	term.expect("What next?")
	term.send(esc)
	if code := term.exitCode(); code != 130 {
		t.Errorf("exit %d, want 130; the terminal got:\n%q", code, term.out.String())
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Errorf("Esc, yet %s was written", files[0].Name())
	}
}

// army edit opens an army over its limit with the problem shown, lets the player fix it,
// and saves it back keeping every comment, the points line and an unnamed tank's
// blankness (docs/interactive.md).
func TestArmyEditInATerminal(t *testing.T) {
	dir := t.TempDir()
	const file = `# Our club's platoon.
name: Greedy # too many tanks
points: 8 # the league limit
tanks:
  # The leader.
  - class: heavy
    name: Anna
  - class: heavy # the spare, unnamed
  - class: small
# End of the roster.
`
	if err := os.WriteFile(filepath.Join(dir, "greedy.yaml"), []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	term := startTerminal(t, dir, "army", "edit", "greedy.yaml")
	term.expect("greedy.yaml: the tanks cost 10 points, 2 over the limit of 8: remove a tank or raise the limit, then save")
	term.expect("10 / 8 points, 2 over")
	term.expect("/ filter")
	term.send("g", repeat(down, 2), enter) // the top, then the third choice: Remove a tank
	term.expect("Remove which tank?")
	term.choose("Small 1")
	term.expect("8 / 8 points, 0 left")
	term.choose("Finish")
	term.expect("Save the army now?")
	term.send(enter, enter)
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d; the terminal got:\n%q", code, term.out.String())
	}
	data, err := os.ReadFile(filepath.Join(dir, "greedy.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Our club's platoon.", "name: Greedy # too many tanks", "points: 8 # the league limit",
		"# The leader.", "name: Anna", "- class: heavy # the spare, unnamed", "# End of the roster."} {
		if !strings.Contains(string(data), want) {
			t.Errorf("saved file lacks %q:\n%s", want, data)
		}
	}
	if strings.Contains(string(data), "small") || strings.Contains(string(data), "Heavy 2") {
		t.Errorf("the small tank stayed, or the unnamed tank got a name:\n%s", data)
	}
}

// docs/interactive.md, on a real terminal: Rename starts with an empty field, the old
// name its placeholder, so what is typed replaces the name ("AMC 35Scout Alpha" before);
// once no tank fits the cursor is on Finish; Finish shows the roster once.
func TestArmyRenameAndFinishInATerminal(t *testing.T) {
	dir := t.TempDir()
	term := startTerminal(t, dir, "army", "new", "-o", "raid.yaml")
	term.expect("Army name")
	term.send("Raid", enter) // France 1940 is the first nation
	term.expect("Points limit")
	term.send(enter, enter)
	term.expect("0 / 10 points, 10 left")
	term.send(enter) // Add a tank
	term.expect("Which tank?")
	term.send(enter) // AMC 35, the first French vehicle, medium
	term.expect("Name of the tank")
	term.send(enter)
	term.expect("3 / 10 points, 7 left")
	term.send(down, enter) // Rename a tank
	term.expect("Rename which tank?")
	term.send(enter)
	term.expect("Name of the tank")
	term.send("Scout Alpha", enter)
	// The typed name is echoed in the field before the form ends: wait for the roster and
	// the next menu, or the next key can arrive between the two forms and be lost.
	term.expect("1. Scout Alpha")
	term.expect("What next?")
	for _, total := range []string{"6 / 10 points, 4 left", "9 / 10 points, 1 left"} {
		term.send(enter) // Add a tank, where the cursor starts
		term.expect("Which tank?")
		term.send(enter)
		term.expect("Name of the tank")
		term.send(enter)
		term.expect(total)
	}
	term.expect("> Finish") // no tank fits: the cursor is on Finish
	term.send(enter)
	term.expect("Save the army now?")
	term.send(enter, enter)
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d; the terminal got:\n%q", code, term.out.String())
	}
	if screen := term.screen(); strings.Count(screen, "Fielded 9 of 10 points") != 1 {
		t.Errorf("the roster is shown %d times on Finish, want once:\n%q", strings.Count(screen, "Fielded 9 of 10 points"), screen)
	}
	a := savedArmy(t, dir, "raid.yaml")
	if len(a.Tanks) != 3 || a.Tanks[0].Name != "Scout Alpha" {
		t.Errorf("saved army = %+v", a)
	}
}

// savedArmy reads the army file name in dir back.
func savedArmy(t *testing.T, dir, name string) army.Army {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	a, err := army.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
