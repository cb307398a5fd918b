package main

import "testing"

// Issue 12, item 6: on a real 80x24 terminal the main menu shows every choice at once,
// Print, Who wins, Tank War and Quit included, and the last one is reached with Down keys
// and chosen.
func TestMainMenuInATerminal(t *testing.T) {
	term := startTerminal(t, t.TempDir())
	for _, choice := range []string{"Build an army", "Play a battle", "Print cards, roster, reference or rulers",
		"Who wins? Compare two armies", "Tank War Game", "Quit"} {
		term.expect(choice)
	}
	term.send(repeat(down, 9), enter) // Quit, the tenth
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0; the terminal got:\n%q", code, term.out.String())
	}
}

// Issues 8 and 10 from the main menu on a real terminal: "Who wins?" reaches the result of
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
	term.send(down, enter)         // Quit, the last
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d, want 0; the terminal got:\n%q", code, term.out.String())
	}
}
