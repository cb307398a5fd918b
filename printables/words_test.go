package printables

import (
	"bytes"
	"html"
	"io"
	"regexp"
	"strconv"
	"testing"

	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// word is one word of a page's text layer as pdftotext places it, in millimetres from the
// page's top-left corner: the box from the top of its tallest letters to the foot of its
// descenders.
type word struct {
	text                   string
	xMin, yMin, xMax, yMax float64
}

var (
	bboxPage = regexp.MustCompile(`<page width="[\d.]+" height="[\d.]+">`)
	bboxWord = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)
)

// pdfWords returns each page's words with their boxes, as `pdftotext -bbox` reads them,
// or skips the test when pdftotext is not installed (CI installs poppler-utils).
func pdfWords(t *testing.T, pdf []byte) [][]word {
	t.Helper()
	out := poppler(t, "pdftotext", "where the text lies", pdf, "-bbox", "-enc", "UTF-8", pdfFile, "-")
	var pages [][]word
	at := bboxPage.FindAllIndex(out, -1)
	for i, p := range at {
		end := len(out)
		if i+1 < len(at) {
			end = at[i+1][0]
		}
		var ws []word
		for _, m := range bboxWord.FindAllSubmatch(out[p[1]:end], -1) {
			mm := func(b []byte) float64 {
				f, err := strconv.ParseFloat(string(b), 64)
				if err != nil {
					t.Fatal(err)
				}
				return f / pointsPerMM
			}
			ws = append(ws, word{html.UnescapeString(string(m[5])), mm(m[1]), mm(m[2]), mm(m[3]), mm(m[4])})
		}
		pages = append(pages, ws)
	}
	return pages
}

// overlap reports whether two words' boxes share more than a sliver (0.05 mm each way):
// text printed over text.
func overlap(a, b word) bool {
	const sliver = 0.05
	return a.xMin+sliver < b.xMax && b.xMin+sliver < a.xMax && a.yMin+sliver < b.yMax && b.yMin+sliver < a.yMax
}

// TestNoTextOverPrintsText: on every page of every printout, at both papers and both
// units, no word is printed over another: the lines of a paragraph, the sections of a
// card and the rows of a table keep their distance.
func TestNoTextOverPrintsText(t *testing.T) {
	bot := soloBot(solo.Steady)
	a := sample(t, "germany-1940")
	writers := map[string]func(io.Writer, Options) error{
		"all":      func(w io.Writer, o Options) error { o.Bot = &bot; return All(w, a, o) },
		"big army": func(w io.Writer, o Options) error { return All(w, testArmy(t, "big.yaml"), o) },
		"bot":      func(w io.Writer, o Options) error { return BotCard(w, bot, o) },
	}
	for name, write := range writers {
		for _, paper := range []Paper{A4, Letter} {
			for _, u := range []terrain.Unit{terrain.Centimetres, terrain.Inches} {
				var b bytes.Buffer
				if err := write(&b, Options{Paper: paper, Unit: u}); err != nil {
					t.Fatal(err)
				}
				pages := pdfWords(t, b.Bytes())
				if len(pages) == 0 || len(pages[0]) == 0 {
					t.Fatalf("%s, %s, %s: no words read", name, paper, u)
				}
				for p, ws := range pages {
					for i := range ws {
						for j := i + 1; j < len(ws); j++ {
							if overlap(ws[i], ws[j]) {
								t.Errorf("%s, %s, %s, page %d: %q (%.1f, %.1f)-(%.1f, %.1f) over %q (%.1f, %.1f)-(%.1f, %.1f)",
									name, paper, u, p+1, ws[i].text, ws[i].xMin, ws[i].yMin, ws[i].xMax, ws[i].yMax,
									ws[j].text, ws[j].xMin, ws[j].yMin, ws[j].xMax, ws[j].yMax)
							}
						}
					}
				}
			}
		}
	}
}
