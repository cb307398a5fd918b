package view

import (
	"bytes"
	"image/png"
	"io/fs"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

func tablePage() TablePage {
	links := func(name string) []Link {
		var out []Link
		for _, role := range []string{"red", "blue", "watch"} {
			out = append(out, Link{Role: role, URL: "http://192.168.1.20:8420/b/" + name + "-" + role, QR: "/t/TABLE/qr/" + name + "/" + role + ".png"})
		}
		return out
	}
	return TablePage{
		Link: "/t/TABLE",
		Battles: []BattleEntry{
			{Name: "arras", Summary: combat.Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 2}, Bots: []combat.Bot{{Player: combat.Blue, Stance: "steady"}}, Links: links("arras")},
			{Name: "sedan", Summary: combat.Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 3, Winner: combat.Blue}, Links: links("sedan")},
		},
		Armies: []ArmyChoice{{Value: "sample:france-1940", Label: "France 1940 (sample)"}, {Value: "sample:germany-1940", Label: "Germany 1940 (sample)"}},
		Name:   "battle-3",
	}
}

func TestTablePage(t *testing.T) {
	var b bytes.Buffer
	if err := Table(&b, tablePage()); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	checkLabels(t, page)
	has(t, page, "arras", "Red France 1940 against blue Germany 1940; turn 2; ezd plays blue (steady).",
		"blue won on turn 3", `href="http://192.168.1.20:8420/b/arras-red"`, "Red's page", "Blue's page", "Watch (takes no step)",
		`src="/t/TABLE/qr/arras/watch.png"`, `alt="QR code of the blue link"`,
		`action="/t/TABLE/battles"`, `enctype="multipart/form-data"`, `name="name" value="battle-3"`,
		`<option value="sample:germany-1940" selected>`, `name="redfile"`, `name="bluefile"`,
		`name="bot" value="blue"`, "ezd plays blue", `name="units" value="in"`, "Start the battle")
	// The newest battle's codes are open; the others wait for a tap, so the page stays light.
	if strings.Count(page, `<details class="codes" open>`) != 1 {
		t.Errorf("only the newest battle's codes should be open")
	}
	empty := TablePage{Link: "/t/TABLE", Problem: "no battle name: give one"}
	b.Reset()
	if err := Table(&b, empty); err != nil {
		t.Fatal(err)
	}
	has(t, b.String(), "No battle yet: start one below.", `role="alert">no battle name: give one`)
}

func TestQRIsAPNG(t *testing.T) {
	var b bytes.Buffer
	if err := QR(&b, "http://192.168.1.20:8420/b/0123456789abcdefghijkl"); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Bounds().Dx(); w < 150 || w > 300 {
		t.Errorf("the QR code is %d px wide, want 150 to 300 to read off a screen", w)
	}
	if err := QR(&b, strings.Repeat("x", 2000)); err == nil {
		t.Errorf("a 2000-byte text made a QR code")
	}
}

func TestStaticHoldsTheAssets(t *testing.T) {
	for _, name := range []string{"style.css", "app.js", "icons.svg"} {
		data, err := fs.ReadFile(Static(), name)
		if err != nil || len(data) == 0 {
			t.Errorf("Static() has no %s: %v", name, err)
		}
	}
	if _, err := fs.ReadFile(Static(), "battle.html"); err == nil {
		t.Errorf("Static() serves the templates too")
	}
}

// The script is one small hand-written file: no inline script anywhere (the CSP forbids
// it), no framework.
func TestNoInlineScript(t *testing.T) {
	b := newBattle(t)
	page := render(t, pageOf(b, combat.Red, ""))
	var tb bytes.Buffer
	if err := Table(&tb, tablePage()); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{page, tb.String()} {
		if n := strings.Count(p, "<script"); n != 1 || !strings.Contains(p, `<script src="/static/app.js" defer></script>`) {
			t.Errorf("want exactly the one script file, found %d script tags", n)
		}
		for _, bad := range []string{" onclick=", " onsubmit=", " style=", "javascript:"} {
			if strings.Contains(p, bad) {
				t.Errorf("the page has %q, which the CSP refuses", bad)
			}
		}
	}
}
