package matchup

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
)

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Group(NewCmd), nil, nil, append([]string{"matchup"}, args...)...)
}

// TestMatchupJSON pins the keys of the contract and the laws of the numbers (A6).
func TestMatchupJSON(t *testing.T) {
	code, out, errOut := run(t, "sample:france-1940", "sample:germany-1940", "--policy", "greedy", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got analysis.Report
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.A != "France 1940" || got.B != "Germany 1940" || got.Policy != "greedy" || got.Turns != 30 {
		t.Errorf("names and options: %+v", got)
	}
	if d := got.AWins + got.BWins + got.Draw; d < 1-1e-12 || d > 1+1e-12 || got.Value != got.AWins+got.Draw/2 && got.Value-got.AWins-got.Draw/2 > 1e-12 {
		t.Errorf("chances: %+v", got)
	}
	for _, k := range []string{`"aWins"`, `"bWins"`, `"draw"`, `"value"`, `"expectedTurns"`, `"lossDistribution"`, `"a": {`, `"b": {`} {
		if !strings.Contains(out, k) {
			t.Errorf("no %s in %s", k, out)
		}
	}
}

func TestAllGreedy(t *testing.T) {
	code, out, errOut := run(t, "--all", "--points", "6", "--policy", "greedy", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var cells []cellJSON
	if err := json.Unmarshal([]byte(out), &cells); err != nil {
		t.Fatal(err)
	}
	// 6 points, fielded (no room for another tank): 3s 2m 1s1m 1s1h.
	if len(cells) != 16 {
		t.Fatalf("%d cells, want 16", len(cells))
	}
	v := map[[2]string]float64{}
	for _, c := range cells {
		v[[2]string{c.A, c.B}] = c.Value
	}
	if v[[2]string{"2m", "2m"}] != 0.5 || v[[2]string{"1s1h", "3s"}]+v[[2]string{"3s", "1s1h"}] != 1 {
		t.Errorf("A6 mirror and symmetry: %v", v)
	}
}
