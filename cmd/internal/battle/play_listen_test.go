package battle

import (
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
)

// typist is input typed a line at a time, each line after its gap on the clock.
type typist struct {
	clock *web.FakeClock
	lines []typed
	at    int // the byte of lines[0] read next
}

type typed struct {
	gap  time.Duration
	line string
}

// Fd makes the typist a terminal's file, as play takes a person's typing from; no
// system call takes it (the typed-ahead flush finds no queue on it).
func (ty *typist) Fd() uintptr { return ^uintptr(0) }

func (ty *typist) Read(p []byte) (int, error) {
	if len(ty.lines) == 0 {
		return 0, io.EOF
	}
	l := ty.lines[0]
	if ty.at == 0 {
		ty.clock.Advance(l.gap)
	}
	text := l.line + "\n"
	n := copy(p, text[ty.at:])
	if ty.at += n; ty.at == len(text) {
		ty.lines, ty.at = ty.lines[1:], 0
	}
	return n, nil
}

// askingBots plays blue: it asks what its tank sees, then whether that tank is in light
// cover, and records the answers.
func askingBots(answers *[]string) Bots {
	return func(st combat.State) *BotTurn {
		switch {
		case st.ToAct() != combat.Blue:
			return nil
		case len(*answers) == 0:
			return &BotTurn{Notice: "ezd's turn: Panzer IV wants to know which tanks it sees.",
				Ask: "Which of red's tanks can Panzer IV see within 15 cm?", Options: []string{"red:1 Char B1 bis", "None of them"},
				Keys: []int{1, 0}, Answer: func(i int) { *answers = append(*answers, "sees "+[]string{"red:1", "none"}[i]) }}
		case len(*answers) == 1:
			return &BotTurn{Ask: "Is Char B1 bis in light cover?", Options: []string{"No", "Yes"},
				Answer: func(i int) { *answers = append(*answers, "cover "+[]string{"no", "yes"}[i]) }}
		}
		return nil
	}
}

// Issue 32, item 1: a question of ezd's takes no key in its first 400 ms, and shows no
// cursor meanwhile. Keys typed at 100, 150, 250 and 350 ms gaps after the person's last
// step: the first two reach ezd's sight question before it listens and are not used; the
// third, 500 ms after it was drawn, answers it; the fourth comes 350 ms after the cover
// question that follows and is not used either.
func TestEzdsQuestionTakesNoKeyInItsFirst400ms(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1", "initiative --dice 5,2")
	tb := openSedan(t, data)
	defer tb.Close()
	var answers []string
	ios, _, _ := iostreams.Test("")
	m := newScreen(newSession(tb, 80, askingBots(&answers), nil), ios)
	clock := web.NewFakeClock(time.Date(2026, 12, 3, 20, 0, 0, 0, time.UTC))
	m.listen.now = clock.Now
	m.Update(keyMsg("1"))
	m.Update(keyMsg("2"))
	m.Update(keyMsg("4")) // red is done: ezd's question is drawn now
	wantView(t, m, "Which of red's tanks can Panzer IV see", waitLine)
	if v := m.View(); strings.Contains(v, "> ") {
		t.Errorf("a cursor before ezd's question listens:\n%s", v)
	}
	for _, gap := range []int{100, 150, 250, 350} {
		clock.Advance(time.Duration(gap) * time.Millisecond)
		m.Update(keyMsg("1"))
	}
	if want := []string{"sees red:1"}; !slices.Equal(answers, want) {
		t.Errorf("answers %q, want %q: only the key 500 ms after the question was drawn", answers, want)
	}
	wantView(t, m, "Is Char B1 bis in light cover?", waitLine)
	clock.Advance(listenAfter - 350*time.Millisecond)
	wantView(t, m, "> 1. No", "keys typed before this question were not used for it")
}

// The listener on its own: the person's questions always listen; ezd's from listenAfter
// after it was first drawn, a new question starting the wait again.
func TestListenerWaitsPerQuestion(t *testing.T) {
	clock := web.NewFakeClock(time.Unix(0, 0))
	l := newListener(clock.Now)
	mine, ezds, next := &question{}, &question{forBot: true}, &question{forBot: true}
	if !l.take(mine) {
		t.Error("the person's own question does not take a key")
	}
	l.drawn(ezds)
	clock.Advance(listenAfter - time.Millisecond)
	if l.take(ezds) || !l.droppedFor(ezds) {
		t.Error("ezd's question took a key 399 ms after it was drawn")
	}
	clock.Advance(time.Millisecond)
	if !l.take(ezds) {
		t.Error("ezd's question takes no key 400 ms after it was drawn")
	}
	if l.take(next) || l.wait(next) == nil {
		t.Error("the next question of ezd's does not wait")
	}
}

// Issue 32, item 1, in accessible mode on a terminal: a line that comes in the first
// 400 ms of ezd's question, or of its prompt asked again, is not used and said so. Lines
// at 100, 150, 250 and 350 ms gaps after the person's last step are all too early; the
// line typed 600 ms after the last prompt answers.
func TestEzdsQuestionTakesNoLineInItsFirst400ms(t *testing.T) {
	data := t.TempDir()
	steps(t, data, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 1", "initiative --dice 5,2")
	tb := openSedan(t, data)
	defer tb.Close()
	var answers []string
	clock := web.NewFakeClock(time.Date(2026, 12, 3, 20, 0, 0, 0, time.UTC))
	lines := []typed{{0, "1"}, {0, "2"}, {0, "4"}} // red activates red:2 and is done
	for _, gap := range []int{100, 150, 250, 350} {
		lines = append(lines, typed{time.Duration(gap) * time.Millisecond, "1"})
	}
	lines = append(lines, typed{600 * time.Millisecond, "0"})
	ios, _, errOut := iostreams.Test("")
	ios.In, ios.InTTY = &typist{clock: clock, lines: lines}, true
	s := newSession(tb, 80, askingBots(&answers), nil)
	s.accessible = true
	err := playLines(context.Background(), s, ios, nil, newListener(clock.Now))
	if !errors.Is(err, prompt.ErrInputEnded) {
		t.Fatalf("playLines: %v", err)
	}
	if want := []string{"sees none"}; !slices.Equal(answers, want) {
		t.Errorf("answers %q, want %q: only the line 600 ms after the prompt", answers, want)
	}
	if n := strings.Count(errOut.String(), "That line came before the question could be read, and was not used."); n != 4 {
		t.Errorf("%d lines said not used, want 4:\n%s", n, errOut)
	}
}
