package army

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/charmbracelet/huh"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/cmd/internal/prompt/prompttest"
)

// escAt is a Runner on which the player presses Esc at the forms numbered in esc (from
// 1, in the order shown): those forms answer prompt.ErrBack and read no input.
type escAt struct {
	*prompt.Runner
	esc   map[int]bool
	shown int
}

func (e *escAt) Run(ctx context.Context, form *huh.Form) error {
	e.shown++
	if e.esc[e.shown] {
		return prompt.ErrBack
	}
	return e.Runner.Run(ctx, form)
}

func pressEsc(r *prompt.Runner, at ...int) *escAt {
	e := &escAt{Runner: r, esc: map[int]bool{}}
	for _, n := range at {
		e.esc[n] = true
	}
	return e
}

// docs/interactive.md: Esc goes back one question, and a half-built army is never lost by one Esc.
func TestBuilderEscGoesBackOneQuestion(t *testing.T) {
	r, out := prompttest.Accessible(
		"Raiders", other, "", // form 1: the header; form 2, the faction: Esc
		"Raiders", other, "", "", // form 3 the header again, form 4 the faction
		menuAdd, addHeavy, // form 5 the roster, form 6 the class; form 7, the name: Esc
		addSmall, "", // form 8 the class again, form 9 the name
		// form 10, the roster: Esc; form 11 asks to leave: no
		"n",
		menuFinish, // form 12
	)
	a, err := buildArmy(context.Background(), pressEsc(r, 2, 7, 10), armypkg.Army{}, armypkg.Army{})
	if err != nil {
		t.Fatalf("buildArmy: %v\n%s", err, out)
	}
	if a.Name != "Raiders" || len(a.Tanks) != 1 || a.Tanks[0].Class != armypkg.Small {
		t.Errorf("army %q with %+v; want Raiders with one small tank (Esc at the name went back to the choice of tank)", a.Name, a.Tanks)
	}
	if !strings.Contains(out.String(), "Leave the builder? The changes to Raiders are not saved.") {
		t.Errorf("Esc at the roster did not ask before leaving:\n%s", out)
	}
}

func TestBuilderEscAtTheRosterLeavesAfterAYes(t *testing.T) {
	r, out := prompttest.Accessible("Raiders", other, "", "", menuAdd, addSmall, "", "y")
	_, err := buildArmy(context.Background(), pressEsc(r, 6), armypkg.Army{}, armypkg.Army{})
	if !errors.Is(err, huh.ErrUserAborted) || errors.Is(err, prompt.ErrInputEnded) {
		t.Fatalf("err = %v, want leaving (huh.ErrUserAborted) after the yes\n%s", err, out)
	}
}

// An army that has not changed leaves at Esc without a question; one changed before this
// round of the builder (saved is older) still asks.
func TestBuilderEscLeavesAnUnchangedArmy(t *testing.T) {
	start, err := armypkg.Sample("germany-1940")
	if err != nil {
		t.Fatal(err)
	}
	r, out := prompttest.Accessible()
	if _, err := buildArmy(context.Background(), pressEsc(r, 1), start, start); !errors.Is(err, huh.ErrUserAborted) {
		t.Fatalf("err = %v, want leaving at once", err)
	}
	if strings.Contains(out.String(), "Leave the builder?") {
		t.Errorf("asked before leaving an unchanged army:\n%s", out)
	}
	changed := start
	changed.Name = "Renamed"
	r, out = prompttest.Accessible("y")
	if _, err := buildArmy(context.Background(), pressEsc(r, 1), changed, start); !errors.Is(err, huh.ErrUserAborted) {
		t.Fatalf("err = %v, want leaving after the yes", err)
	}
	if !strings.Contains(out.String(), "Leave the builder?") {
		t.Errorf("left an army with unsaved changes without asking:\n%s", out)
	}
}
