package battle

import (
	"context"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// longNames is an army whose "Ready:" hint runs far past 80 columns.
const longNames = `name: Long Names
tanks:
  - {class: small, name: Panzerkampfwagen Eins Ausführung A}
  - {class: small, name: Panzerkampfwagen Eins Ausführung B}
  - {class: small, name: Panzerkampfwagen Eins Ausführung C}
`

// runOnTerminal runs `ezd battle args...` with stdout and stderr on a terminal width
// columns wide.
func runOnTerminal(t *testing.T, data string, width int, args ...string) (int, string, string) {
	t.Helper()
	ios, out, errOut := iostreams.Test("")
	ios.OutTTY, ios.ErrTTY, ios.Width = true, true, width
	f := &cmdutil.Factory{IO: ios, Getenv: func(k string) string {
		if k == "XDG_DATA_HOME" {
			return data
		}
		return ""
	}}
	code := cmdutil.Execute(context.Background(), cmdtest.Group(NewCmd)(f), append([]string{"battle"}, args...), ios)
	return code, out.String(), errOut.String()
}

// docs/battle.md: the "Ready:" and "Targets:" hints and refusals wrap between words to
// the terminal's width, and are one line each through a pipe, for scripts and `| cat`.
func TestHintsWrapOnlyOnATerminal(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.WriteFile("long.yaml", []byte(longNames), 0o644); err != nil {
		t.Fatal(err)
	}
	data := t.TempDir()
	steps(t, data, "new w --red long.yaml --blue sample:germany-1940 --seed 1")
	ready := "Ready: red:1 Panzerkampfwagen Eins Ausführung A, red:2 Panzerkampfwagen Eins Ausführung B, red:3 Panzerkampfwagen Eins Ausführung C."

	code, piped, errOut := runBattle(t, data, nil, "battle", "initiative", "--dice", "5,2")
	if code != 0 {
		t.Fatalf("initiative: exit %d: %s", code, errOut)
	}
	if !strings.Contains(piped, "\n"+ready+"\n") {
		t.Errorf("through a pipe the hint is not one line:\n%s", piped)
	}

	steps(t, data, "undo -b w")
	code, shown, errOut := runOnTerminal(t, data, 60, "initiative", "--dice", "5,2")
	if code != 0 {
		t.Fatalf("initiative on a terminal: exit %d: %s", code, errOut)
	}
	if strings.Contains(shown, ready) {
		t.Errorf("on a 60-column terminal the hint is not wrapped:\n%s", shown)
	}
	if strings.Join(strings.Fields(shown), " ") != strings.Join(strings.Fields(piped), " ") {
		t.Errorf("wrapping changed the words:\n%s\nagainst\n%s", shown, piped)
	}
	for _, line := range strings.Split(shown, "\n") {
		if n := utf8.RuneCountInString(line); n > 60 {
			t.Errorf("line of %d columns on a 60-column terminal: %q", n, line)
		}
	}

	// A refusal: one line through a pipe, wrapped on the terminal.
	code, _, piped = runBattle(t, data, nil, "battle", "attack", "blue:1", "--dice", "6,1")
	if code != 1 || strings.Count(piped, "\n") != 1 || len(piped) <= 80 {
		t.Errorf("refusal through a pipe: exit %d, want 1 and one long line:\n%s", code, piped)
	}
	code, _, shown = runOnTerminal(t, data, 60, "attack", "blue:1", "--dice", "6,1")
	if code != 1 || strings.Join(strings.Fields(shown), " ") != strings.Join(strings.Fields(piped), " ") {
		t.Errorf("refusal on a terminal: exit %d, words differ:\n%s", code, shown)
	}
	for _, line := range strings.Split(shown, "\n") {
		if n := utf8.RuneCountInString(line); n > 60 {
			t.Errorf("refusal line of %d columns on a 60-column terminal: %q", n, line)
		}
	}
}
