package printables

import (
	"math"
	"regexp"
	"testing"
)

var polygonPath = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) m\n((?:-?[\d.]+ -?[\d.]+ l ?\n)+)B`)
var polygonPoint = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) l`)

// polygons returns the closed, filled and stroked paths of a page (fpdf's Polygon), each
// as its points in millimetres from the page's top-left corner.
func (p page) polygons(t *testing.T) [][][2]float64 {
	t.Helper()
	mm := func(x, y []byte) [2]float64 {
		return [2]float64{number(t, x) / pointsPerMM, (p.height - number(t, y)) / pointsPerMM}
	}
	var out [][][2]float64
	for _, m := range polygonPath.FindAllSubmatch(p.content, -1) {
		pts := [][2]float64{mm(m[1], m[2])}
		for _, l := range polygonPoint.FindAllSubmatch(m[3], -1) {
			pts = append(pts, mm(l[1], l[2]))
		}
		out = append(out, pts)
	}
	return out
}

// TestTokensLayout: each of a sheet's 12 tokens (R3's "activated" in the top two rows,
// R5's "defending" in the bottom two) is framed 1.2 mm inside its cut line, so a token
// cut a little off keeps its frame; its word is centred across it, 2 to 3 mm above the
// frame's foot; an activated token's tick is a tick (a short stroke down to the right,
// then a longer one up to the right from where it ended), across the token's middle and
// above its word; a defending token's shield is 7.5 mm high and 6 wide, from 3 mm under
// the frame's top, its point in the middle and its shoulders at 0.45 of its height.
func TestTokensLayout(t *testing.T) {
	d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.tokens(r, tokensPerSheet) })
	tokens, defending := TokenSlots(r, tokensPerSheet)
	if len(tokens) != 12 {
		t.Fatalf("%d tokens on a sheet, want 12", len(tokens))
	}
	ink := d.page.ink(t)
	lines := d.page.lines(t)
	shields := d.page.polygons(t)
	const near = 0.02
	for k, tok := range tokens {
		if defending[k] != (k >= 6) {
			t.Errorf("token %d (row %d): defending %v, want the top two rows activated, the bottom two defending", k, k/3+1, defending[k])
		}
		in := Rect{tok.X + 1.2, tok.Y + 1.2, tok.W - 2.4, tok.H - 2.4}
		cx := in.X + in.W/2
		box := Rect{X: math.Inf(1), Y: math.Inf(1)}
		right, bottom := math.Inf(-1), math.Inf(-1)
		for _, m := range ink {
			if m.text || !inside(tok, m.x, m.y) || (math.Abs(m.x-tok.X) < near || math.Abs(m.x-tok.X-tok.W) < near) && (math.Abs(m.y-tok.Y) < near || math.Abs(m.y-tok.Y-tok.H) < near) {
				continue // text, another token's, or this token's cut line
			}
			box.X, box.Y = min(box.X, m.x), min(box.Y, m.y)
			right, bottom = max(right, m.x), max(bottom, m.y)
		}
		if math.Abs(box.X-in.X) > near || math.Abs(box.Y-in.Y) > near || math.Abs(right-in.X-in.W) > near || math.Abs(bottom-in.Y-in.H) > near {
			t.Errorf("token %d: framed at (%.2f, %.2f)-(%.2f, %.2f) mm, want 1.2 mm inside its cut line (%.2f, %.2f)-(%.2f, %.2f)",
				k, box.X, box.Y, right, bottom, in.X, in.Y, in.X+in.W, in.Y+in.H)
		}
		want := "ACTIVATED"
		if defending[k] {
			want = "DEFENDING"
		}
		w, ok := phraseIn(d.words, want, in)
		if !ok {
			t.Errorf("token %d: no %s inside its frame %+v", k, want, in)
			continue
		}
		if mid := (w.xMin + w.xMax) / 2; math.Abs(mid-cx) > 0.05 {
			t.Errorf("token %d: %s centred at x %.2f mm, the token's middle is %.2f", k, want, mid, cx)
		}
		if gap := in.Y + in.H - w.yMax; gap < 2 || gap > 3 {
			t.Errorf("token %d: %s ends %.2f mm above the frame's foot, want 2 to 3", k, want, gap)
		}
		if defending[k] {
			checkShield(t, k, shields, in, cx)
			continue
		}
		var strokes []segment
		for _, l := range lines {
			if inside(in, l.x1, l.y1) && inside(in, l.x2, l.y2) {
				strokes = append(strokes, l)
			}
		}
		if len(strokes) != 2 {
			t.Errorf("token %d: %d strokes for its tick, want 2", k, len(strokes))
			continue
		}
		a, b := strokes[0], strokes[1]
		la, lb := math.Hypot(a.x2-a.x1, a.y2-a.y1), math.Hypot(b.x2-b.x1, b.y2-b.y1)
		if !(a.x2 > a.x1 && a.y2 > a.y1 && b.x1 == a.x2 && b.y1 == a.y2 && b.x2 > b.x1 && b.y2 < b.y1 && lb > la) {
			t.Errorf("token %d: the tick %+v then %+v is no tick", k, a, b)
		}
		if mid := (a.x1 + b.x2) / 2; math.Abs(mid-cx) > 0.5 {
			t.Errorf("token %d: the tick is centred at x %.2f mm, the token's middle is %.2f", k, mid, cx)
		}
		if top, foot := min(a.y1, b.y2), a.y2; top < in.Y+2 || foot > w.yMin {
			t.Errorf("token %d: the tick spans y %.2f-%.2f mm, want it under the frame's top %.2f and above its word at %.2f", k, top, foot, in.Y, w.yMin)
		}
	}
}

// checkShield checks the shield of the defending token k framed in: 7.5 mm high, 6 mm
// wide, its top 3 mm under the frame's top, centred on cx, its shoulders at 0.45 of its
// height and its point at the bottom, in the middle.
func checkShield(t *testing.T, k int, shields [][][2]float64, in Rect, cx float64) {
	t.Helper()
	const near = 0.02
	for _, s := range shields {
		if !inside(in, s[0][0], s[0][1]) {
			continue
		}
		top, h, w := in.Y+3, 7.5, 6.0
		want := [][2]float64{{cx - w/2, top}, {cx + w/2, top}, {cx + w/2, top + 0.45*h}, {cx, top + h}, {cx - w/2, top + 0.45*h}}
		for i, p := range want {
			if i >= len(s) || math.Abs(s[i][0]-p[0]) > near || math.Abs(s[i][1]-p[1]) > near {
				t.Errorf("token %d: the shield's points %.2f, want %.2f", k, s, want)
				break
			}
		}
		return
	}
	t.Errorf("token %d: no shield", k)
}

// TestTokensOneOfEachPerTank: a sheet for fewer than six tanks holds one "activated" and
// one "defending" token for each of them (R3, R5), not six of each: the activated ones
// from the top left, row by row, the defending ones from the left of the middle, and
// nothing in the places of tanks the army does not have.
func TestTokensOneOfEachPerTank(t *testing.T) {
	r := Rect{X: 10, Y: 20, W: 63, H: 88}
	w, h := r.W/tokenColumns, r.H/tokenRows
	for tanks := 1; tanks <= tokensPerSheet; tanks++ {
		tokens, defending := TokenSlots(r, tanks)
		if len(tokens) != 2*tanks {
			t.Errorf("%d tanks: %d tokens, want %d", tanks, len(tokens), 2*tanks)
			continue
		}
		for k, tok := range tokens {
			i, def := k, k >= tanks
			if def {
				i -= tanks
			}
			row := i / tokenColumns
			if def {
				row += tokenRows / 2
			}
			want := Rect{r.X + float64(i%tokenColumns)*w, r.Y + float64(row)*h, w, h}
			if defending[k] != def || tok != want {
				t.Errorf("%d tanks, token %d: at %+v defending %v, want %+v defending %v", tanks, k, tok, defending[k], want, def)
			}
		}
	}
	d, _ := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.tokens(r, 4) })
	for _, word := range []string{"ACTIVATED", "DEFENDING"} {
		n := 0
		for _, w := range d.words {
			if w.text == word {
				n++
			}
		}
		if n != 4 {
			t.Errorf("a sheet for 4 tanks draws %d %s tokens, want 4", n, word)
		}
	}
}
