package army

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/huh"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/cmd/internal/prompt/prompttest"
)

// other is the number of "Other, or none" in the nation list: after every catalogue nation.
var other = strconv.Itoa(len(armypkg.Nations()) + 1)

// In the add form of an army without a nation the choices are the classes that fit, then
// Back; the roster menu is always Add, Rename, Remove, Change, Finish, each with its own
// number whether it is open now or not (docs/interactive.md).
const (
	addSmall, addMedium, addHeavy   = "1", "2", "3"
	menuAdd, menuRename, menuRemove = "1", "2", "3"
	menuHdr, menuFinish             = "4", "5"
)

func TestBuildArmyNew(t *testing.T) {
	r, out := prompttest.Accessible(
		"Kampfgruppe Nord", other, "12", "", // name, nation, limit, then faction (none)
		menuAdd, addHeavy, "Tiger",
		menuAdd, addMedium, "", // unnamed: "Medium 1"
		menuFinish,
	)
	a, err := buildArmy(context.Background(), r, armypkg.Army{}, armypkg.Army{})
	if err != nil {
		t.Fatalf("buildArmy: %v\n%s", err, out)
	}
	if a.Name != "Kampfgruppe Nord" || a.Faction != "" || a.Limit() != 12 {
		t.Errorf("army = %q, faction %q, limit %d; want Kampfgruppe Nord, none, 12", a.Name, a.Faction, a.Limit())
	}
	want := []armypkg.Tank{{Class: armypkg.Heavy, Name: "Tiger"}, {Class: armypkg.Medium, Name: "Medium 1"}}
	if len(a.Tanks) != len(want) {
		t.Fatalf("tanks = %+v, want %+v", a.Tanks, want)
	}
	for i, w := range want {
		if a.Tanks[i].Class != w.Class || a.Tanks[i].Name != w.Name {
			t.Errorf("tank %d = %+v, want %+v", i+1, a.Tanks[i], w)
		}
	}
	if ps := a.Validate(); ps != nil {
		t.Errorf("finished army is invalid: %v", ps)
	}
	for _, s := range []string{"0 / 12 points, 12 left", "4 / 12 points, 8 left", "7 / 12 points, 5 left"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("the running total %q was never shown:\n%s", s, out)
		}
	}
}

// R1: a choice that would exceed the limit is not offered, and typing its old number is
// refused and asked again.
func TestBuildArmyOverLimitRefused(t *testing.T) {
	r, out := prompttest.Accessible(
		"Raiders", other, "", "", // the limit stays 10; no faction
		menuAdd, addHeavy, "",
		menuAdd, addHeavy, "", // 8 of 10: only a small tank fits now
		menuAdd, addHeavy, addSmall, "", // "3" was heavy: refused
		menuAdd, menuFinish, // Add is closed now: refused, and Finish keeps its number
	)
	a, err := buildArmy(context.Background(), r, armypkg.Army{}, armypkg.Army{})
	if err != nil {
		t.Fatalf("buildArmy: %v\n%s", err, out)
	}
	if a.Fielded() != 10 || len(a.Tanks) != 3 || a.Tanks[2].Class != armypkg.Small {
		t.Errorf("army fields %d points with %+v; want 10 with a small third tank", a.Fielded(), a.Tanks)
	}
	last := out.String()[strings.LastIndex(out.String(), "Add a tank: 8 / 10"):]
	for _, s := range []string{"Not offered, over the limit: medium (3 pts) and heavy (4 pts) tanks.", "Invalid: must be a number between 1 and 2"} {
		if !strings.Contains(last, s) {
			t.Errorf("add form at 8 of 10 does not say %q:\n%s", s, last)
		}
	}
	if strings.Contains(last, "Custom heavy tank") || strings.Contains(last, "Custom medium tank") {
		t.Errorf("add form at 8 of 10 offers a tank over the limit:\n%s", last)
	}
	if !strings.Contains(out.String(), "No further tank fits in the limit.") {
		t.Errorf("the full roster does not say that nothing more fits:\n%s", out)
	}
	if !strings.Contains(out.String(), "1. Add a tank (no tank fits in the limit)\n") ||
		!strings.Contains(out.String(), "not now: no tank fits in the limit") {
		t.Errorf("the closed Add is not listed in its place and refused:\n%s", out)
	}
}

// R12: a catalogue nation offers its vehicles, whose class the catalogue fixes.
func TestBuildArmyCatalogueVehicle(t *testing.T) {
	nation, pick := "", ""
	for i, n := range armypkg.Nations() {
		if n == armypkg.France {
			nation = strconv.Itoa(i + 1)
		}
	}
	for i, v := range armypkg.VehiclesOf(armypkg.France) {
		if v.Name == "Somua S35" {
			pick = strconv.Itoa(i + 1) // at 0 of 10 points every vehicle fits
		}
	}
	r, out := prompttest.Accessible("Leclerc", nation, "", menuAdd, pick, "", menuAdd, pick, "Jeanne", menuFinish)
	a, err := buildArmy(context.Background(), r, armypkg.Army{}, armypkg.Army{})
	if err != nil {
		t.Fatalf("buildArmy: %v\n%s", err, out)
	}
	if a.Faction != armypkg.France || len(a.Tanks) != 2 {
		t.Fatalf("army = %+v, want two tanks of %s", a, armypkg.France)
	}
	for i, name := range []string{"Somua S35", "Jeanne"} {
		if tk := a.Tanks[i]; tk.Model != "Somua S35" || tk.Class != armypkg.Medium || tk.Name != name {
			t.Errorf("tank %d = %+v, want a medium Somua S35 called %s", i+1, tk, name)
		}
	}
}

func TestBuildArmyEdit(t *testing.T) {
	start, err := armypkg.Sample("germany-1940")
	if err != nil {
		t.Fatal(err)
	}
	r, out := prompttest.Accessible(
		menuRename, "2", "panzer iv", "Emil", // 10 of 10; a name in use is refused
		menuRemove, "3", // Remove the Panzer II
		menuHdr, "", "", "6", "8", // a limit below the 7 points fielded is refused
		menuFinish, // 7 of 8: no tank fits, and Finish keeps its number
	)
	a, err := buildArmy(context.Background(), r, start, start)
	if err != nil {
		t.Fatalf("buildArmy: %v\n%s", err, out)
	}
	if len(a.Tanks) != 2 || a.Tanks[1].Name != "Emil" || a.Tanks[1].Model != "Panzer 38(t)" {
		t.Errorf("tanks = %+v, want the Panzer IV and Emil, a Panzer 38(t)", a.Tanks)
	}
	if a.Name != start.Name || a.Faction != start.Faction || a.Limit() != 8 {
		t.Errorf("army %q (%q), limit %d; want %q (%q), limit 8", a.Name, a.Faction, a.Limit(), start.Name, start.Faction)
	}
	for _, s := range []string{`another tank is already called "panzer iv"`, "the tanks already cost 7 points"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("the builder never said %q:\n%s", s, out)
		}
	}
}

func TestHeaderFormRefusesBadAnswers(t *testing.T) {
	r, out := prompttest.Accessible("", "  ", "Ok", other, "0", "abc", "1001", "7", "")
	_, err := buildArmy(context.Background(), r, armypkg.Army{}, armypkg.Army{})
	if !errors.Is(err, prompt.ErrInputEnded) {
		t.Fatalf("buildArmy = %v, want prompt.ErrInputEnded at the end of the input", err)
	}
	if got := strings.Count(out.String(), "the army needs a name"); got != 2 {
		t.Errorf("empty names refused %d times, want 2:\n%s", got, out)
	}
	if got := strings.Count(out.String(), "enter a whole number from 1 to 1000"); got != 3 {
		t.Errorf("bad limits refused %d times, want 3:\n%s", got, out)
	}
	if !strings.Contains(out.String(), "0 / 7 points, 7 left") {
		t.Errorf("the limit of 7 was not taken:\n%s", out)
	}
}

// The end of the input is leaving the form: huh would otherwise take every default and
// the builder would loop for ever.
func TestInputEndedIsAbort(t *testing.T) {
	r, _ := prompttest.Accessible("Half an army")
	_, err := buildArmy(context.Background(), r, armypkg.Army{}, armypkg.Army{})
	if !errors.Is(err, prompt.ErrInputEnded) || !errors.Is(err, huh.ErrUserAborted) {
		t.Fatalf("err = %v, want prompt.ErrInputEnded, which is a huh.ErrUserAborted", err)
	}
}

func TestDefaultTankName(t *testing.T) {
	a := armypkg.Army{Tanks: []armypkg.Tank{
		{Class: armypkg.Medium, Name: "Somua S35", Model: "Somua S35"},
		{Class: armypkg.Medium, Name: "Medium 2"},
	}}
	for _, tc := range []struct {
		name string
		c    tankChoice
		want string
	}{
		{"R12 a model is named after it", tankChoice{Class: armypkg.Heavy, Model: "B1 bis"}, "Char B1 bis"},
		{"a second model gets a number", tankChoice{Class: armypkg.Medium, Model: "S35"}, "Somua S35 2"},
		{"R1 class and number", tankChoice{Class: armypkg.Small}, "Small 1"},
		{"R1 the number skips a name in use", tankChoice{Class: armypkg.Medium}, "Medium 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := defaultTankName(a, tc.c); got != tc.want {
				t.Errorf("defaultTankName = %q, want %q", got, tc.want)
			}
		})
	}
}
