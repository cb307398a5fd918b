package printables

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// created is the date every printout carries. It is fixed so that the same army gives the
// same bytes and a club can check its printouts in without noise.
var created = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// margin is the white border, in millimetres, that home printers need on every side.
const margin = 10.0

// mmPerPoint converts font sizes (points) to millimetres for line heights.
const mmPerPoint = 25.4 / 72

// sheet is a PDF being drawn in millimetres from the top-left corner, with the face in use
// remembered so that every string drawn is checked against the font's glyphs.
type sheet struct {
	pdf  *fpdf.Fpdf
	opt  Options
	face *face
	size float64 // font size in points
	body float64 // size of body text and table rows, in points
	row  float64 // height of a table row, mm
}

// newSheet starts a document with the Go fonts embedded, the fixed date and sorted
// catalogs that make its bytes reproducible.
func newSheet(opt Options, title string) *sheet {
	pdf := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", SizeStr: opt.Paper.fpdfName()})
	pdf.SetCreationDate(created)
	pdf.SetModificationDate(created)
	pdf.SetCatalogSort(true)
	pdf.SetCreator("ezd", false)
	pdf.SetTitle(regular.printable(title), true)
	pdf.SetAutoPageBreak(false, 0) // every page is laid out by hand; nothing flows
	pdf.SetMargins(margin, margin, margin)
	pdf.SetLineCapStyle("butt") // so a ruler's end mark ends where it is drawn
	for _, f := range faces {
		pdf.AddUTF8FontFromBytes(family, f.style, f.ttf)
	}
	s := &sheet{pdf: pdf, opt: opt, body: 9, row: 6.4}
	s.font(regular, 10)
	return s
}

// page starts a new page, landscape or portrait, and returns its size in millimetres.
func (s *sheet) page(landscape bool) (w, h float64) {
	if landscape {
		s.pdf.AddPageFormat("L", s.pdf.GetPageSizeStr(s.opt.Paper.fpdfName()))
	} else {
		s.pdf.AddPage()
	}
	s.ink(0)
	s.pdf.SetLineWidth(0.2)
	return s.pdf.GetPageSize()
}

// bookmark names the current page in the PDF's outline, so "print all" is easy to browse.
func (s *sheet) bookmark(title string) {
	s.pdf.Bookmark(regular.printable(title), 0, 0)
}

// write finishes the document and writes it to w, set to print at actual size.
func (s *sheet) write(w io.Writer) error {
	if err := s.pdf.Error(); err != nil {
		return fmt.Errorf("draw pdf: %w", err)
	}
	var b bytes.Buffer
	if err := s.pdf.Output(&b); err != nil {
		return fmt.Errorf("draw pdf: %w", err)
	}
	pdf, err := withPrintScalingNone(b.Bytes())
	if err != nil {
		return err
	}
	if _, err := w.Write(pdf); err != nil {
		return fmt.Errorf("write pdf: %w", err)
	}
	return nil
}

// font selects a face and a size in points.
func (s *sheet) font(f *face, size float64) {
	s.face, s.size = f, size
	s.pdf.SetFont(family, f.style, size)
}

// lineHeight returns the distance between baselines for the current size, in millimetres.
func (s *sheet) lineHeight() float64 { return s.size * mmPerPoint * 1.25 }

// ink sets the colour of text, lines and fills to a grey: 0 is black, 255 white.
func (s *sheet) ink(grey int) {
	s.pdf.SetTextColor(grey, grey, grey)
	s.pdf.SetDrawColor(grey, grey, grey)
}

// sym returns fancy if the current face draws it, plain otherwise.
func (s *sheet) sym(fancy, plain string) string { return s.face.symbol(fancy, plain) }

// width returns the width of str in the current font, in millimetres.
func (s *sheet) width(str string) float64 {
	return s.pdf.GetStringWidth(s.face.printable(str))
}

// text draws str with its baseline starting at (x, y).
func (s *sheet) text(x, y float64, str string) {
	s.pdf.Text(x, y, s.face.printable(str))
}

// textRight draws str ending at x.
func (s *sheet) textRight(x, y float64, str string) { s.text(x-s.width(str), y, str) }

// textCentre draws str centred on x.
func (s *sheet) textCentre(x, y float64, str string) { s.text(x-s.width(str)/2, y, str) }

// fit sets the largest size from max down to min at which str fits in w and returns str,
// shortened with an ellipsis if even min is too large. Long tank names then shrink before
// they are cut, and never run off a card.
func (s *sheet) fit(str string, w, max, min float64) string {
	for size := max; size >= min; size -= 0.5 {
		s.font(s.face, size)
		if s.width(str) <= w {
			return str
		}
	}
	s.font(s.face, min)
	ell := s.sym("…", "...")
	// The width of a beginning of str grows with its length, so the longest beginning that
	// fits with the ellipsis is found by halving: a few measurements of a name of any
	// length, where cutting one rune at a time took time in the square of it (docs/development.md).
	cuts := runeStarts(str)
	n := sort.Search(len(cuts), func(i int) bool { return s.width(str[:cuts[i]]+ell) > w })
	if n == 0 {
		return ell
	}
	return strings.TrimSpace(str[:cuts[n-1]]) + ell
}

// runeStarts returns, for each k from 0 to the number of runes in str less one, the byte
// length of str's first k runes: the places str can be cut without splitting a rune.
func runeStarts(str string) []int {
	cuts := make([]int, 0, len(str))
	for i := range str {
		cuts = append(cuts, i)
	}
	return cuts
}

// wrap breaks str into lines no wider than w, at spaces.
func (s *sheet) wrap(str string, w float64) []string {
	var lines []string
	line := ""
	// Split at plain spaces only: a no-break space keeps "2 × lost" on one line.
	for _, word := range strings.Split(str, " ") {
		if word == "" {
			continue
		}
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && s.width(try) > w {
			lines = append(lines, line)
			try = word
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// paragraph draws str wrapped to w with its first baseline at y and returns the baseline
// after its last line.
func (s *sheet) paragraph(x, y, w float64, str string) float64 {
	for _, line := range s.wrap(str, w) {
		s.text(x, y, line)
		y += s.lineHeight()
	}
	return y
}

// tickBox draws an empty square of side mm with its top-left corner at (x, y), for a
// player to tick with a pencil.
func (s *sheet) tickBox(x, y, side float64) { s.box(x, y, side, side) }

// box draws an empty w x h box with its top-left corner at (x, y), to write in.
func (s *sheet) box(x, y, w, h float64) {
	s.pdf.SetFillColor(255, 255, 255)
	s.pdf.Rect(x, y, w, h, "FD")
}

// pip draws a filled dot, as on a die, centred on (x, y).
func (s *sheet) pip(x, y, r float64) {
	s.pdf.SetFillColor(0, 0, 0)
	s.pdf.Circle(x, y, r, "F")
}

// heading draws a section title with a rule under it and returns the baseline below.
func (s *sheet) heading(x, y, w float64, title string) float64 {
	s.font(bold, 11)
	s.text(x, y, title)
	s.pdf.SetLineWidth(0.3)
	s.pdf.Line(x, y+1.2, x+w, y+1.2)
	s.pdf.SetLineWidth(0.2)
	s.font(regular, 8.5)
	return y + 1.2 + s.lineHeight() + 0.5
}

// footerBaseline is how far above the paper's bottom edge the footer's baseline sits:
// its descenders then stay clear of the EdgeRoom that printers cannot print.
const footerBaseline = EdgeRoom + 2

// footer writes the small line at the foot of a page that says what it is.
func (s *sheet) footer(parts ...string) {
	w, h := s.pdf.GetPageSize()
	s.font(regular, 6.5)
	s.ink(110)
	s.textCentre(w/2, h-footerBaseline, strings.Join(parts, s.sym(" · ", " - ")))
	s.ink(0)
}

// signed writes a modifier as players say it: "+1", "+0", "-1".
func signed(n int) string { return fmt.Sprintf("%+d", n) }
