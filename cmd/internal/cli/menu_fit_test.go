package cli

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/cmd/internal/prompt/prompttest"
)

// docs/interactive.md: every choice of the real main menu, Print and Quit included, is in
// view on an 80x24 terminal, and an empty Enter in accessible mode picks none of them.
func TestMainMenuFits80x24(t *testing.T) {
	var labels []string
	for _, e := range menuEntries() {
		labels = append(labels, e.label)
	}
	choice := 0
	prompttest.FitsScreen(t, "main menu", prompt.MenuForm(labels, &choice), append(labels, "Quit"))

	t.Chdir(t.TempDir())
	code, out, errOut := runForms(t, []string{"", "5", "11"}) // nothing, Rules, Quit
	if code != 0 || !strings.Contains(out, "EIN, ZWEI, DREI: the rules in short") || strings.Contains(errOut, "Army name") {
		t.Errorf("exit %d: the empty Enter chose something, or Rules did not come\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "Invalid: must be a number between 1 and 11") {
		t.Errorf("the empty Enter was not asked again:\n%s", errOut)
	}
}
