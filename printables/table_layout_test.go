package printables

import (
	"bytes"
	"math"
	"testing"
)

// drawnTable draws a table of three columns (a name, a number lined up on the right, a
// word too long for its column) at (20, 40) mm, rows 6.4 mm high, and returns the words
// of the page with the table's columns and the top of each of its rows.
func drawnTable(t *testing.T) (ws []word, cols []column, rowTops []float64) {
	t.Helper()
	s := newSheet(Options{}, "table")
	s.page(false)
	cols = []column{{"Name", 30, false}, {"Number", 20, true}, {"Effect", 25, false}}
	rows := [][]string{{"Alpha", "12", "Panzerkampfwagenbefehlswagen"}, {"Beta", "3", "x"}}
	const x, y, h = 20.0, 40.0, 6.4
	s.font(regular, s.body)
	if end := s.table(x, y, cols, rows, h); math.Abs(end-(y+3*h)) > 1e-9 {
		t.Fatalf("table of a header and 2 rows ends at %.2f mm, want %.2f", end, y+3*h)
	}
	var b bytes.Buffer
	if err := s.write(&b); err != nil {
		t.Fatal(err)
	}
	return pdfWords(t, b.Bytes())[0], cols, []float64{y, y + h, y + 2*h}
}

// TestTableCellsPadded: a table's text keeps off its column lines: a left-aligned cell
// starts 1 mm into its column, a number ends 1.5 mm before its column's right edge, and a
// cell too long for its column is cut to fit between the two, so it never runs into the
// next column (the reference sheet's Classes and Terrain tables, R2 and R9).
func TestTableCellsPadded(t *testing.T) {
	ws, cols, _ := drawnTable(t)
	if len(ws) != 9 {
		t.Fatalf("%d words in the table, want 9: %v", len(ws), ws)
	}
	const slack = 0.05
	left := 20.0
	for _, c := range cols {
		right := left + c.width
		for _, w := range ws {
			if w.xMin < left-2 || w.xMin >= right {
				continue // another column's
			}
			if c.right {
				if math.Abs(w.xMax-(right-1.5)) > slack {
					t.Errorf("column %q: %q ends at %.2f mm, want 1.5 mm before the column's edge at %.2f", c.title, w.text, w.xMax, right)
				}
			} else if math.Abs(w.xMin-(left+1)) > slack {
				t.Errorf("column %q: %q starts at %.2f mm, want 1 mm after the column's edge at %.2f", c.title, w.text, w.xMin, left)
			}
			if w.xMax > right-1.5+slack {
				t.Errorf("column %q: %q runs to %.2f mm, past its column's padding at %.2f", c.title, w.text, w.xMax, right-1.5)
			}
		}
		left = right
	}
}

// TestTableRowsCentred: the header's titles and each row's cells stand in the middle of
// their row's band, so a stripe holds its own row's text and no other.
func TestTableRowsCentred(t *testing.T) {
	ws, _, tops := drawnTable(t)
	const h = 6.4
	for _, w := range ws {
		row := -1
		for i, top := range tops {
			if w.yMin >= top && w.yMax <= top+h {
				row = i
			}
		}
		if row < 0 {
			t.Errorf("%q at y %.2f-%.2f mm lies in no row's band (rows start at %v, %.1f mm high)", w.text, w.yMin, w.yMax, tops, h)
			continue
		}
		if mid, want := (w.yMin+w.yMax)/2, tops[row]+h/2; math.Abs(mid-want) > 0.5 {
			t.Errorf("%q of row %d centred at y %.2f mm, the row's middle is %.2f", w.text, row, mid, want)
		}
	}
}
