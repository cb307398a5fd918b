package cli

import (
	"strings"
	"testing"
)

// docs/analysis.md, in the main menu: "Who wins?" asks army A, army B and how both sides play, then
// shows exactly what `ezd matchup A B --policy P` shows; the menu comes back after.
func TestMenuWhoWins(t *testing.T) {
	t.Chdir(t.TempDir()) // no army files here: the samples are offered
	code, out, errOut := runForms(t, []string{
		"8", // Who wins?
		"1", // army A: sample:france-1940
		"2", // army B: sample:germany-1940
		"2", // greedy
		"5", // Rules: the menu came back
		"11",
	})
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, s := range []string{"Army A: which army?", "Army B: which army does it fight?", "How do both sides play?"} {
		if !strings.Contains(errOut, s) {
			t.Errorf("the menu did not ask %q:\n%s", s, errOut)
		}
	}
	// `ezd matchup` on the same terminal as the menu, so that both wrap the same (docs/interactive.md).
	code, want, errWant := runForms(t, []string{}, "matchup", "sample:france-1940", "sample:germany-1940", "--policy", "greedy")
	if code != 0 || !strings.Contains(want, "both sides play the greedy") {
		t.Fatalf("ezd matchup: exit %d\n%s%s", code, want, errWant)
	}
	if !strings.HasPrefix(out, want) {
		t.Errorf("the menu's matchup is not `ezd matchup`'s:\n--- menu:\n%s\n--- matchup:\n%s", out, want)
	}
	if !strings.Contains(out[len(want):], "EIN, ZWEI, DREI: the rules in short") {
		t.Errorf("the menu did not come back after the matchup:\n%s", out)
	}
}

// The army picker's "Another file" takes a typed path, and a file that is not an army is
// refused there and asked again.
func TestMenuWhoWinsAnotherFile(t *testing.T) {
	t.Chdir(t.TempDir())
	code, out, errOut := runForms(t, []string{
		"8", "3", "nope.yaml", "sample:germany-1940", // army A typed in, after a missing file
		"1", // army B: sample:france-1940
		"2", // greedy
		"11",
	})
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut, "nope.yaml: no such army file") {
		t.Errorf("a missing file was not refused:\n%s", errOut)
	}
	if !strings.HasPrefix(out, "Germany 1940 against France 1940\n") {
		t.Errorf("stdout:\n%s", out)
	}
}
