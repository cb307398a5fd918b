package battle

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// smallBattle starts a battle of two small armies, quick to solve, in which ezd plays blue
// and is to act with its tank active.
func smallBattle(t *testing.T, data string) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range map[string]string{
		"lights.yaml":  "name: Lights\ntanks:\n  - class: small\n  - class: medium\n",
		"heavies.yaml": "name: Heavies\ntanks:\n  - class: heavy\n  - class: small\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	steps(t, data, "new tonight --red "+filepath.Join(dir, "lights.yaml")+" --blue "+filepath.Join(dir, "heavies.yaml")+" --bot blue --seed 7",
		"initiative --dice 2,5", "bot")
}

// On a terminal, battle bot without --sees asks which enemy tanks the active tank sees
// (a multi-select with "none") and, for each one chosen, whether it is in light cover.
func TestBattleBotAsksWhatItSees(t *testing.T) {
	data := t.TempDir()
	smallBattle(t, data)
	code, out, errOut := runBattle(t, data, []string{
		"2", "0", // it sees red:2, Medium 1; done choosing
		"y", // in light cover
	}, "battle", "bot", "-b", "tonight", "--dice", "6,1")
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	cmdtest.InOrder(t, errOut, "Which of red's tanks can", "see within", "red:1 Small 1", "red:2 Medium 1", "none",
		"Is Medium 1 in light cover?")
	cmdtest.InOrder(t, out, "Blue (ezd, steady):")
	var attacked []combat.Attacked
	for _, e := range loadBattle(t, data, "tonight").Journal() {
		if a, ok := e.(combat.Attacked); ok {
			attacked = append(attacked, a)
		}
	}
	for _, a := range attacked {
		if a.Target != (combat.Ref{Player: combat.Red, Pos: 2}) || a.Cover != terrain.LightCover {
			t.Errorf("attacks %+v: it sees only red:2, in light cover", a)
		}
	}
}

// "none" goes alone: chosen with a tank, the form says so and asks again.
func TestBattleBotSightNoneGoesAlone(t *testing.T) {
	data := t.TempDir()
	smallBattle(t, data)
	code, out, errOut := runBattle(t, data, []string{
		"1", "3", "0", // red:1 and none: refused
		"1", "0", // none alone
	}, "battle", "bot", "-b", "tonight")
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	cmdtest.InOrder(t, errOut, `"none" goes alone`)
	cmdtest.InOrder(t, out, "Blue (ezd, steady): move.")
}
