package battle

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ezd-game/ezd/combat"
)

// Issue 32, item 8: the header at the top of the screen is drawn afresh after every step,
// not only when the board is printed at the end of an activation: after the roll-off it
// no longer says "initiative to roll", and an activation begun counts at once.
func TestPlayHeaderAfterEveryStep(t *testing.T) {
	m, _ := playScreen(t)
	wantView(t, m, "Turn 1: initiative to roll · activations left: red 2, blue 2\n")
	press(t, m, "1", "2", "5", "2") // the roll-off, dice entered: red wins
	wantView(t, m, "Turn 1: red to act · activations left: red 2, blue 2\n")
	press(t, m, "1", "2") // red activates red:2: no board is printed within an activation
	wantView(t, m, "Turn 1: red to act · activations left: red 1, blue 2\n", "Renault R35 (red:2), 3 actions left:")
	press(t, m, "1", "3", "1", "2", "6", "1") // red:2 attacks blue:3 in the open: 6 against 1
	press(t, m, "1", "3", "2", "6", "1")      // and again: Panzer II is destroyed
	wantView(t, m, "Turn 1: red to act · activations left: red 1, blue 2 · lost red 0/10, blue 3/10\n")
}

// bestRed3 advises activating red:3 whenever red chooses a tank.
type bestRed3 struct{}

func (bestRed3) Advise(st combat.State) (Advice, error) {
	return Advice{Red: 0.5, Best: "activate red:3"}, nil
}

// Issue 32, item 9: a line too long for 80 columns goes on below, whole: the defending
// tank's "activating ends it (R5)" and the best step's mark are its point, and a cut
// line lost them ("3. red:3 … · defending: activating… ◀ best").
func TestPlayLongLinesKeepTheirPoint(t *testing.T) {
	m, _ := playScreen(t, "initiative --dice 5,2", "activate red:3", "defend", "done",
		"activate blue:1", "done", "activate red:1", "done", "activate blue:2", "done", "initiative --dice 5,2")
	m.s.advisor, m.s.advice = bestRed3{}, adviceCache{at: -1}
	press(t, m, "1") // Activate a tank
	v := m.View()
	joined := strings.ReplaceAll(v, "\n     ", " ")
	if !strings.Contains(joined, "3. red:3 FCM 36 · small, 3 actions · 0/1 damage · defending: activating ends it (R5) ◀ best") {
		t.Errorf("the defending tank's line lost its point:\n%s", v)
	}
	for _, line := range strings.Split(v, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("a line of %d columns: %q", n, line)
		}
	}
}
