package cli

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

func TestMenu(t *testing.T) {
	t.Chdir(t.TempDir()) // no army files here: the samples come first
	code, out, errOut := runForms(t, []string{
		"5",                                          // Rules
		"2", "3", "nope.yaml", "sample:germany-1940", // Show an army: another file; a missing one is refused
		"11", // Quit
	})
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, s := range []string{"EIN, ZWEI, DREI: the rules in short", "Germany 1940 (Germany)\n"} {
		if !strings.Contains(out, s) {
			t.Errorf("stdout lacks %q:\n%s", s, out)
		}
	}
	if !strings.Contains(errOut, "nope.yaml: no such army file") {
		t.Errorf("a missing file was not refused:\n%s", errOut)
	}
}

func TestMenuEntriesAreUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range menuEntries() {
		if seen[e.label] || e.run == nil {
			t.Errorf("menu entry %q is doubled or runs nothing", e.label)
		}
		seen[e.label] = true
	}
}

func TestNoTerminalPrintsHelp(t *testing.T) {
	code, out, _ := runPiped(t)
	if code != 0 || !strings.Contains(out, "Usage:") {
		t.Errorf("exit %d, stdout %q", code, out)
	}
}

// An interrupt while a form waits for a line ends ezd at once with 130, not after the next
// Enter: accessible prompts read in a loop that cannot see the signal.
func TestInterruptWhileWaiting(t *testing.T) {
	in, w := io.Pipe()
	defer w.Close()
	ios, _, errOut := iostreams.Test("")
	ios.In = in
	ios.InTTY, ios.OutTTY, ios.Accessible = true, true, true
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	done := make(chan int)
	go func() { done <- Run(ctx, []string{"army", "new"}, ios, func(string) string { return "" }) }()
	select {
	case code := <-done:
		if code != cmdutil.ExitCancelled {
			t.Errorf("exit %d, want %d\n%s", code, cmdutil.ExitCancelled, errOut)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("ezd still waits for input after the interrupt")
	}
}
