package prompt_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/cmd/internal/prompt/prompttest"
)

// docs/interactive.md: an empty Enter in accessible mode asks again; it never picks the
// option the cursor is on (here Build an army, the first).
func TestEmptyEnterAsksAgain(t *testing.T) {
	r, out := prompttest.Accessible("", "3")
	choice := 0
	if err := r.Run(context.Background(), prompt.MenuForm([]string{"Build an army", "Show an army", "Rules"}, &choice)); err != nil {
		t.Fatalf("Run: %v\n%s", err, out)
	}
	if choice != 2 {
		t.Errorf("choice %d, want 2 (Rules): the empty line chose something", choice)
	}
	if strings.Count(out.String(), "Enter a number between 1 and 4") != 2 || !strings.Contains(out.String(), "Invalid") {
		t.Errorf("the empty line was not refused and asked again:\n%s", out)
	}
}

// The input ending in the middle of a menu is leaving it, never a crash: huh's accessible
// select has no answer to give then.
func TestInputEndsInAMenu(t *testing.T) {
	for _, lines := range [][]string{{""}, {"9"}} {
		r, out := prompttest.Accessible(lines...)
		choice := 0
		err := r.Run(context.Background(), prompt.MenuForm([]string{"Build an army", "Rules"}, &choice))
		if !errors.Is(err, prompt.ErrInputEnded) {
			t.Errorf("input %q: err %v, want ErrInputEnded\n%s", lines, err, out)
		}
	}
}

// A closed option keeps its place and number, says why, and is refused if chosen.
func TestStableOptions(t *testing.T) {
	const stepAdd, stepRename = 1, 2
	step := stepAdd
	opts, refuse := prompt.StableOptions([]prompt.Choice[int]{
		{Label: "Add a tank", Value: stepAdd, Closed: "no tank fits"},
		{Label: "Rename a tank", Value: stepRename},
	}, &step)
	if len(opts) != 2 || opts[0].Key != "Add a tank (no tank fits)" || opts[1].Key != "Rename a tank" {
		t.Errorf("options %+v", opts)
	}
	if step != stepRename {
		t.Errorf("the cursor stays on a closed option: %v", step)
	}
	if err := refuse(stepAdd); err == nil || err.Error() != "not now: no tank fits" {
		t.Errorf("refuse(closed) = %v", err)
	}
	if err := refuse(stepRename); err != nil {
		t.Errorf("refuse(open) = %v", err)
	}
}

// docs/interactive.md: every option of every menu is in view at 80x24, without scrolling.
func TestMenusFit80x24(t *testing.T) {
	var labels []string
	for i := range 10 { // the main menu has 8 choices and grows
		labels = append(labels, fmt.Sprintf("Menu choice number %d", i+1))
	}
	c := 0
	prompttest.FitsScreen(t, "main menu", prompt.MenuForm(labels, &c), append(labels, "Quit"))

	var files []string
	for i := range 8 {
		files = append(files, fmt.Sprintf("army-%d.yaml", i))
	}
	files = append(files, "sample:france-1940", "sample:germany-1940")
	prompttest.FitsScreen(t, "army picker", prompt.ArmyFileForm("Which army?", files, &c), append(files, "Another file"))

}
