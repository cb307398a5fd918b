package view

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// firstLoadLimit is issue 28's budget for a page's first load: the HTML and every file it
// loads from /static/.
const firstLoadLimit = 40 << 10

// heaviestPage is a side's page at its largest: a long battle, an attack aimed with its
// odds, the hints on with every step listed, ezd's announcements and an undo told.
func heaviestPage(t testing.TB) BattlePage {
	b := newBattle(t)
	must(t)(b.Initiative(combat.TableDice(5, 2)))
	must(t)(b.Activate(ref(t, "red:2")))
	must(t)(b.Attack(ref(t, "blue:2"), terrain.LightCover, combat.TableDice(1, 6)))
	p := pageOf(b, combat.Red, "target=blue:2&cover=light&undo=confirm")
	for len(p.Log) < 400 {
		p.Log = append(p.Log, p.Log...)
	}
	p.Hints, p.Chance = true, &Chance{Red: 0.48, Blue: 0.5, Draw: 0.02}
	for range 8 {
		p.Best = append(p.Best, Hint{Step: "attack blue:2", WinChance: 0.5, Reason: strings.Repeat("a reason in words ", 5)})
	}
	p.Said = []string{strings.Repeat("Blue (ezd, steady): attack red:2. ", 4)}
	p.Undone = &Undone{By: combat.Blue, Steps: []string{"Panzer II attacks FCM 36: 3 against 5, miss."}}
	return p
}

func TestFirstLoadUnder40KB(t *testing.T) {
	page := render(t, heaviestPage(t))
	total := len(page)
	err := fs.WalkDir(Static(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(Static(), path)
		total += len(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first load: page %d bytes, with the static files %d bytes (limit %d)", len(page), total, firstLoadLimit)
	if total > firstLoadLimit {
		t.Errorf("the first load is %d bytes, over the %d of issue 28", total, firstLoadLimit)
	}
}

func BenchmarkBattlePage(b *testing.B) {
	p := heaviestPage(b)
	var n int
	for b.Loop() {
		var w strings.Builder
		if err := Battle(&w, p); err != nil {
			b.Fatal(err)
		}
		n = w.Len()
	}
	b.ReportMetric(float64(n), "page-bytes")
}
