package army

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
)

// TestArmyShareDrawsAQRCodeOnATerminal: on a terminal the link's first line is followed by
// its QR code; in a pipe, the link alone.
func TestArmyShareDrawsAQRCodeOnATerminal(t *testing.T) {
	code, out, errOut := cmdtest.Run(t, cmdtest.Group(NewCmd), nil, []string{}, "army", "share", "sample:france-1940")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(out, "\n")
	if !strings.HasPrefix(lines[0], "ezd:army/") || lines[1] != "" {
		t.Fatalf("the link is not alone on the first line:\n%s", out)
	}
	if !strings.HasPrefix(lines[2], "████") || strings.Count(out, "▄") < 20 {
		t.Errorf("no QR code under the link:\n%s", out)
	}
	if !strings.Contains(errOut, "Scan it with a phone") {
		t.Errorf("stderr %q", errOut)
	}
	_, piped, _ := runPiped(t, "army", "share", "sample:france-1940")
	if piped != lines[0]+"\n" {
		t.Errorf("in a pipe: %q, want the link alone", piped)
	}
}

// bigArmy writes an army file of n small tanks named name and their number.
func bigArmy(t *testing.T, n int, name string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "name: Horde\npoints: %d\ntanks:\n", 2*n)
	for i := range n {
		fmt.Fprintf(&b, "  - class: small\n    name: %s %d\n", name, i+1)
	}
	path := filepath.Join(t.TempDir(), "horde.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestArmyShareBigArmies: an army too long for a QR code still has its link; one too big
// for any link is refused, saying what to do instead.
func TestArmyShareBigArmies(t *testing.T) {
	code, out, errOut := cmdtest.Run(t, cmdtest.Group(NewCmd), nil, []string{}, "army", "share", bigArmy(t, 300, "Tankette"))
	if code != 0 || !strings.HasPrefix(out, "ezd:army/") || !strings.Contains(errOut, "too long for a QR code: send it as text") {
		t.Errorf("300 tanks: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runPiped(t, "army", "share", bigArmy(t, 500, "Tankette of the horde, number"))
	if code != 1 || out != "" || !strings.Contains(errOut, "too big to share as a link: send its file instead") {
		t.Errorf("500 tanks: exit %d\n%s\n%s", code, out, errOut)
	}
}
