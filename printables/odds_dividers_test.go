package printables

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// widths returns the width, in millimetres, of each straight line of a page (as lines
// reads them, in the same order): the line width in force where it is stroked.
func (p page) widths(t *testing.T) []float64 {
	t.Helper()
	w := 0.0
	var out []float64
	for _, l := range strings.Split(string(p.content), "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[1] == "w":
			w = number(t, []byte(f[0])) / pointsPerMM
		case lineOperator.MatchString(l):
			out = append(out, w)
		}
	}
	return out
}

// TestOddsDividersThickBetweenCovers: R7's chance-to-hit table is read as two groups of
// two columns, in the open and in light cover: the dividers before each group are drawn
// 0.4 mm thick, the ones between "not defending" and "defending" within a group 0.15 mm.
func TestOddsDividersThickBetweenCovers(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		var b bytes.Buffer
		if err := Reference(&b, Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		p := readPDF(t, b.Bytes())[0]
		const width, first = 190.0, 36.0
		x := (p.width/pointsPerMM - width) / 2
		cell := (width - first) / 4
		lines, widths := p.lines(t), p.widths(t)
		if len(lines) != len(widths) {
			t.Fatalf("%s: %d lines, %d widths", paper, len(lines), len(widths))
		}
		for i, want := range []float64{0.4, 0.15, 0.4, 0.15} {
			cx := x + first + float64(i)*cell
			found := false
			for k, l := range lines {
				if math.Abs(l.x1-cx) > 0.01 || math.Abs(l.x2-cx) > 0.01 || math.Abs(l.y2-l.y1) < 20 {
					continue
				}
				found = true
				if math.Abs(widths[k]-want) > 0.01 {
					t.Errorf("%s: the divider before column %d is %.2f mm thick, want %.2f", paper, i+1, widths[k], want)
				}
			}
			if !found {
				t.Errorf("%s: no divider before column %d at x %.2f mm", paper, i+1, cx)
			}
		}
	}
}
