package printables

import (
	"bytes"
	"math"
	"testing"

	"github.com/ezd-game/ezd/solo"
)

// TestFooterCentred: the line at the foot of a page that says what it is stands centred
// on the page, clear of the edge printers cannot print.
func TestFooterCentred(t *testing.T) {
	bot := soloBot(solo.Steady)
	for _, paper := range []Paper{A4, Letter} {
		var b bytes.Buffer
		if err := All(&b, sample(t, "germany-1940"), Options{Paper: paper, Bot: &bot}); err != nil {
			t.Fatal(err)
		}
		pages := readPDF(t, b.Bytes())
		footers := 0
		for p, ws := range pdfWords(t, b.Bytes()) {
			w, h := pages[p].width/pointsPerMM, pages[p].height/pointsPerMM
			foot := word{xMin: math.Inf(1), xMax: math.Inf(-1)}
			for _, wd := range ws {
				if wd.yMin > h-footerBaseline-4 {
					foot.xMin, foot.xMax = min(foot.xMin, wd.xMin), max(foot.xMax, wd.xMax)
					foot.yMax = max(foot.yMax, wd.yMax)
				}
			}
			if math.IsInf(foot.xMin, 1) {
				continue
			}
			footers++
			if mid := (foot.xMin + foot.xMax) / 2; math.Abs(mid-w/2) > 0.5 {
				t.Errorf("%s page %d: footer %.1f-%.1f mm centred at %.1f, the page at %.1f", paper, p+1, foot.xMin, foot.xMax, mid, w/2)
			}
			if foot.yMax > h-EdgeRoom {
				t.Errorf("%s page %d: footer reaches %.1f mm, within %.0f mm of the edge", paper, p+1, foot.yMax, EdgeRoom)
			}
		}
		if footers < 3 {
			t.Errorf("%s: %d pages with a footer", paper, footers)
		}
	}
}
