package cli

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// Issue 12, item 6: every choice of the real main menu, Print and Quit included, is in
// view on an 80x24 terminal, and an empty Enter in accessible mode picks none of them.
func TestMainMenuFits80x24(t *testing.T) {
	var labels []string
	for _, e := range menuEntries() {
		labels = append(labels, e.label)
	}
	choice := 0
	form := prompt.MenuForm(labels, &choice)
	form.Init()
	m, _ := form.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	view := ansi.Strip(m.View())
	if n := strings.Count(strings.TrimRight(view, "\n"), "\n") + 1; n > 24 {
		t.Errorf("the menu takes %d lines:\n%s", n, view)
	}
	for _, l := range append(labels, "Quit") {
		if !strings.Contains(view, l) {
			t.Errorf("%q is not in view at 80x24:\n%s", l, view)
		}
	}

	t.Chdir(t.TempDir())
	code, out, errOut := runForms(t, []string{"", "5", "10"}) // nothing, Rules, Quit
	if code != 0 || !strings.Contains(out, "EIN, ZWEI, DREI: the rules in short") || strings.Contains(errOut, "Army name") {
		t.Errorf("exit %d: the empty Enter chose something, or Rules did not come\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "Invalid: must be a number between 1 and 10") {
		t.Errorf("the empty Enter was not asked again:\n%s", errOut)
	}
}
