package printables

import (
	"bytes"
	"math"
	"testing"
)

// TestReferenceLayout: the rules reference reads down its page: its title and, on the same
// baseline, what it is and the unit ending at the 190 mm block's right edge; then two
// columns 91 mm wide and 8 mm apart (Turn and Actions on the left, Attack and Victory on
// the right), their headings 8 mm under the title, each item of a section starting its own
// line at the column's edge with 0.8 mm more than a line between items; then the Classes
// heading 3 mm under the longer column (after its last item's 0.8 mm), each table's
// header 1.75 mm under its heading's
// rule, the Terrain heading 6 mm under the class table, its note 3.8 mm under the terrain
// table and the chance to hit's heading 3 mm after the note's last line; on A4 (9 pt text)
// and Letter (8.5 pt).
func TestReferenceLayout(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		var b bytes.Buffer
		if err := Reference(&b, Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		p, ws := readPDF(t, b.Bytes())[0], pdfWords(t, b.Bytes())[0]
		const width, near = 190.0, 0.1
		body := 9.0
		if paper == Letter {
			body = 8.5
		}
		x := (p.width/pointsPerMM - width) / 2
		col := (width - 8) / 2
		find := func(s string) word {
			t.Helper()
			w, ok := phrase(ws, s)
			if !ok {
				t.Fatalf("%s: no %q", paper, s)
			}
			return w
		}
		at := func(what string, got, want float64) {
			t.Helper()
			if math.Abs(got-want) > near {
				t.Errorf("%s: %s at %.2f mm, want %.2f", paper, what, got, want)
			}
		}

		title := find("Ein, Zwei, Drei")
		at("the title's left", title.xMin, x)
		at("the title's baseline", baseline(title, 17), margin+6)
		unit := find("distances in centimetres")
		at("the subtitle's right", unit.xMax, x+width)
		at("the subtitle's baseline", baseline(unit, 10), margin+6)

		headings := map[string]float64{"Turn": x, "Actions": x, "Attack": x + col + 8, "Victory": x + col + 8}
		for h, left := range headings {
			w := find(h)
			at(h+"'s left", w.xMin, left)
		}
		at("Turn's baseline", baseline(find("Turn"), 11), margin+14)
		at("Attack's baseline", baseline(find("Attack"), 11), margin+14)

		// The items of Turn: each starts a line at the column's edge, one line and 0.8 mm
		// after the last line of the one before.
		lh := body * mmPerPoint * 1.25
		var prev float64
		for k, item := range []string{"1. Initiative:", "2. Players", "3. A player", "4. A player may"} {
			w := find(item)
			at(item+"'s left", w.xMin, x)
			if k > 0 {
				gap := baseline(w, body) - prev
				if math.Abs(math.Mod(gap-0.8+near, lh)-near) > 2*near {
					t.Errorf("%s: item %q %.2f mm under the one before, want whole lines of %.2f and 0.8", paper, item, gap, lh)
				}
			}
			prev = baseline(w, body)
		}
		for _, w := range ws {
			if w.yMin > baseline(title, 17)+2 && w.yMax < baseline(find("Classes"), 11)-3 {
				if w.xMin < x+col && w.xMax > x+col+near || w.xMin < x+col+8-near && w.xMax > x+col || w.xMax > x+width+near {
					t.Errorf("%s: %q at x %.2f-%.2f mm, outside the columns %.2f-%.2f and %.2f-%.2f", paper, w.text, w.xMin, w.xMax, x, x+col, x+col+8, x+width)
				}
			}
		}

		// Under the columns: the tables and their headings.
		var lowest float64 // the foot of the columns' last lines
		classes := find("Classes")
		for _, w := range ws {
			if w.yMax < classes.yMin {
				lowest = max(lowest, baseline(w, body))
			}
		}
		at("the Classes heading under the columns", baseline(classes, 11)-lowest, lh+0.8+3)
		var bands, closes []float64
		for _, r := range p.mmRects() {
			row := map[bool]float64{true: 6.4, false: 5.8}[paper == A4]
			if math.Abs(r.W-width) < near && (math.Abs(r.H-row) < near || math.Abs(r.H-2*row) < near) && r.Y > classes.yMin {
				bands = append(bands, r.Y)
			}
		}
		for _, l := range p.lines(t) {
			if l.y1 == l.y2 && math.Abs(l.x1-x) < 0.05 && math.Abs(l.x2-x-width) < 0.05 {
				closes = append(closes, l.y1)
			}
		}
		terrain, chance := find("Terrain"), find("Chance to hit:")
		for _, h := range []word{classes, terrain, chance} {
			rule := baseline(h, 11) + 1.2
			found := false
			for _, b := range bands {
				found = found || math.Abs(b-(rule+lh85+0.5-2.5)) < near
			}
			if !found {
				t.Errorf("%s: no table header 1.75 mm under %q's rule at %.2f mm: headers at %.2f", paper, h.text, rule, bands)
			}
		}
		// The class table's closing rule is the last full-width line above the Terrain heading.
		var classEnd, terrainEnd float64
		for _, c := range closes {
			if c < terrain.yMin {
				classEnd = c
			}
			if c < chance.yMin {
				terrainEnd = c
			}
		}
		at("the Terrain heading under the class table", baseline(terrain, 11)-classEnd, 6)
		note := find("Penalties add up")
		at("the terrain note under its table", baseline(note, body-1)-terrainEnd, 3.8)
		noteEnd := 0.0
		for _, w := range ws {
			if w.yMin > note.yMin-near && w.yMax < chance.yMin {
				noteEnd = max(noteEnd, baseline(w, body-1))
			}
		}
		at("the chance heading after the note", baseline(chance, 11)-noteEnd, (body-1)*mmPerPoint*1.25+3)
	}
}

// lh85 is the height of a line of 8.5 pt, which a heading leaves under its rule.
const lh85 = 8.5 * mmPerPoint * 1.25
