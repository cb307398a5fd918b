package battle

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// The screen with ezd's questions and ezd's last steps (docs/solo.md): Esc on ezd's
// question, and its reasons kept whole.

// longMove is a move's announcement that takes three rows at 80 columns.
const longMove = "Blue (ezd, steady): move. No enemy tank in sight: Panzer IV moves toward Panhard 178. " +
	"Move Panzer IV up to 12 cm toward Panhard 178 (the target it most wants), ending in light cover if you can; " +
	"that is its last action."

// movingScreen is sedan after the roll-off, blue played by a bot that activates its first
// ready tank, asks once what it sees, moves with longMove and is done.
func movingScreen(t *testing.T) *screen {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1", "initiative --dice 5,2")
	asked := false
	bots := func(st combat.State) *BotTurn {
		switch {
		case st.ToAct() != combat.Blue:
			return nil
		case st.Active.IsZero():
			ref := st.Options().Activate[0]
			return &BotTurn{Say: "Blue (ezd, steady): activate " + ref.String() + ". The best activation.", Announces: true,
				Step: &Step{Kind: ActivateTank, Tank: ref}}
		case !asked:
			return &BotTurn{Notice: "ezd's turn: Panzer IV wants to know which tanks it sees.",
				Ask: "Which of red's tanks can Panzer IV see within 15 cm?", Options: []string{"red:1 Char B1 bis", "None of them"},
				Keys: []int{1, 0}, Answer: func(int) { asked = true }}
		case st.ActionsTaken == 0:
			return &BotTurn{Say: longMove, Announces: true, Step: &Step{Kind: MoveStep}}
		}
		return &BotTurn{Step: &Step{Kind: DoneStep}}
	}
	return botScreen(t, data, bots)
}

// Issue 32, item 2: Esc on one of ezd's questions never hands the person ezd's tank (its
// side's menu under the question): the question stays, and the screen says why.
func TestPlayEscOnEzdsQuestionStays(t *testing.T) {
	m := movingScreen(t)
	press(t, m, "1", "2", "4") // red activates red:2 and is done; ezd asks what Panzer IV sees
	wantView(t, m, "Which of red's tanks can Panzer IV see")
	drawn(m)
	press(t, m, "esc")
	if m.err != nil || m.done {
		t.Fatalf("Esc on ezd's question ended play: %v", m.err)
	}
	q := m.s.current()
	if !q.forBot {
		t.Fatalf("Esc on ezd's question showed %q: ezd's tank in the person's hands", q.title)
	}
	wantView(t, m, "Esc does not go back from ezd's question", "esc does not go back")
	press(t, m, "0") // None of them: ezd moves, is done, and red is to act
	wantView(t, m, "Red to act")
}

// Issue 32, item 5: ezd's last steps stay in view under a label, each whole, the move of
// three rows from its first word to its last, never in pieces.
func TestPlayKeepsEzdsLastStepsWhole(t *testing.T) {
	m := movingScreen(t)
	press(t, m, "1", "2", "4")
	drawn(m)
	press(t, m, "0")
	v := m.View()
	if rows := strings.Count(v, "\n") + 1; rows+m.boardRows()-2 > 24 { // the board's first two lines may scroll away: the header is live
		t.Errorf("the view takes %d rows: with the board it does not fit 24\n%s", rows, v)
	}
	i := strings.Index(v, recentLabel+"\n")
	if i < 0 {
		t.Fatalf("no %q label:\n%s", recentLabel, v)
	}
	after := strings.Split(v[i+len(recentLabel)+1:], "\n")
	if !strings.HasPrefix(after[0], "Blue (ezd, steady): ") {
		t.Errorf("the first line under the label is a piece of a step: %q\n%s", after[0], v)
	}
	var joined []string
	for _, line := range after {
		if strings.HasPrefix(line, "Red to act") {
			break
		}
		joined = append(joined, strings.TrimSpace(line))
	}
	got, whole := strings.Join(joined, " "), false
	for k := range m.s.recent {
		whole = whole || got == strings.Join(m.s.recent[k:], " ")
	}
	if !whole || !strings.HasSuffix(got, longMove) {
		t.Errorf("under the label:\n%q\nwant the latest steps whole, the move last", got)
	}
}

// When not even the latest of ezd's steps fits (a large battle's board leaves 2 rows),
// its beginning is shown under the label, cut after a whole word with "…": never the
// end without it.
func TestPlayEzdsLastStepTooLongStartsWhole(t *testing.T) {
	m := movingScreen(t)
	m.s.recent = []string{"Blue (ezd, steady): activate blue:1. The best activation.", longMove}
	got := m.recentLines(24) // a view of 24 rows: only the label and one more fit
	want := recentLabel + "\nBlue (ezd, steady): move. No enemy tank in sight: Panzer IV moves toward …\n"
	if got != want {
		t.Errorf("recentLines =\n%q\nwant the label and the move's first line, cut with … after a whole word", got)
	}
}
