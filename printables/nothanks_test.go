package printables

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// testBoard is a board of the given side with a piece of every kind for two players.
func testBoard(size int) NothanksBoard {
	b := NothanksBoard{Size: size, Rules: []string{"A rule."}, Odds: []string{"1 away: 6/6, 100.0%"}}
	for i, k := range []string{"tank", "base", "barrier"} {
		b.Pieces = append(b.Pieces, BoardPiece{"red", "R", k, i + 1, 1}, BoardPiece{"blue", "B", k, i + 1, size})
	}
	b.Territories = []BoardTerritory{{"red", "R", 1, 1, size, 3}, {"blue", "B", 1, size - 2, size, size}}
	return b
}

// squares returns the side of the board's squares on a page, in millimetres (the largest
// square drawn), and how many squares of that side are drawn at different places.
func squares(p page) (float64, int) {
	side := 0.0
	for _, r := range p.rects {
		if w, h := r.w/pointsPerMM, -r.h/pointsPerMM; w-h < 0.01 && h-w < 0.01 {
			side = max(side, w)
		}
	}
	at := map[[2]int]bool{}
	for _, r := range p.rects {
		if w, h := r.w/pointsPerMM, -r.h/pointsPerMM; side-w < 0.01 && side-h < 0.01 {
			at[[2]int{int(r.x), int(r.y)}] = true
		}
	}
	return side, len(at)
}

// TestNothanksBoardSheets: the boards of 12 and 14 squares need two landscape sheets of
// A4 and of Letter, with every square of at least 18 mm and every square of the board
// drawn once over the two; a board of 8 fits one sheet; then counters and rules follow.
func TestNothanksBoardSheets(t *testing.T) {
	for _, tc := range []struct {
		size   int
		paper  Paper
		sheets int
	}{{12, A4, 2}, {14, A4, 2}, {14, Letter, 2}, {8, A4, 1}, {8, Letter, 1}} {
		t.Run(fmt.Sprintf("%d on %s", tc.size, tc.paper), func(t *testing.T) {
			var buf bytes.Buffer
			if err := NothanksPrint(&buf, testBoard(tc.size), Options{Paper: tc.paper}); err != nil {
				t.Fatal(err)
			}
			pages := readPDF(t, buf.Bytes())
			if len(pages) != tc.sheets+3 {
				t.Fatalf("%d pages, want %d board sheets, the kill-count track, counters and rules", len(pages), tc.sheets)
			}
			n := 0
			for _, p := range pages[:tc.sheets] {
				if p.width < p.height {
					t.Errorf("a board sheet is not landscape: %.0f x %.0f pt", p.width, p.height)
				}
				side, count := squares(p)
				if side < MinBoardSquare {
					t.Errorf("squares of %.2f mm (want at least %.0f)", side, MinBoardSquare)
				}
				n += count
			}
			if n != tc.size*tc.size {
				t.Errorf("%d squares drawn, want %d", n, tc.size*tc.size)
			}
		})
	}
}

// TestNothanksBoardRefuses: a board that cannot fit two sheets with 18 mm squares, or a
// colour that is not a player's, is refused with nothing written.
func TestNothanksBoardRefuses(t *testing.T) {
	var buf bytes.Buffer
	err := NothanksPrint(&buf, testBoard(20), Options{Paper: A4})
	if err == nil || !strings.Contains(err.Error(), "does not fit") || buf.Len() != 0 {
		t.Errorf("a board of 20: %v, %d bytes", err, buf.Len())
	}
	b := testBoard(12)
	b.Pieces[0].Colour = "green"
	if err := NothanksPrint(&buf, b, Options{}); err == nil || !strings.Contains(err.Error(), `unknown colour "green"`) {
		t.Errorf("a green piece: %v", err)
	}
}
