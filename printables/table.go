package printables

// column is one column of a printed table.
type column struct {
	title string
	width float64 // mm
	right bool    // numbers line up on the right
}

// tableWidth returns the width of a table with columns cols.
func tableWidth(cols []column) float64 {
	w := 0.0
	for _, c := range cols {
		w += c.width
	}
	return w
}

// cells draws one row of cells on the baseline y, each shrunk to fit its column.
func (s *sheet) cells(x, y float64, cols []column, cells []string) {
	face, size := s.face, s.size
	for i, c := range cols {
		if i < len(cells) && cells[i] != "" {
			str := s.fit(cells[i], c.width-2.5, size, 6)
			if c.right {
				s.textRight(x+c.width-1.5, y, str)
			} else {
				s.text(x+1, y, str)
			}
			s.font(face, size)
		}
		x += c.width
	}
}

// table draws a table with a shaded header and light stripes, its top-left corner at
// (x, y), and returns the y below it. The first column is bold: it names the row.
func (s *sheet) table(x, y float64, cols []column, rows [][]string, rowHeight float64) float64 {
	w := tableWidth(cols)
	s.pdf.SetFillColor(225, 225, 225)
	s.pdf.Rect(x, y, w, rowHeight, "F")
	titles := make([]string, len(cols))
	for i, c := range cols {
		titles[i] = c.title
	}
	base := rowHeight/2 + 1.1
	s.font(bold, 8)
	s.cells(x, y+base, cols, titles)
	y += rowHeight
	for i, row := range rows {
		if i%2 == 1 {
			s.pdf.SetFillColor(243, 243, 243)
			s.pdf.Rect(x, y, w, rowHeight, "F")
		}
		s.font(bold, s.body)
		s.cells(x, y+base, cols[:1], row[:1])
		s.font(regular, s.body)
		s.cells(x+cols[0].width, y+base, cols[1:], row[1:])
		y += rowHeight
	}
	s.pdf.SetLineWidth(0.3)
	s.pdf.Line(x, y, x+w, y)
	s.pdf.SetLineWidth(0.2)
	return y
}
