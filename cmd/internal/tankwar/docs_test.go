package tankwar

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

// TestDocsBots takes the Python and the Go bot from docs/tankwar-bots.md and plays each
// against greedy from both sides: whole games, no forfeit, and each of them must outlast
// the random bot in most games (they keep off the edge; random drives off it).
func TestDocsBots(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the example bots")
	}
	doc, err := os.ReadFile("../../../docs/tankwar-bots.md")
	if err != nil {
		t.Fatal(err)
	}
	block := func(lang string) string {
		m := regexp.MustCompile("(?s)```" + lang + "\n(.*?)```").FindSubmatch(doc)
		if m == nil {
			t.Fatalf("no %s bot in the docs", lang)
		}
		return string(m[1])
	}
	if file, err := os.ReadFile("../../../docs/tankwar-bot.py"); err != nil || string(file) != block("python") {
		t.Errorf("docs/tankwar-bot.py is not the Python bot of the page (%v)", err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "mybot.py"), []byte(block("python")), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "gobot.go"), []byte(block("go")), 0o644); err != nil {
		t.Fatal(err)
	}
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "gobot"), filepath.Join(dir, "gobot.go"))
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("the Go bot does not build: %v\n%s", err, out)
	}
	bots := map[string]string{"go": filepath.Join(dir, "gobot")}
	if py, err := exec.LookPath("python3"); err == nil {
		bots["python"] = py + " " + filepath.Join(dir, "mybot.py")
	} else {
		t.Log("no python3 on PATH: the Python bot is not tried")
	}
	for name, command := range bots {
		t.Run(name, func(t *testing.T) {
			won := 0
			for g := range 6 {
				b, err := startProcess(context.Background(), command, 15*time.Second) // a loaded machine starts python slowly
				if err != nil {
					t.Fatal(err)
				}
				var foe bot.Bot = bot.NewRandom(uint64(g))
				if g >= 4 {
					foe = bot.NewGreedy()
				}
				p1, p2, me := bot.Bot(b), foe, tankwar.P1Wins
				if g%2 == 1 {
					p1, p2, me = foe, b, tankwar.P2Wins
				}
				o, err := bot.Play(tankwar.FairStart(uint64(g), 5), p1, p2)
				b.Close()
				if err != nil {
					t.Fatal(err)
				}
				if o.Forfeit != 0 {
					t.Fatalf("game %d: %s", g, o.Reason)
				}
				if g < 4 && o.Result == me {
					won++
				}
			}
			if won < 3 {
				t.Errorf("won %d of 4 against random", won)
			}
		})
	}
}
