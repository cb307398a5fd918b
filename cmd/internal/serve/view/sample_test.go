package view

import (
	"bytes"
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// newBattle starts sample:france-1940 (red) against sample:germany-1940 (blue), with the
// bots given (solo play).
func newBattle(t testing.TB, bots ...combat.Bot) *combat.Battle {
	t.Helper()
	red, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	blue, err := army.Sample("germany-1940")
	if err != nil {
		t.Fatal(err)
	}
	b, err := combat.New("sedan", red, blue, combat.Settings{Seed: 7, Unit: terrain.Centimetres, Bots: bots})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// must returns a check that fails the test on a step the rules refuse:
// must(t)(b.Activate(r)).
func must(t testing.TB) func([]combat.Event, error) {
	return func(_ []combat.Event, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
}

func ref(t testing.TB, s string) combat.Ref {
	t.Helper()
	r, err := combat.ParseRef(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// pageOf is the page the server would fill for side (NoPlayer: the watch link).
func pageOf(b *combat.Battle, side combat.Player, query string) BattlePage {
	q, _ := url.ParseQuery(query)
	p := BattlePage{Link: "/b/SECRET", Side: side, State: b.State(), Bots: b.Bots(), Log: b.Log(), Query: q, At: len(b.Journal())}
	if b.CanUndo() {
		log := p.Log
		p.Undoable = log[len(log)-1]
	}
	return p
}

// render draws the whole page and its board, and checks that the board is the page's
// <main> exactly, so that the script's swap changes nothing else.
func render(t testing.TB, p BattlePage) string {
	t.Helper()
	var page, board bytes.Buffer
	if err := Battle(&page, p); err != nil {
		t.Fatal(err)
	}
	if err := Board(&board, p); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), board.String()) {
		t.Errorf("the board is not part of the page as it is drawn")
	}
	checkLabels(t, page.String())
	return page.String()
}

var (
	buttonRe = regexp.MustCompile(`(?s)<button[^>]*>(.*?)</button>`)
	tagRe    = regexp.MustCompile(`<[^>]*>`)
	fieldRe  = regexp.MustCompile(`<(input|select|textarea)\b[^>]*>`)
	labelRe  = regexp.MustCompile(`(?s)<label\b[^>]*>.*?</label>`)
)

// checkLabels is the screen reader's test: every button says something, and every field
// that is not hidden is inside a label (or has an aria-label).
func checkLabels(t testing.TB, html string) {
	t.Helper()
	for _, m := range buttonRe.FindAllStringSubmatch(html, -1) {
		if strings.TrimSpace(tagRe.ReplaceAllString(m[1], "")) == "" && !strings.Contains(m[0], "aria-label=") {
			t.Errorf("a button without a label: %s", m[0])
		}
	}
	labels := labelRe.FindAllStringIndex(html, -1)
	for _, at := range fieldRe.FindAllStringIndex(html, -1) {
		tag := html[at[0]:at[1]]
		if strings.Contains(tag, `type="hidden"`) || strings.Contains(tag, "aria-label=") {
			continue
		}
		inside := false
		for _, l := range labels {
			inside = inside || (l[0] < at[0] && at[1] < l[1])
		}
		if !inside {
			t.Errorf("a field without a label: %s", tag)
		}
	}
}

// has checks that the page says each of wants, read as a browser shows the text
// (html.UnescapeString).
func has(t testing.TB, page string, wants ...string) {
	t.Helper()
	page = html.UnescapeString(page)
	for _, w := range wants {
		if !strings.Contains(page, w) {
			t.Errorf("the page does not say %q", w)
		}
	}
}

// hasNot checks that the page says none of nots.
func hasNot(t testing.TB, page string, nots ...string) {
	t.Helper()
	page = html.UnescapeString(page)
	for _, n := range nots {
		if strings.Contains(page, n) {
			t.Errorf("the page says %q, and should not", n)
		}
	}
}
