package printables

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// wordsIn returns the words lying wholly inside r, in reading order.
func wordsIn(ws []word, r Rect) []word {
	var out []word
	for _, w := range ws {
		if inside(r, w.xMin, w.yMin) && inside(r, w.xMax, w.yMax) {
			out = append(out, w)
		}
	}
	return out
}

// span returns the box around words.
func span(ws []word) word {
	b := word{xMin: math.Inf(1), yMin: math.Inf(1), xMax: math.Inf(-1), yMax: math.Inf(-1)}
	for _, w := range ws {
		b.text = strings.TrimSpace(b.text + " " + w.text)
		b.xMin, b.yMin, b.xMax, b.yMax = min(b.xMin, w.xMin), min(b.yMin, w.yMin), max(b.xMax, w.xMax), max(b.yMax, w.yMax)
	}
	return b
}

// cardTanks are the tanks whose cards the layout tests draw: one of each class, one with
// a model, and one whose name takes two lines.
func cardTanks(t *testing.T) []struct {
	a army.Army
	i int
} {
	umlauts, big := testArmy(t, "umlauts.yaml"), testArmy(t, "big.yaml")
	return []struct {
		a army.Army
		i int
	}{{umlauts, 0}, {umlauts, 1}, {umlauts, 2}, {big, 0}, {big, 7}, {big, 10}}
}

// TestCardLayout: a tank's card reads from the top down as the rules are used: its name
// in the tinted header (a second line 4.6 mm under the first), then the class line (the
// class icon, then its class 1.5 mm after the icon, its cost ending 2.5 mm inside the
// frame, on one baseline), the ACTIONS label, the four numbers of R2 in a 2 x 2 grid of
// boxes (each label 1.5 mm into its box, at its top, each number centred in its box
// under its label), the damage boxes of R7 (one 6 mm box per point of capacity, 8 mm
// apart, under their label, "last box: destroyed" 3 mm after the last), the defend rule
// of R4 and R5 under a rule across the card, and the nation and army centred at the foot.
func TestCardLayout(t *testing.T) {
	for _, c := range cardTanks(t) {
		checkCardLayout(t, c.a, c.i)
	}
}

func checkCardLayout(t *testing.T, a army.Army, i int) {
	t.Helper()
	d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.card(r, a, i) })
	tank := a.Tanks[i]
	st := tank.Stats()
	name := a.TankName(i) + ": "
	const pad, near = 2.5, 0.05
	x, y, w := r.X+cardInset, r.Y+cardInset, r.W-2*cardInset
	left, right := x+pad, x+w-pad
	approx := func(got, want float64) bool { return math.Abs(got-want) <= near }

	// The header: the name (one or two lines) and the model.
	head := wordsIn(d.words, Rect{x, y, w, cardHeader})
	nameWords := len(strings.Fields(a.TankName(i)))
	if len(head) < nameWords {
		t.Fatalf("%s%d words in the header, want the name's %d at least", name, len(head), nameWords)
	}
	if !approx(head[0].xMin, left) {
		t.Errorf("%sthe name starts at %.2f mm, want %.2f", name, head[0].xMin, left)
	}
	if last := head[nameWords-1]; last.yMin > head[0].yMin+near && !approx(last.yMin-head[0].yMin, 4.6) {
		t.Errorf("%sthe name's second line %.2f mm under its first, want 4.6", name, last.yMin-head[0].yMin)
	}

	// The class line: icon, class, cost.
	line := wordsIn(d.words, Rect{x, y + cardHeader, w, 21.5 + 2 - cardHeader})
	cost := span(line[len(line)-2:])
	class := span(line[:len(line)-2])
	if cost.text != points(st.Cost) || !approx(cost.xMax, right) {
		t.Errorf("%sthe cost %q ends at %.2f mm, want %q at %.2f", name, cost.text, cost.xMax, points(st.Cost), right)
	}
	if !approx(class.xMin, left+4.6+1.5) || !approx(class.yMax, cost.yMax) {
		t.Errorf("%sthe class %q at (%.2f, %.2f) mm, want it from %.2f, on the cost's line at %.2f", name, class.text, class.xMin, class.yMax, left+4.6+1.5, cost.yMax)
	}
	var bars []Rect
	for _, b := range d.page.mmRects() {
		if b.X >= left-near && b.X+b.W <= left+4.6+near && b.Y > y+cardHeader-1 && b.Y+b.H < class.yMax {
			bars = append(bars, b)
		}
	}
	if len(bars) != 3 {
		t.Fatalf("%s%d bars in the class icon, want 3", name, len(bars))
	}
	for k, b := range bars {
		if !approx(b.Y+b.H, y+21.7) || !approx(b.H, 4.6*float64(k+2)/4) || !approx(b.W, bars[0].W) ||
			!approx(b.X, left+float64(k)*(b.W+0.46)) {
			t.Errorf("%sbar %d of the icon at %+v, want bars rising by a quarter of 4.6 mm, 0.46 apart, standing on %.2f", name, k, b, y+21.7)
		}
	}
	if got := span(bars2words(bars)); !approx(got.xMin, left) || !approx(got.xMax, left+4.6) {
		t.Errorf("%sthe icon spans x %.2f-%.2f mm, want %.2f-%.2f", name, got.xMin, got.xMax, left, left+4.6)
	}

	// R4's actions as pips, as a die shows them, 2 mm in radius, 5.5 mm apart, the last
	// ending 2.5 mm inside the frame, on the ACTIONS label's line.
	pips := d.page.circles(t)
	if len(pips) != st.Actions {
		t.Errorf("%s%d pips, want one per action: %d", name, len(pips), st.Actions)
	}
	for k, p := range pips {
		if want := right - 2 - float64(len(pips)-1-k)*5.5; !approx(p.x, want) || !approx(p.y, y+27) || !approx(p.r, 2) {
			t.Errorf("%spip %d at (%.2f, %.2f) mm, radius %.2f, want at (%.2f, %.2f), radius 2", name, k, p.x, p.y, p.r, want, y+27)
		}
	}

	// The four numbers of R2 in their boxes.
	boxW := (w - 2*pad - 3) / 2
	for k, stat := range []struct{ label, value string }{
		{"MOVE", (Options{}).Unit.Format(st.Move)}, {"RANGE", (Options{}).Unit.Format(st.Range)},
		{"ATTACK", signed(st.Attack)}, {"DEFENCE BONUS", signed(st.DefenceBonus)},
	} {
		box := Rect{left + float64(k%2)*(boxW+3), y + 31.5 + float64(k/2)*14.5, boxW, 12}
		in := wordsIn(d.words, box)
		labels := len(strings.Fields(stat.label))
		if len(in) <= labels {
			t.Errorf("%sbox %s at %+v holds %d words", name, stat.label, box, len(in))
			continue
		}
		label, value := span(in[:labels]), span(in[labels:])
		if label.text != stat.label || !approx(label.xMin, box.X+1.5) || label.yMin > box.Y+1 {
			t.Errorf("%sthe label %q at (%.2f, %.2f) mm, want %q 1.5 mm into its box at (%.2f, %.2f)", name, label.text, label.xMin, label.yMin, stat.label, box.X, box.Y)
		}
		if value.text != stat.value || !approx((value.xMin+value.xMax)/2, box.X+box.W/2) || value.yMin < label.yMax {
			t.Errorf("%sthe value %q at x %.2f-%.2f mm, want %q centred in its box at %.2f, under its label", name, value.text, value.xMin, value.xMax, stat.value, box.X+box.W/2)
		}
	}

	// The damage boxes of R7.
	var damage []string
	for _, b := range d.page.mmRects() {
		if approx(b.W, 6) && approx(b.H, 6) {
			damage = append(damage, fmt.Sprintf("%.2f,%.2f", b.X, b.Y))
		}
	}
	var want []string
	for k := range st.Capacity {
		want = append(want, fmt.Sprintf("%.2f,%.2f", left+float64(k)*8, y+64.5))
	}
	if strings.Join(damage, " ") != strings.Join(want, " ") {
		t.Errorf("%sdamage boxes at %v mm, want %v", name, damage, want)
	}
	label, ok := phrase(d.words, "DAMAGE: TICK A BOX PER HIT")
	if !ok || !approx(label.xMin, left) || label.yMax > y+64.5 {
		t.Errorf("%sthe damage label at (%.2f, %.2f) mm, want it from %.2f above the boxes at %.2f", name, label.xMin, label.yMax, left, y+64.5)
	}
	last, ok := phrase(d.words, "last box: destroyed")
	if end := left + float64(st.Capacity-1)*8 + 6; !ok || !approx(last.xMin, end+3) || last.yMin < y+64.5 || last.yMax > y+70.5 {
		t.Errorf("%s%q at (%.2f, %.2f) mm, want it 3 mm after the last box at %.2f, beside the boxes", name, "last box: destroyed", last.xMin, last.yMin, end)
	}

	// The defend rule, under its rule, and the foot.
	var rule segment
	for _, l := range d.page.lines(t) {
		if l.y1 == l.y2 {
			rule = l
		}
	}
	if !approx(rule.x1, left) || !approx(rule.x2, right) || !approx(rule.y1, y+72) {
		t.Errorf("%sthe rule above the defend rule %+v, want from %.2f to %.2f at %.2f", name, rule, left, right, y+72)
	}
	defend, ok := phrase(d.words, "Defend: first action only, once.")
	if !ok || !approx(defend.xMin, left) || defend.yMin < rule.y1 || defend.yMin > rule.y1+1.5 {
		t.Errorf("%sthe defend rule at (%.2f, %.2f) mm, want it from %.2f, just under the rule at %.2f", name, defend.xMin, defend.yMin, left, rule.y1)
	}
	foot := span(wordsIn(d.words, Rect{x, y + r.H - 2*cardInset - 5, w, 5}))
	if !approx((foot.xMin+foot.xMax)/2, x+w/2) || !strings.Contains(foot.text, a.Name) {
		t.Errorf("%sthe foot %q centred at %.2f mm, want the army's name centred at %.2f", name, foot.text, (foot.xMin+foot.xMax)/2, x+w/2)
	}
}

// circle is a circle a page draws, in millimetres from the page's top-left corner.
type circle struct{ x, y, r float64 }

var circlePath = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) m\n((?:[^\n]* c ?\n){4})`)

// circles returns the circles of a page (fpdf's Circle: a move to its rightmost point,
// then four curves).
func (p page) circles(t *testing.T) []circle {
	t.Helper()
	var out []circle
	for _, m := range circlePath.FindAllSubmatch(p.content, -1) {
		x, y := number(t, m[1]), number(t, m[2])
		left := x
		for _, curve := range strings.Split(strings.TrimSpace(string(m[3])), "\n") {
			f := strings.Fields(curve) // x1 y1 x2 y2 x3 y3 c
			for k := 0; k+1 < len(f); k += 2 {
				if v, err := strconv.ParseFloat(f[k], 64); err == nil {
					left = min(left, v)
				}
			}
		}
		r := (x - left) / 2
		out = append(out, circle{(x - r) / pointsPerMM, (p.height - y) / pointsPerMM, r / pointsPerMM})
	}
	return out
}

// bars2words makes rectangles words, to take their span.
func bars2words(rs []Rect) []word {
	var out []word
	for _, r := range rs {
		out = append(out, word{xMin: r.X, yMin: r.Y, xMax: r.X + r.W, yMax: r.Y + r.H})
	}
	return out
}

// TestCardNameAndModel: a card's header holds the tank's name within the frame's text
// area (a name one line of which would be 56.6 mm at its smallest size, wider than the
// 53 mm, takes two), and under it, in italics from the same left edge, the model when it
// is set and is not the name already: on the baseline 12.3 mm under the frame's top
// under a name of one line, 14.2 mm under one of two, cut to the text area when long.
func TestCardNameAndModel(t *testing.T) {
	for _, c := range []struct {
		tank  army.Tank
		lines int
		model bool
	}{
		{army.Tank{Name: "Panzer IV", Model: "Panzer IV Ausf. F", Class: army.Medium}, 1, true},
		{army.Tank{Name: "Panzer IV", Model: "Panzer IV", Class: army.Medium}, 1, false},
		{army.Tank{Name: "Panzer IV", Class: army.Medium}, 1, false},
		{army.Tank{Name: "Panzerbefehlswagen III Ausf. E", Model: "Panzer III", Class: army.Medium}, 2, true},
		{army.Tank{Name: "Rolf", Model: "Panzerkampfwagen IV Ausführung F2 mit langer Kanone und Schürzen", Class: army.Heavy}, 1, true},
	} {
		a := army.Army{Name: "Stab", Tanks: []army.Tank{c.tank}}
		d, r := drawInSlot(t, Options{}, func(s *sheet, r Rect) { s.card(r, a, 0) })
		x, y, w := r.X+cardInset, r.Y+cardInset, r.W-2*cardInset
		left, right := x+2.5, x+w-2.5
		head := wordsIn(d.words, Rect{x, y, w + 20, cardHeader}) // and whatever runs past the frame
		name := len(strings.Fields(c.tank.Name))
		if len(head) < name {
			t.Fatalf("%q: %d words in the header", c.tank.Name, len(head))
		}
		lines := map[float64]bool{}
		for _, h := range head[:name] {
			lines[math.Round(h.yMin*10)] = true
			if h.xMax > right+0.05 {
				t.Errorf("%q: %q runs to %.2f mm, past the text area's %.2f", c.tank.Name, h.text, h.xMax, right)
			}
		}
		if len(lines) != c.lines {
			t.Errorf("%q: the name on %d lines, want %d", c.tank.Name, len(lines), c.lines)
		}
		model := span(head[name:])
		if got := len(head) > name; got != c.model {
			t.Errorf("%q: model %q shown %v, want %v", c.tank.Name, model.text, got, c.model)
			continue
		}
		if !c.model {
			continue
		}
		want := y + 12.3
		if c.lines == 2 {
			want = y + 14.2
		}
		if math.Abs(model.xMin-left) > 0.05 || model.xMax > right+0.05 || math.Abs(baseline(model, 7)-want) > 0.15 && math.Abs(baseline(model, 6)-want) > 0.15 {
			t.Errorf("%q: the model %q at x %.2f-%.2f mm on the baseline %.2f, want from %.2f to at most %.2f on %.2f",
				c.tank.Name, model.text, model.xMin, model.xMax, baseline(model, 7), left, right, want)
		}
	}
}
