package main

import (
	"testing"

	"github.com/creack/pty"
)

// docs/interactive.md: on a real 80x24 terminal the main menu shows every choice at once,
// Print, Who wins, Tank War and Quit included, and the last one is reached with Down keys
// and chosen.
func TestMainMenuInATerminal(t *testing.T) {
	term := startTerminal(t, t.TempDir())
	for _, choice := range []string{"Build an army", "Play a battle", "Print cards, roster, reference or rulers",
		"Who wins? Compare two armies", "Tank War Game", "Tanks, but no thanks!", "Quit"} {
		term.expect(choice)
	}
	term.send(repeat(down, 10), enter) // Quit, the eleventh
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0; the terminal got:\n%q", code, term.out.String())
	}
}

// docs/analysis.md and docs/tankwar.md from the main menu on a real terminal: "Who wins?" reaches the result of
// `ezd matchup`, "Tank War Game" a demo that q leaves, and the menu comes back after each.
func TestMenuWhoWinsAndTankWarInATerminal(t *testing.T) {
	term := startTerminal(t, t.TempDir())
	term.choose("Who wins?")
	term.expect("Army A: which army?")
	term.send(enter) // sample:france-1940
	term.expect("Army B: which army does it fight?")
	term.send(down, enter) // sample:germany-1940
	term.expect("How do both sides play?")
	term.send(down, enter) // greedy
	term.expect("France 1940 against Germany 1940")
	term.expect("draw at the turn limit")
	term.choose("Tank War")
	term.expect("how will you play?")
	term.send(down, down, enter) // a demo
	term.expect("TANK WAR")
	term.expect("search")
	term.send("q")
	term.expect("> Tank War Game") // the menu is back, the cursor where it was
	term.send(down, down, enter)   // Quit, the last
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0; the terminal got:\n%q", code, term.out.String())
	}
}

// docs/interactive.md: on a terminal smaller than 80x24 the main menu is not drawn cut off:
// ezd says why and what to do instead (exit 1). Battle play in such a terminal shows the
// same message in place of its screen, and draws it once the window is large enough.
func TestSmallTerminal(t *testing.T) {
	term := startTerminalSized(t, 60, 20, t.TempDir())
	term.expect("the terminal is 60x20: ezd's menu needs at least 80x24")
	term.expect("--accessible")
	if code := term.exitCode(); code != 1 {
		t.Errorf("exit %d, want 1; the terminal got:\n%q", code, term.out.String())
	}

	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("XDG_CACHE_HOME", data+"/cache")
	newSedan(t, data)
	term = startTerminalSized(t, 79, 24, t.TempDir(), "battle", "play", "--no-hints")
	term.expect("The terminal is 79x24: battle play needs at least 80x24")
	if err := pty.Setsize(term.pty, &pty.Winsize{Rows: 24, Cols: 80}); err != nil {
		t.Fatal(err)
	}
	term.expect("Turn 1 begins: roll initiative (R3).")
	term.send("\x03")
	if code := term.exitCode(); code != 130 {
		t.Errorf("Ctrl-C: exit %d, want 130", code)
	}
}
