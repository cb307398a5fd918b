package matchup

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/analysis"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// docs/analysis.md: --all lists only the armies a player fields at the points, those with
// no room left for another tank (R1: a small tank costs 2), named in words.
func TestAllFieldedArmies(t *testing.T) {
	var got []string
	for _, c := range analysis.Compositions(10) {
		got = append(got, c.Words())
	}
	want := []string{"5 small", "3 small 1 medium", "2 small 2 medium", "3 medium",
		"3 small 1 heavy", "1 small 1 medium 1 heavy", "2 medium 1 heavy", "1 small 2 heavy"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("10 points (-want +got):\n%s", d)
	}
	for _, c := range analysis.Compositions(4) {
		if c.Cost() < 3 {
			t.Errorf("%s has room for a small tank at 4 points", c.Words())
		}
	}
}

// allOnTerminal runs matchup --all on a terminal of 80 columns, stderr a terminal too.
func allOnTerminal(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	ios, out, errOut := iostreams.Test("")
	ios.OutTTY, ios.ErrTTY, ios.Width = true, true, 80
	f := &cmdutil.Factory{IO: ios, Getenv: func(string) string { return "" }}
	code := cmdutil.Execute(context.Background(), cmdtest.Group(NewCmd)(f), append([]string{"matchup", "--all"}, args...), ios)
	return code, out.String(), errOut.String()
}

// docs/analysis.md: the matrix of 10 points fits 80 columns, each column's letter named by
// its row, and a terminal sees the pairs counted while they are solved.
func TestAllFitsEightyColumnsWithProgress(t *testing.T) {
	code, out, errOut := allOnTerminal(t, "--policy", "greedy")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, line := range strings.Split(out, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("a line of %d columns: %q", n, line)
		}
	}
	for _, want := range []string{"\nA  5 small ", "\nH  ", "   A   B   C   D   E   F   G   H\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "\rsolving every pair: 28 of 28") || !strings.HasSuffix(errOut, "\r\033[K") {
		t.Errorf("progress: %q", errOut)
	}
	// Through a pipe (and with --json) nothing but the result.
	if code, _, errOut := run(t, "--all", "--points", "6", "--policy", "greedy"); code != 0 || errOut != "" {
		t.Errorf("piped: exit %d, stderr %q", code, errOut)
	}
}

// docs/analysis.md: a --points whose armies are beyond the solver is refused at once, with
// the reason and the most that can be solved.
func TestAllRefusesWhatCannotBeSolved(t *testing.T) {
	code, out, errOut := run(t, "--all", "--points", "12")
	want := "ezd: --points 12 is beyond the solver: 3 small 2 medium against 2 small 1 medium 1 heavy need about 2.7 million positions, over its limit of 2.0 million; the most --all solves is --points 11\n"
	if code != 2 || out != "" || !strings.HasPrefix(errOut, want) {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
