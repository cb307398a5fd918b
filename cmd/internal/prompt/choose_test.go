package prompt

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"

	"github.com/ezd-game/ezd/army"
)

// Issue 12, item 6: an empty Enter in accessible mode asks again; it never picks the
// option the cursor is on (here Build an army, the first).
func TestEmptyEnterAsksAgain(t *testing.T) {
	r, out := accessible("", "3")
	choice := 0
	if err := r.Run(context.Background(), MenuForm([]string{"Build an army", "Show an army", "Rules"}, &choice)); err != nil {
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
		r, out := accessible(lines...)
		choice := 0
		err := r.Run(context.Background(), MenuForm([]string{"Build an army", "Rules"}, &choice))
		if !errors.Is(err, ErrInputEnded) {
			t.Errorf("input %q: err %v, want ErrInputEnded\n%s", lines, err, out)
		}
	}
}

// A closed option keeps its place and number, says why, and is refused if chosen.
func TestStableOptions(t *testing.T) {
	step := stepAdd
	opts, refuse := stableOptions([]choice[builderStep]{
		{"Add a tank", stepAdd, "no tank fits"},
		{"Rename a tank", stepRename, ""},
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

// render draws a form as the terminal shows it, width x height.
func render(form *huh.Form, width, height int) string {
	form.Init()
	m, _ := form.Update(tea.WindowSizeMsg{Width: width, Height: height})
	return ansi.Strip(m.View())
}

// fitsScreen checks that every label is in view on an 80x24 terminal, within 24 lines.
func fitsScreen(t *testing.T, name string, form *huh.Form, labels []string) {
	t.Helper()
	view := render(form.WithTheme(plainTheme()), 80, 24)
	if n := strings.Count(strings.TrimRight(view, "\n"), "\n") + 1; n > 24 {
		t.Errorf("%s: %d lines on a 24-line screen:\n%s", name, n, view)
	}
	for _, l := range labels {
		if !strings.Contains(view, l) {
			t.Errorf("%s: %q is not in view at 80x24:\n%s", name, l, view)
		}
	}
}

// Issue 12, item 6: every option of every menu is in view at 80x24, without scrolling.
func TestMenusFit80x24(t *testing.T) {
	var labels []string
	for i := range 10 { // the main menu has 8 choices and grows
		labels = append(labels, fmt.Sprintf("Menu choice number %d", i+1))
	}
	c := 0
	fitsScreen(t, "main menu", MenuForm(labels, &c), append(labels, "Quit"))

	var files []string
	for i := range 8 {
		files = append(files, fmt.Sprintf("army-%d.yaml", i))
	}
	files = append(files, "sample:france-1940", "sample:germany-1940")
	fitsScreen(t, "army picker", ArmyFileForm("Which army?", files, &c), append(files, "Another file"))

	// The largest add form: a new army of the largest catalogue, where everything fits.
	nation := army.Nations()[0]
	for _, n := range army.Nations() {
		if len(army.VehiclesOf(n)) > len(army.VehiclesOf(nation)) {
			nation = n
		}
	}
	var vehicles []string
	for _, v := range army.VehiclesOf(nation) {
		vehicles = append(vehicles, v.Name)
	}
	var pick TankChoice
	fitsScreen(t, "add a tank", addTankForm(army.Army{Name: "Big"}, nation, &pick),
		append(vehicles, "Custom small tank", "Custom heavy tank", "Back"))

	big := army.Army{Name: "Big", Points: 40}
	for range 9 {
		big.Tanks = append(big.Tanks, army.Tank{Class: army.Small})
	}
	var step builderStep
	fitsScreen(t, "roster menu", rosterForm(big, &step), []string{"Add a tank", "Rename a tank",
		"Remove a tank", "Change name, nation or points limit", "Finish: show the roster and save"})
	i := 0
	var tanks []string
	for k := range big.Tanks {
		tanks = append(tanks, big.TankName(k))
	}
	fitsScreen(t, "pick a tank", pickTankForm(big, "Remove which tank?", &i), append(tanks, "Back"))
}
