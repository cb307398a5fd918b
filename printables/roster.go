package printables

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// Roster writes the army's roster sheet: its name and faction, every tank with its
// statistics and boxes for hits, the points fielded and unspent, and the loss threshold as
// a row of boxes to tick (R1, R8). A roster of up to about twenty tanks fits on one page;
// a larger one continues on the next.
func Roster(w io.Writer, a army.Army, opt Options) error {
	a, err := printable(a)
	if err != nil {
		return err
	}
	s := newSheet(opt, "Roster: "+a.Name)
	s.roster(a)
	return s.write(w)
}

var rosterColumns = []column{
	{"#", 7, true}, {"Tank", 41, false}, {"Model", 35, false}, {"Class", 17, false},
	{"Cost", 11, true}, {"Actions", 13, true}, {"Move", 13, true}, {"Range", 13, true},
	{"Attack", 12, true}, {"Defence", 13, true}, {"Hits", 15, false},
}

const (
	rosterRow    = 8.5 // row height, mm: room for a pencil tick
	rosterHeader = 7.0
)

// rosterBottom is how far above the paper's bottom edge the roster's rows and boxes stop,
// leaving room for the footer.
const rosterBottom = margin + 8

// lossSection is the height of the loss boxes after the table: a gap, their heading and
// line, and up to three rows of boxes.
const lossSection = 12 + 13 + 3*16

// rosterPlan splits a roster of n tanks over pages: how many rows each page holds, the
// first page's rows starting at first and the others' at next, none past bottom; and
// whether the loss boxes then need a page of their own.
func rosterPlan(n int, first, next, bottom float64) (rows []int, lossPage bool) {
	top := first
	for {
		fit := max(1, int((bottom-top)/rosterRow))
		if n <= fit {
			rows = append(rows, n)
			return rows, top+float64(n)*rosterRow+lossSection > bottom
		}
		rows = append(rows, fit)
		n -= fit
		top = next
	}
}

// roster draws the roster pages of a. A roster that runs over pages repeats its title and
// table header on each, and says "page 2 of 2" in the footer.
func (s *sheet) roster(a army.Army) {
	pw, ph := s.page(false)
	s.bookmark("Roster")
	table := tableWidth(rosterColumns)
	x := (pw - table) / 2

	s.font(regular, 8)
	s.ink(110)
	s.text(x, margin+4, "ROSTER")
	s.ink(0)
	s.font(bold, 22)
	s.text(x, margin+13, s.fit(a.Name, table, 22, 12))
	y := margin + 13
	if a.Faction != "" {
		s.font(regular, 11)
		y += 6
		s.text(x, y, a.Faction)
	}
	y += 7
	s.font(regular, 10)
	s.text(x, y, fmt.Sprintf("%s fielded of a %d-point limit, %s unspent.",
		points(a.Fielded()), a.Limit(), points(a.Unspent())))
	y += 5

	bottom := ph - rosterBottom
	rows, lossPage := rosterPlan(len(a.Tanks), y+rosterHeader, margin+continuedTop+rosterHeader, bottom)
	pages := len(rows)
	if lossPage {
		pages++
	}
	page := 1
	footer := func() {
		parts := []string{"Ein, Zwei, Drei", "roster of " + a.Name}
		if pages > 1 {
			parts = append(parts, fmt.Sprintf("page %d of %d", page, pages))
		}
		s.footer(parts...)
	}
	next := func() {
		footer()
		page++
		s.page(false)
		s.rosterContinued(x, table, a.Name)
	}

	y = s.rosterHeader(x, y)
	i := 0
	for p, n := range rows {
		if p > 0 {
			next()
			y = s.rosterHeader(x, margin+continuedTop)
		}
		for range n {
			s.rosterRow(x, y, a, i)
			y += rosterRow
			i++
		}
		s.pdf.SetLineWidth(0.3)
		s.pdf.Line(x, y, x+table, y)
		s.pdf.SetLineWidth(0.2)
	}
	if lossPage {
		next()
		y = margin + continuedTop - 12
	}
	y = s.lossBoxes(x, y+12, table, a)
	s.notes(x, y+8, table, bottom)
	footer()
}

// continuedTop is the height of the title of a roster's second and later pages.
const continuedTop = 16.0

// rosterContinued draws the title of a continued roster page: the army's name again, so a
// page that comes loose from the first still says whose it is.
func (s *sheet) rosterContinued(x, w float64, name string) {
	s.font(regular, 8)
	s.ink(110)
	s.text(x, margin+4, "ROSTER, CONTINUED")
	s.ink(0)
	s.font(bold, 14)
	s.text(x, margin+10.5, s.fit(name, w, 14, 9))
}

// rosterRow draws the row of the army's i-th tank with its top at y.
func (s *sheet) rosterRow(x, y float64, a army.Army, i int) {
	table := tableWidth(rosterColumns)
	if i%2 == 1 {
		s.pdf.SetFillColor(243, 243, 243)
		s.pdf.Rect(x, y, table, rosterRow, "F")
	}
	t := a.Tanks[i]
	st := t.Stats()
	cells := []string{strconv.Itoa(i + 1), "", t.Model, t.Class.Title(),
		strconv.Itoa(st.Cost), strconv.Itoa(st.Actions), s.opt.Unit.Format(st.Move),
		s.opt.Unit.Format(st.Range), signed(st.Attack), signed(st.DefenceBonus)}
	s.font(regular, 9)
	s.cells(x, y+rosterRow/2+1.2, rosterColumns, cells)
	s.rosterName(x+rosterColumns[0].width, y, rosterColumns[1].width, a.TankName(i))
	// R7: a tank is destroyed when its damage reaches its capacity; tick a box per hit.
	cx := x + table - rosterColumns[len(rosterColumns)-1].width + 1
	s.pdf.SetLineWidth(0.25)
	for d := range st.Capacity {
		s.tickBox(cx+float64(d)*4.6, y+(rosterRow-3.8)/2, 3.8)
	}
}

// rosterHeader draws the table's header at y and returns the top of the first row.
func (s *sheet) rosterHeader(x, y float64) float64 {
	table := tableWidth(rosterColumns)
	s.pdf.SetFillColor(225, 225, 225)
	s.pdf.Rect(x, y, table, rosterHeader, "F")
	titles := make([]string, len(rosterColumns))
	for i, c := range rosterColumns {
		titles[i] = c.title
	}
	s.font(bold, 8)
	s.cells(x, y+rosterHeader/2+1.1, rosterColumns, titles)
	return y + rosterHeader
}

// rosterName draws a tank's name in its cell of the row whose top is y: on one line if it
// fits, else on two in a smaller size, so that long names stay whole.
func (s *sheet) rosterName(x, y, w float64, name string) {
	w -= 2.5
	s.font(regular, 9)
	if one := s.fit(name, w, 9, 7.5); one == name {
		s.text(x+1, y+rosterRow/2+1.2, one)
		return
	}
	s.font(regular, 7)
	lines := s.wrap(name, w)
	if len(lines) > 2 {
		lines = []string{lines[0], strings.Join(lines[1:], " ")}
	}
	for k, line := range lines {
		s.font(regular, 7)
		s.text(x+1, y+3.4+float64(k)*3, s.fit(line, w, 7, 6))
	}
}

// maxLossBoxes is the most points drawn one box each: three rows. A larger army (R1 allows
// up to army.MaxLimit points) gets three rows of boxes for running totals instead.
const maxLossBoxes = 60

// lossBoxes draws the loss threshold of R8 as a row of boxes, one per point fielded, with
// the box at which the army breaks marked, and returns the y below it.
func (s *sheet) lossBoxes(x, y, w float64, a army.Army) float64 {
	y = s.heading(x, y, w, "Points lost")
	breaks, fielded := a.LossThreshold(), a.Fielded()
	s.font(regular, 10)
	if fielded > maxLossBoxes {
		s.text(x, y+1, fmt.Sprintf("Write the running total of points lost after each loss: the army breaks at %d.", breaks))
		return s.numberedBoxes(x, y+5, 36, 12, 14, 9, func(int) bool { return false })
	}
	s.text(x, y+1, fmt.Sprintf("Tick the points you lose: the army breaks at %d.", breaks))
	const perRow = 20
	side := min(8.0, (w-float64(perRow-1)*1.5)/perRow)
	return s.numberedBoxes(x, y+5, fielded, perRow, side, side, func(p int) bool { return p == breaks })
}

// numberedBoxes draws n boxes numbered from 1, perRow to a row, the marked ones bold with
// "breaks" under them, and returns the y below them.
func (s *sheet) numberedBoxes(x, y float64, n, perRow int, w, h float64, marked func(int) bool) float64 {
	const gap, below = 1.5, 7.0
	for p := 1; p <= n; p++ {
		bx := x + float64((p-1)%perRow)*(w+gap)
		by := y + float64((p-1)/perRow)*(h+below)
		s.pdf.SetLineWidth(0.3)
		if marked(p) {
			s.pdf.SetLineWidth(0.9)
			s.font(bold, 6.5)
			s.textCentre(bx+w/2, by+h+5.2, "breaks")
		}
		s.box(bx, by, w, h)
		s.font(regular, 6.5)
		s.ink(100)
		s.textCentre(bx+w/2, by+h+2.6, strconv.Itoa(p))
		s.ink(0)
	}
	rows := (n + perRow - 1) / perRow
	return y + float64(rows)*(h+below)
}

// notes fills the rest of the page with ruled lines for the battle's notes.
func (s *sheet) notes(x, y, w, bottom float64) {
	if bottom-y < 20 {
		return
	}
	y = s.heading(x, y, w, "Notes")
	s.pdf.SetLineWidth(0.15)
	s.ink(180)
	for y += 6; y < bottom; y += 8 {
		s.pdf.Line(x, y, x+w, y)
	}
	s.ink(0)
}
