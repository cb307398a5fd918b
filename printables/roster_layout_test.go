package printables

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// rosterPage writes a's roster on A4 and returns its first page and that page's words.
func rosterPage(t *testing.T, a army.Army) (page, []word) {
	t.Helper()
	var b bytes.Buffer
	if err := Roster(&b, a, Options{}); err != nil {
		t.Fatal(err)
	}
	return readPDF(t, b.Bytes())[0], pdfWords(t, b.Bytes())[0]
}

// TestRosterRows: the roster's table has a shaded header 7 mm high and a row 8.5 mm high
// per tank, every other one striped, each holding its number lined up on the right of
// the first column, the tank's name from 1 mm into the second column (on two lines 3 mm
// apart when it does not fit on one, both within the row, however long), and a 3.8 mm box per point of
// damage capacity to tick per hit (R7), 4.6 mm apart from 1 mm into the Hits column and
// centred on the row; a rule closes the table under the last row.
func TestRosterRows(t *testing.T) {
	long := army.Army{Name: "Lang", Tanks: []army.Tank{
		{Name: "Panzerbefehlswagenzug Regimentsstabswagen Kompaniechefwagen", Class: army.Small},
	}}
	for _, a := range []army.Army{testArmy(t, "umlauts.yaml"), testArmy(t, "big.yaml"), long} {
		a = a.WithDefaults()
		p, ws := rosterPage(t, a)
		const near = 0.05
		table := tableWidth(rosterColumns)
		x := (p.width/pointsPerMM - table) / 2
		var band Rect
		var stripes, boxes []Rect
		for _, r := range p.mmRects() {
			switch {
			case math.Abs(r.W-table) < near && math.Abs(r.H-rosterHeader) < near:
				band = r
			case math.Abs(r.W-table) < near && math.Abs(r.H-rosterRow) < near:
				stripes = append(stripes, r)
			case math.Abs(r.W-3.8) < near:
				boxes = append(boxes, r)
			}
		}
		if math.Abs(band.X-x) > near {
			t.Fatalf("%s: no header band %.0f mm wide at x %.2f", a.Name, table, x)
		}
		for _, c := range rosterColumns {
			w, ok := phraseIn(ws, c.title, band)
			if !ok || math.Abs((w.yMin+w.yMax)/2-(band.Y+band.H/2)) > 0.5 {
				t.Errorf("%s: the head %q at y %.2f-%.2f mm (found %v), want it centred in the header band at %.2f", a.Name, c.title, w.yMin, w.yMax, ok, band.Y+band.H/2)
			}
		}
		nameCol := Rect{x + rosterColumns[0].width, 0, rosterColumns[1].width, 0}
		hits := x + table - rosterColumns[len(rosterColumns)-1].width + 1
		rows := min(len(a.Tanks), 20)
		var wantStripes, wantBoxes []string
		for i := range rows {
			top := band.Y + rosterHeader + float64(i)*rosterRow
			row := Rect{x, top, table, rosterRow}
			if i%2 == 1 {
				wantStripes = append(wantStripes, fmt.Sprintf("%.2f", top))
			}
			for d := range a.Tanks[i].Stats().Capacity {
				wantBoxes = append(wantBoxes, fmt.Sprintf("%.2f,%.2f", hits+float64(d)*4.6, top+(rosterRow-3.8)/2))
			}
			number, ok := phraseIn(ws, strconv.Itoa(i+1), Rect{x, top, rosterColumns[0].width, rosterRow})
			if !ok || math.Abs(number.xMax-(x+rosterColumns[0].width-1.5)) > near || math.Abs((number.yMin+number.yMax)/2-(top+rosterRow/2)) > 0.5 {
				t.Errorf("%s row %d: its number at (%.2f, %.2f-%.2f) mm (found %v), want it ending at %.2f, centred on %.2f", a.Name, i+1, number.xMax, number.yMin, number.yMax, ok, x+rosterColumns[0].width-1.5, top+rosterRow/2)
			}
			nameCol.Y, nameCol.H = top, rosterRow
			name := wordsIn(ws, nameCol)
			for _, w := range ws {
				if w.xMin >= nameCol.X && w.xMax <= nameCol.X+nameCol.W && w.yMin >= top && w.yMin < top+rosterRow && w.yMax > top+rosterRow+near {
					t.Errorf("%s row %d: %q of the name runs down to %.2f mm, past its row's foot at %.2f", a.Name, i+1, w.text, w.yMax, top+rosterRow)
				}
			}
			if got := span(name); !strings.HasPrefix(a.TankName(i), strings.TrimSuffix(got.text, "…")) || math.Abs(got.xMin-(nameCol.X+1)) > near {
				t.Errorf("%s row %d: the name %q from x %.2f mm, want %q from %.2f, inside the row %.2f-%.2f", a.Name, i+1, got.text, got.xMin, a.TankName(i), nameCol.X+1, row.Y, row.Y+row.H)
			}
			if first, last := baselineOf(name[0]), baselineOf(name[len(name)-1]); last > first+near && math.Abs(last-first-3) > near {
				t.Errorf("%s row %d: the name's second line %.2f mm under its first, want 3", a.Name, i+1, last-first)
			}
		}
		var gotStripes, gotBoxes []string
		for _, s := range stripes {
			gotStripes = append(gotStripes, fmt.Sprintf("%.2f", s.Y))
		}
		for _, b := range boxes {
			gotBoxes = append(gotBoxes, fmt.Sprintf("%.2f,%.2f", b.X, b.Y))
		}
		if strings.Join(gotStripes, " ") != strings.Join(wantStripes, " ") {
			t.Errorf("%s: stripes at %v mm, want every other row's: %v", a.Name, gotStripes, wantStripes)
		}
		if strings.Join(gotBoxes, " ") != strings.Join(wantBoxes, " ") {
			t.Errorf("%s: hit boxes at %v mm, want %v", a.Name, gotBoxes, wantBoxes)
		}
		end := band.Y + rosterHeader + float64(rows)*rosterRow
		closed := false
		for _, l := range p.lines(t) {
			if math.Abs(l.y1-end) < near && math.Abs(l.x1-x) < near && math.Abs(l.x2-x-table) < near {
				closed = true
			}
		}
		if !closed {
			t.Errorf("%s: no rule under the last row at %.2f mm", a.Name, end)
		}
	}
}

// TestRosterLossBoxes: R8's loss threshold on the roster: a box per point fielded, 8 mm
// square, 20 to a row 1.5 mm apart and rows 7 mm apart for the numbers under them, each
// box numbered under its middle, and the box at which the army breaks marked "breaks"
// under its number, all under the sentence that says what to tick and from its left edge;
// an army of more than 60 points gets 36 boxes of 14 x 9 mm, 12 to a row, for running
// totals instead. The notes' heading comes 8 mm under the last row's numbers.
func TestRosterLossBoxes(t *testing.T) {
	horde := army.Army{Name: "Horde", Points: 70}
	for range 35 {
		horde.Tanks = append(horde.Tanks, army.Tank{Class: army.Small})
	}
	sixty, sixtyOne := smalls("Sechzig", 30), smalls("Einundsechzig", 29)
	sixtyOne.Points = 61
	sixtyOne.Tanks = append(sixtyOne.Tanks, army.Tank{Class: army.Medium})
	for _, a := range []army.Army{testArmy(t, "umlauts.yaml"), testArmy(t, "big.yaml"), horde, sixty, sixtyOne} {
		a = a.WithDefaults()
		var b bytes.Buffer
		if err := Roster(&b, a, Options{}); err != nil {
			t.Fatal(err)
		}
		pages := readPDF(t, b.Bytes())
		words := pdfWords(t, b.Bytes())
		p, ws := pages[len(pages)-1], words[len(words)-1]
		n, perRow, w, h := a.Fielded(), 20, 8.0, 8.0
		if n > maxLossBoxes {
			n, perRow, w, h = 36, 12, 14, 9
		}
		var boxes []Rect
		for _, r := range p.mmRects() {
			if math.Abs(r.W-w) < 0.01 && math.Abs(r.H-h) < 0.01 {
				boxes = append(boxes, r)
			}
		}
		if len(boxes) != n {
			t.Fatalf("%s: %d loss boxes of %.0f x %.0f mm, want %d", a.Name, len(boxes), w, h, n)
		}
		heading, ok := phrase(ws, "Points lost")
		if !ok || heading.yMax > boxes[0].Y {
			t.Fatalf("%s: no heading above the loss boxes", a.Name)
		}
		first := boxes[0]
		sentence := "Tick"
		if a.Fielded() > maxLossBoxes {
			sentence = "Write"
		}
		if w, ok := phrase(ws, sentence); !ok || math.Abs(w.xMin-first.X) > 0.05 || math.Abs(baseline(w, 10)+4-first.Y) > 0.1 {
			t.Errorf("%s: %q at (%.2f, %.2f) mm, want it over the boxes, from their left at %.2f, 4 mm above them at %.2f", a.Name, sentence, w.xMin, baseline(w, 10), first.X, first.Y)
		}
		if notes, ok := phrase(ws, "Notes"); ok {
			last := boxes[len(boxes)-1]
			if want := last.Y + h + 7 + 8; math.Abs(baseline(notes, 11)-want) > 0.1 {
				t.Errorf("%s: the Notes heading on the baseline %.2f mm, want 8 mm under the loss boxes' numbers at %.2f", a.Name, baseline(notes, 11), want)
			}
		}
		var breaks word // the one under a box, not the sentence's
		for _, w := range ws {
			if w.text == "breaks" && w.yMin > first.Y {
				breaks = w
			}
		}
		for k, box := range boxes {
			want := Rect{first.X + float64(k%perRow)*(w+1.5), first.Y + float64(k/perRow)*(h+7), w, h}
			if math.Abs(box.X-want.X) > 0.01 || math.Abs(box.Y-want.Y) > 0.01 {
				t.Errorf("%s: loss box %d at (%.2f, %.2f) mm, want (%.2f, %.2f)", a.Name, k+1, box.X, box.Y, want.X, want.Y)
			}
			under := Rect{box.X, box.Y + h, w, 7}
			number, ok := phraseIn(ws, strconv.Itoa(k+1), under)
			if !ok || math.Abs((number.xMin+number.xMax)/2-(box.X+w/2)) > 0.05 || number.yMin > box.Y+h+1 {
				t.Errorf("%s: loss box %d's number at (%.2f, %.2f) mm, want it centred just under the box at %.2f", a.Name, k+1, number.xMin, number.yMin, box.X+w/2)
			}
			if inside(under, breaks.xMin, breaks.yMin) != (a.Fielded() <= maxLossBoxes && k+1 == a.LossThreshold()) {
				t.Errorf("%s: \"breaks\" at (%.2f, %.2f) mm, and box %d is at (%.2f, %.2f); the army breaks at %d", a.Name, breaks.xMin, breaks.yMin, k+1, box.X, box.Y, a.LossThreshold())
			}
			if number.text != "" && breaks.text != "" && inside(under, breaks.xMin, breaks.yMin) &&
				(breaks.yMin < number.yMin+2 || math.Abs((breaks.xMin+breaks.xMax)/2-(box.X+w/2)) > 0.05) {
				t.Errorf("%s: \"breaks\" at (%.2f, %.2f) mm, want it centred under the number %d", a.Name, breaks.xMin, breaks.yMin, k+1)
			}
		}
	}
}

// TestRosterNotes: the rest of the roster's page is ruled for notes, a line every 8 mm
// across the table's width from 6 mm under the Notes heading, the last one above the
// footer's room (rosterBottom from the foot); a page with less than 20 mm left has none.
func TestRosterNotes(t *testing.T) {
	p, ws := rosterPage(t, testArmy(t, "umlauts.yaml").WithDefaults())
	table := tableWidth(rosterColumns)
	x := (p.width/pointsPerMM - table) / 2
	bottom := p.height/pointsPerMM - rosterBottom
	heading, ok := phrase(ws, "Notes")
	if !ok {
		t.Fatal("no Notes heading")
	}
	var ruled []float64
	for _, l := range p.lines(t) {
		if l.y1 > heading.yMax+1 && math.Abs(l.x1-x) < 0.05 && math.Abs(l.x2-x-table) < 0.05 {
			ruled = append(ruled, l.y1)
		}
	}
	if len(ruled) < 10 {
		t.Fatalf("%d lines for notes, want the rest of the page", len(ruled))
	}
	for i := 1; i < len(ruled); i++ {
		if math.Abs(ruled[i]-ruled[i-1]-8) > 0.01 {
			t.Errorf("notes' lines %d and %d %.2f mm apart, want 8", i, i+1, ruled[i]-ruled[i-1])
		}
	}
	if last := ruled[len(ruled)-1]; last >= bottom || last+8 < bottom {
		t.Errorf("the last line for notes at %.2f mm, want the last one above %.2f", last, bottom)
	}

	s := newSheet(Options{}, "notes")
	s.page(false)
	s.notes(x, bottom-19.9, table, bottom)
	s.notes(x, bottom-20, table, bottom)
	s.notes(x, bottom-40, table, bottom)
	var b bytes.Buffer
	if err := s.write(&b); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(pdfText(t, b.Bytes()), "Notes"); got != 2 {
		t.Errorf("notes with 19.9, 20 and 40 mm left: %d headings, want 2 (none under 20 mm)", got)
	}
}

// baselineOf estimates a word's baseline from its box alone: the Go fonts rise 0.94 em
// above it and fall 0.21 em below it.
func baselineOf(w word) float64 { return w.yMax - (w.yMax-w.yMin)*0.21/1.15 }

// baseline estimates the baseline of a word set in size points from its box: the Go
// fonts' descenders fall 0.21 em below it.
func baseline(w word, size float64) float64 { return w.yMax - 0.21*size*mmPerPoint }

// TestRosterTitle: the roster's first page names what it is and whose: "ROSTER" small
// over the army's name, then its faction 6 mm lower, the points fielded of the limit and
// unspent (R1) 7 mm lower, and the table's header 5 mm under that, all from the table's
// left edge; without a faction the points follow the name directly.
func TestRosterTitle(t *testing.T) {
	for _, a := range []army.Army{testArmy(t, "umlauts.yaml"), testArmy(t, "big.yaml")} {
		a = a.WithDefaults()
		p, ws := rosterPage(t, a)
		x := (p.width/pointsPerMM - tableWidth(rosterColumns)) / 2
		label, _ := phrase(ws, "ROSTER")
		name, _ := phrase(ws, a.Name)
		fielded, _ := phrase(ws, points(a.Fielded())+" fielded")
		type line struct {
			what     string
			w        word
			size, at float64
		}
		lines := []line{
			{"ROSTER", label, 8, margin + 4},
			{"the army's name", name, 22, margin + 13},
		}
		at := margin + 13.0
		if a.Faction != "" {
			faction, _ := phrase(ws, a.Faction)
			at += 6
			lines = append(lines, struct {
				what     string
				w        word
				size, at float64
			}{"the faction", faction, 11, at})
		}
		at += 7
		lines = append(lines, line{"the points fielded", fielded, 10, at})
		for _, l := range lines {
			if l.w.text == "" || math.Abs(l.w.xMin-x) > 0.05 || math.Abs(baseline(l.w, l.size)-l.at) > 0.1 {
				t.Errorf("%s: %s %q at x %.2f mm on the baseline %.2f, want at x %.2f on %.2f", a.Name, l.what, l.w.text, l.w.xMin, baseline(l.w, l.size), x, l.at)
			}
		}
		for _, r := range p.mmRects() {
			if math.Abs(r.H-rosterHeader) < 0.01 && math.Abs(r.Y-(at+5)) > 0.01 {
				t.Errorf("%s: the table's header at %.2f mm, want 5 mm under the points' line at %.2f", a.Name, r.Y, at)
			}
		}
	}
}

// TestRosterPagesFull: a roster too long for a page fills each page with rows down to
// the footer's room (rosterBottom from the foot) and goes on on the next, whose table
// starts under the continued title; on A4 and Letter.
func TestRosterPagesFull(t *testing.T) {
	a := army.Army{Name: "Dritte Welle", Points: 240}
	for range 60 {
		a.Tanks = append(a.Tanks, army.Tank{Class: army.Heavy})
	}
	table := tableWidth(rosterColumns)
	for _, paper := range []Paper{A4, Letter} {
		var b bytes.Buffer
		if err := Roster(&b, a, Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		pages := readPDF(t, b.Bytes())
		if len(pages) < 3 {
			t.Fatalf("%s: %d pages for 60 tanks, want 3 or more", paper, len(pages))
		}
		rows := 0
		for i, p := range pages {
			x := (p.width/pointsPerMM - table) / 2
			bottom := p.height/pointsPerMM - rosterBottom
			var band Rect
			for _, r := range p.mmRects() {
				if math.Abs(r.H-rosterHeader) < 0.01 && math.Abs(r.W-table) < 0.01 {
					band = r
				}
			}
			if band.W == 0 {
				break // the loss boxes' page
			}
			if i > 0 && math.Abs(band.Y-(margin+continuedTop)) > 0.01 {
				t.Errorf("%s page %d: the table starts at %.2f mm, want under the continued title at %.2f", paper, i+1, band.Y, margin+continuedTop)
			}
			end := 0.0 // the rule closing the rows
			for _, l := range p.lines(t) {
				if l.y1 == l.y2 && math.Abs(l.x1-x) < 0.01 && math.Abs(l.x2-x-table) < 0.01 && l.y1 > band.Y && end == 0 {
					end = l.y1
				}
			}
			n := int(math.Round((end - band.Y - rosterHeader) / rosterRow))
			rows += n
			if end > bottom+0.01 || rows < len(a.Tanks) && end+rosterRow <= bottom {
				t.Errorf("%s page %d: %d rows end at %.2f mm, want as many as end above %.2f", paper, i+1, n, end, bottom)
			}
		}
		if rows != len(a.Tanks) {
			t.Errorf("%s: %d rows over the pages, want %d", paper, rows, len(a.Tanks))
		}
	}
}

// TestRosterLossBoxesOnTheirOwnPage: when the last rows leave no room for the loss boxes
// (R8), they go on a page of their own under the continued title, their heading where a
// continued table would start, and the footers count that page ("page 1 of 2").
func TestRosterLossBoxesOnTheirOwnPage(t *testing.T) {
	// The first page's rows start under the title, the points line and the header (no
	// faction): find the smallest army of small tanks whose rows fit it but whose loss
	// boxes do not.
	_, h := A4.Size()
	first, bottom := margin+13+7+5+rosterHeader, h-rosterBottom
	n := 1
	for ; n < 40; n++ {
		if rows, own := rosterPlan(n, first, margin+continuedTop+rosterHeader, bottom); len(rows) == 1 && own {
			break
		}
	}
	a := smalls("Eigene Seite", n)
	var b bytes.Buffer
	if err := Roster(&b, a, Options{}); err != nil {
		t.Fatal(err)
	}
	pages, words := readPDF(t, b.Bytes()), pdfWords(t, b.Bytes())
	if len(pages) != 2 {
		t.Fatalf("%d tanks: %d pages, want the rows on one and the loss boxes on the next", n, len(pages))
	}
	text := pdfText(t, b.Bytes())
	wantText(t, text, "roster of Eigene Seite · page 1 of 2", "roster of Eigene Seite · page 2 of 2", "ROSTER, CONTINUED")
	if _, ok := phrase(words[0], "Points lost"); ok {
		t.Errorf("%d tanks: the loss boxes' heading on the first page", n)
	}
	heading, ok := phrase(words[1], "Points lost")
	if !ok || math.Abs(baseline(heading, 11)-(margin+continuedTop)) > 0.1 {
		t.Errorf("%d tanks: the loss boxes' heading on the second page on the baseline %.2f mm (found %v), want %.2f", n, baseline(heading, 11), ok, margin+continuedTop)
	}
}

// TestRosterPlanLossBoxesFitExactly: loss boxes that end exactly at the bottom stay on
// the last rows' page; a tenth of a millimetre more sends them to a page of their own.
func TestRosterPlanLossBoxesFitExactly(t *testing.T) {
	const top = 40.0
	bottom := top + 2*rosterRow + lossSection
	if rows, own := rosterPlan(2, top, top, bottom); len(rows) != 1 || own {
		t.Errorf("2 rows and the loss boxes in exactly the room: rows %v, own page %v, want [2] and false", rows, own)
	}
	if rows, own := rosterPlan(2, top, top, bottom-0.1); len(rows) != 1 || !own {
		t.Errorf("0.1 mm short: rows %v, own page %v, want [2] and true", rows, own)
	}
}
