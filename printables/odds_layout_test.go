package printables

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestOddsTableLayout: the reference's chance-to-hit table (R7) is read by its columns:
// under a shaded header of two rows ("target in the open" and "target in light cover"
// each centred over its two columns, then "not defending" and "defending" centred over
// each), each of the 9 rows of an attacker against a target, striped every other row,
// holds in each of the 4 columns of 38.5 mm after the 36 mm first one the hits out of 36
// ending 2 mm after the column's middle and the chance in per cent ending 4 mm before
// its right edge, both in the row; a rule closes each attacker's three rows, the columns
// are divided from the header's second row down to the foot, and the table spans the
// page's 190 mm; on A4 (rows 6.4 mm) and Letter (5.8 mm).
func TestOddsTableLayout(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		var b bytes.Buffer
		if err := Reference(&b, Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		p, ws := readPDF(t, b.Bytes())[0], pdfWords(t, b.Bytes())[0]
		rowH := 6.4
		if paper == Letter {
			rowH = 5.8
		}
		const width, first, near = 190.0, 36.0, 0.05
		x := (p.width/pointsPerMM - width) / 2
		cell := (width - first) / 4
		var band Rect
		var stripes []float64
		for _, r := range p.mmRects() {
			if math.Abs(r.X-x) < near && math.Abs(r.W-width) < near {
				switch {
				case math.Abs(r.H-2*rowH) < near:
					band = r
				case math.Abs(r.H-rowH) < near && r.Y > band.Y && band.H > 0:
					stripes = append(stripes, r.Y)
				}
			}
		}
		if band.H == 0 {
			t.Fatalf("%s: no header band of two rows", paper)
		}
		top := band.Y + 2*rowH
		foot := top + 9*rowH
		var want []float64
		for r := 1; r < 9; r += 2 {
			want = append(want, top+float64(r)*rowH)
		}
		if !closeAll(stripes, want) {
			t.Errorf("%s: stripes at %.2f mm, want every other row's %.2f", paper, stripes, want)
		}

		centred := func(what string, w word, ok bool, cx, rowTop float64) {
			t.Helper()
			if !ok || math.Abs((w.xMin+w.xMax)/2-cx) > near || w.yMin < rowTop || w.yMax > rowTop+rowH {
				t.Errorf("%s: %s at x %.2f-%.2f, y %.2f-%.2f mm, want it centred on %.2f in the row %.2f-%.2f", paper, what, w.xMin, w.xMax, w.yMin, w.yMax, cx, rowTop, rowTop+rowH)
			}
		}
		open, ok := phrase(ws, "target in the open")
		centred("target in the open", open, ok, x+first+cell, band.Y)
		light, ok := phrase(ws, "target in light cover")
		centred("target in light cover", light, ok, x+first+3*cell, band.Y)
		head := Rect{x, band.Y + rowH, width, rowH}
		var defending []word
		for _, w := range wordsIn(ws, head) {
			if w.text == "defending" {
				defending = append(defending, w)
			}
		}
		if len(defending) != 4 {
			t.Fatalf("%s: %d heads ending in \"defending\", want 4", paper, len(defending))
		}
		for col, w := range defending {
			cx := x + first + (float64(col)+0.5)*cell
			if col%2 == 0 { // "not defending": centred as a whole
				not, _ := phraseIn(ws, "not", Rect{cx - cell/2, head.Y, cell, rowH})
				w.xMin = not.xMin
			}
			centred(fmt.Sprintf("the head of column %d", col+1), w, true, cx, head.Y)
		}
		attacker, ok := phraseIn(ws, "Attacker", head)
		if !ok || math.Abs(attacker.xMin-(x+1)) > near || !inside(head, attacker.xMin, attacker.yMin) {
			t.Errorf("%s: \"Attacker\" at (%.2f, %.2f) mm, want it 1 mm into the header's second row at (%.2f, %.2f)", paper, attacker.xMin, attacker.yMin, x, head.Y)
		}

		for r := range 9 {
			row := Rect{x, top + float64(r)*rowH, width, rowH}
			in := wordsIn(ws, row)
			if len(in) != 3+8 || math.Abs(in[0].xMin-(x+1)) > near {
				t.Errorf("%s row %d: %d words from x %.2f mm, want an attack and 8 numbers from %.2f", paper, r+1, len(in), in[0].xMin, x+1)
				continue
			}
			for col := range 4 {
				cx := x + first + float64(col)*cell
				hits, chance := in[3+2*col], in[4+2*col]
				if !strings.HasSuffix(hits.text, "/36") || math.Abs(hits.xMax-(cx+cell/2+2)) > near {
					t.Errorf("%s row %d column %d: %q ends at %.2f mm, want hits out of 36 ending at %.2f", paper, r+1, col+1, hits.text, hits.xMax, cx+cell/2+2)
				}
				if !strings.HasSuffix(chance.text, "%") || math.Abs(chance.xMax-(cx+cell-4)) > near {
					t.Errorf("%s row %d column %d: %q ends at %.2f mm, want a chance in per cent ending at %.2f", paper, r+1, col+1, chance.text, chance.xMax, cx+cell-4)
				}
			}
		}

		var rules, dividers []float64
		for _, l := range p.lines(t) {
			switch {
			case l.y1 == l.y2 && math.Abs(l.x1-x) < near && math.Abs(l.x2-x-width) < near && l.y1 > band.Y:
				rules = append(rules, l.y1)
			case l.x1 == l.x2 && l.y1 > band.Y-near:
				dividers = append(dividers, l.x1, l.y1, l.y2)
			}
		}
		var wantRules, wantDividers []float64
		for k := 1; k <= 3; k++ {
			wantRules = append(wantRules, top+float64(3*k)*rowH)
		}
		wantRules = append(wantRules, foot)
		for i := range 4 {
			wantDividers = append(wantDividers, x+first+float64(i)*cell, band.Y+rowH, foot)
		}
		if !closeAll(rules, wantRules) {
			t.Errorf("%s: rules across the table at %.2f mm, want under each attacker's rows and at the foot: %.2f", paper, rules, wantRules)
		}
		if !closeAll(dividers, wantDividers) {
			t.Errorf("%s: column dividers (x, from y, to y) %.2f mm, want %.2f", paper, dividers, wantDividers)
		}
	}
}

// closeAll reports whether got and want hold the same numbers, to 0.02 mm.
func closeAll(got, want []float64) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > 0.02 {
			return false
		}
	}
	return true
}
