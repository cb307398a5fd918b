package main

import (
	"strings"
	"testing"
	"time"
)

// Issue 32, item 1, on a real terminal with real gaps: a question of ezd's takes no key
// in its first 400 ms. The person ends red's activation and types four keys more at 100,
// 150, 250 and 350 ms gaps, as a typist does who expected more questions of their own.
// Each of ezd's questions that a key answered (the sight question, answered when the
// cover question shows; the cover question, when the next one shows) must have been
// answered by a key typed well after it was drawn: at least 300 ms after the test saw it
// (the guard's 400 less the terminal's lag), never a key typed ahead.
func TestBattlePlayEzdsQuestionWaitsBeforeItListens(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("XDG_CACHE_HOME", data+"/cache")
	newSedan(t, data, "--bot", "blue")
	term := startTerminal(t, t.TempDir(), "battle", "play")
	term.expect("Win chance: ") // the solver is ready: ezd decides at once
	term.send(enter, enter,     // Roll initiative; Roll for me: red wins, 6 against 2
		enter, down, enter) // Activate a tank; red:2 Renault R35
	term.expect("Renault R35 (red:2), 3 actions left:")

	// Watch for ezd's questions while typing: when each was first shown.
	questions := []string{"Which of red's tanks can", "in light cover?", "Which other of red's tanks can"}
	shown := make([]time.Time, len(questions))
	stop := make(chan struct{})
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		for {
			screen := term.screen()
			now := time.Now()
			for i, q := range questions {
				if shown[i].IsZero() && strings.Contains(screen, q) {
					shown[i] = now
				}
			}
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	sent := []time.Time{time.Now()}
	term.send("4") // Done: ezd's turn, its question comes
	for _, gap := range []int{100, 150, 250, 350} {
		time.Sleep(time.Duration(gap) * time.Millisecond)
		sent = append(sent, time.Now())
		term.send("1") // red:1 is in sight; or, on the cover question, "No"
	}
	time.Sleep(500 * time.Millisecond)
	close(stop)
	<-watched
	if shown[0].IsZero() {
		t.Fatalf("ezd's question never showed; the terminal got:\n%q", term.screen())
	}
	// The question answered is followed by the next; the key that answered it is the last
	// typed before the next showed.
	for i := 0; i+1 < len(questions) && !shown[i+1].IsZero(); i++ {
		var by time.Time
		for _, at := range sent {
			if at.Before(shown[i+1]) {
				by = at
			}
		}
		if early := by.Sub(shown[i]); early < 300*time.Millisecond {
			t.Errorf("ezd's question %q was answered by a key typed %v after it showed", questions[i], early)
		}
	}
	term.send("\x03") // Ctrl-C
	if code := term.exitCode(); code != 130 {
		t.Errorf("Ctrl-C: exit %d, want 130", code)
	}
}
