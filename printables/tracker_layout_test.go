package printables

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// smalls returns an army of n small tanks named name.
func smalls(name string, n int) army.Army {
	a := army.Army{Name: name, Points: 2 * n}
	for range n {
		a.Tanks = append(a.Tanks, army.Tank{Class: army.Small})
	}
	return a
}

// mmRect is a rectangle a page draws, in millimetres from the page's top-left corner.
func (p page) mmRects() []Rect {
	var out []Rect
	for _, r := range p.rects {
		x, y, w, h := r.x/pointsPerMM, (p.height-r.y)/pointsPerMM, r.w/pointsPerMM, -r.h/pointsPerMM
		if h < 0 {
			y, h = y+h, -h
		}
		out = append(out, Rect{x, y, w, h})
	}
	return out
}

// TestTrackerTableLinesUp: the turn tracker's table is read down a column and across a
// row at the table. Its header band lies just under the quota in words, the column heads
// start 0.8 mm into their columns, the 8 turns share the height down to 3 mm above the
// frame's foot, each under a faint rule, and each row holds, centred on its middle: the
// turn's number centred in the first column, the initiative box (R3) centred in the
// second, the tanks-at-start box 1.5 mm inside the third, and the activations used:
// one box to tick per activation of the army's quota (R3: half its tanks, rounding up)
// 4.4 mm apart from 1 mm into the last column, or one box to write a number in when the
// quota is more than 5.
func TestTrackerTableLinesUp(t *testing.T) {
	for _, a := range []army.Army{smalls("Four", 4), smalls("Ten", 10), smalls("Eleven", 11)} {
		checkTrackerTable(t, a)
	}
}

func checkTrackerTable(t *testing.T, a army.Army) {
	t.Helper()
	d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.tracker(r, a) })
	const pad, near = 2.5, 0.05
	frame := Rect{r.X + cardInset, r.Y + cardInset, r.W - 2*cardInset, r.H - 2*cardInset}
	left, right := frame.X+pad, frame.X+frame.W-pad
	var band Rect
	var boxes []Rect
	for _, rc := range d.page.mmRects() {
		switch {
		case math.Abs(rc.H-6.5) < near && math.Abs(rc.W-(right-left)) < near:
			band = rc
		case rc.W < 20:
			boxes = append(boxes, rc)
		}
	}
	if math.Abs(band.X-left) > near {
		t.Fatalf("%s: no header band from %.2f to %.2f mm, 6.5 mm high", a.Name, left, right)
	}
	name := a.Name + ": "

	// The heads, and the columns they start.
	var cols []float64
	last := 0.0 // the foot of the quota's words
	for _, w := range d.words {
		switch w.text {
		case "Turn", "Initiative", "Tanks", "Activations":
			if w.yMin >= band.Y-near {
				cols = append(cols, w.xMin-0.8)
				continue
			}
		}
		if strings.HasSuffix(w.text, ".") && w.yMax < band.Y+near {
			last = max(last, w.yMax)
		}
		if w.yMin >= band.Y-near && w.yMax <= band.Y+band.H+near {
			if _, err := strconv.Atoi(w.text); err == nil {
				t.Errorf("%s a number %q in the header band", name, w.text)
			}
		}
	}
	if len(cols) != 4 || math.Abs(cols[0]-left) > near {
		t.Fatalf("%sthe heads start columns at %.2f mm, want 4 from the band's left %.2f", name, cols, left)
	}
	seconds := 0
	for _, w := range d.words {
		if w.text != "won" && w.text != "start" && w.text != "tick" || math.Abs(w.xMin-0.8-cols[1]) > near && math.Abs(w.xMin-0.8-cols[2]) > near && math.Abs(w.xMin-0.8-cols[3]) > near {
			continue
		}
		seconds++
		if w.yMin < band.Y-near || w.yMax > band.Y+band.H+near {
			t.Errorf("%sthe head's second line %q at y %.2f-%.2f mm, outside the header band %.2f-%.2f", name, w.text, w.yMin, w.yMax, band.Y, band.Y+band.H)
		}
	}
	if seconds != 3 {
		t.Errorf("%s%d heads have a second line, want 3", name, seconds)
	}
	if gap := band.Y - last; gap < 1 || gap > 3 {
		t.Errorf("%sthe header band starts %.2f mm under the quota's last line, want 1 to 3", name, gap)
	}

	// The rows: equal shares of the height under the band, down to 3 mm above the frame's foot.
	top := band.Y + band.H
	row := (frame.Y + frame.H - 3 - top) / trackerTurns
	var rules []float64
	for _, l := range d.page.lines(t) {
		if l.y1 == l.y2 && math.Abs(l.x1-left) < near && math.Abs(l.x2-right) < near {
			rules = append(rules, l.y1)
		}
	}
	if len(rules) != trackerTurns {
		t.Fatalf("%s%d rules across the table, want one under each of %d turns", name, len(rules), trackerTurns)
	}
	quota := combat.ActivationQuota(len(a.Tanks))
	for turn := 1; turn <= trackerTurns; turn++ {
		ry := top + float64(turn-1)*row
		mid := ry + row/2
		if math.Abs(rules[turn-1]-(ry+row)) > near {
			t.Errorf("%sthe rule under turn %d at %.2f mm, want %.2f", name, turn, rules[turn-1], ry+row)
		}
		number, ok := phraseIn(d.words, strconv.Itoa(turn), Rect{left, ry, cols[1] - left, row})
		if !ok {
			t.Errorf("%sno number %d in its row %.2f-%.2f mm", name, turn, ry, ry+row)
		} else if cx := (number.xMin + number.xMax) / 2; math.Abs(cx-(left+cols[1])/2) > near {
			t.Errorf("%sturn %d's number centred at x %.2f mm, want %.2f", name, turn, cx, (left+cols[1])/2)
		} else if cy := (number.yMin + number.yMax) / 2; math.Abs(cy-mid) > 0.3 {
			t.Errorf("%sturn %d's number centred at y %.2f mm, the row's middle is %.2f", name, turn, cy, mid)
		}
		var got []string
		for _, b := range boxes {
			if b.Y > ry && b.Y+b.H < ry+row {
				if math.Abs(b.Y+b.H/2-mid) > near {
					t.Errorf("%sturn %d: a box at y %.2f-%.2f mm, not centred on the row's middle %.2f", name, turn, b.Y, b.Y+b.H, mid)
				}
				got = append(got, fmt.Sprintf("%.1f+%.1f", b.X, b.W))
			}
		}
		want := []string{
			fmt.Sprintf("%.1f+%.1f", (cols[1]+cols[2])/2-1.8, 3.6),
			fmt.Sprintf("%.1f+%.1f", cols[2]+1.5, cols[3]-cols[2]-3),
		}
		if quota <= maxQuotaBoxes {
			for q := range quota {
				want = append(want, fmt.Sprintf("%.1f+%.1f", cols[3]+1+float64(q)*4.4, 3.6))
			}
		} else {
			want = append(want, fmt.Sprintf("%.1f+%.1f", cols[3]+1, 10.0))
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%sturn %d's boxes (x+width, mm) %v, want %v", name, turn, got, want)
		}
	}
}

// phraseIn returns the first word reading p that lies inside r.
func phraseIn(ws []word, p string, r Rect) (word, bool) {
	for _, w := range ws {
		if w.text == p && inside(r, w.xMin, w.yMin) && inside(r, w.xMax, w.yMax) {
			return w, true
		}
	}
	return word{}, false
}

// TestTrackerHeader: the tracker's title starts 2.5 mm into the frame's tinted header
// (11 mm high) and the army's name, in the header too, ends 2.5 mm before the frame's
// right side; a long name is shrunk or cut to keep at least 2 mm clear of the title.
func TestTrackerHeader(t *testing.T) {
	for _, name := range []string{"Four", "Panzerregiment 35 der 4. Panzerdivision, verstärkt durch die Aufklärungsabteilung"} {
		d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.tracker(r, smalls(name, 4)) })
		frame := Rect{r.X + cardInset, r.Y + cardInset, r.W - 2*cardInset, r.H - 2*cardInset}
		header := Rect{frame.X + 2.5, frame.Y, frame.W - 5, 11}
		title, ok := phraseIn(d.words, "tracker", header)
		first, _ := phraseIn(d.words, "Turn", header)
		if !ok || math.Abs(first.xMin-header.X) > 0.05 {
			t.Fatalf("%s: no title starting at x %.2f mm in the header %+v", name, header.X, header)
		}
		var nameLeft, nameRight = math.Inf(1), math.Inf(-1)
		for _, w := range d.words {
			// The name's words: in the header and smaller than the title's.
			if w.yMin > title.yMin+0.1 && inside(header, w.xMin, w.yMin) && inside(header, w.xMax, w.yMax) {
				nameLeft, nameRight = min(nameLeft, w.xMin), max(nameRight, w.xMax)
			}
		}
		if math.Abs(nameRight-(header.X+header.W)) > 0.05 {
			t.Errorf("%s: the army's name ends at %.2f mm, want %.2f", name, nameRight, header.X+header.W)
		}
		if nameLeft < title.xMax+2 {
			t.Errorf("%s: the army's name starts at %.2f mm, %.2f mm after the title, want at least 2", name, nameLeft, nameLeft-title.xMax)
		}
	}
}

// TestTrackerQuotaInWordsUpTo12: the quota of R3 is spelled out for every size of an army
// of up to 12 tanks, and left out for a larger one, whose words would not fit the card.
func TestTrackerQuotaInWordsUpTo12(t *testing.T) {
	for n, want := range map[int]bool{1: true, 12: true, 13: false} {
		d, _ := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.tracker(r, smalls("Army", n)) })
		_, got := phrase(d.words, fmt.Sprintf("With %d", n))
		if got != want {
			t.Errorf("an army of %d: the quota in words shown %v, want %v", n, got, want)
		}
	}
}
