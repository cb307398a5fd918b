package printables

import (
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// Rulers writes the true-scale rulers: one strip for each move and range distance of the
// class table (R2) in the chosen unit (R10), and a calibration bar to check the printer
// kept the scale.
func Rulers(w io.Writer, opt Options) error {
	s := newSheet(opt, "Ein, Zwei, Drei: rulers")
	s.rulers()
	return s.write(w)
}

// RulerPage is the geometry of the rulers page in millimetres, measured from the page's
// top-left corner. The drawing follows it exactly, so tests of it are tests of the paper.
type RulerPage struct {
	Landscape     bool
	Width, Height float64
	// Strips are the rulers: Sets copies of the set of one strip per distance, shortest
	// first, as many as the page holds, so each player has a set; then, in the room left,
	// spare strips of one more set (Set == Sets), shortest first.
	Strips []Strip
	Sets   int
	// Calibration is the bar that must measure CalibrationUnits on paper.
	Calibration      Piece
	CalibrationUnits int
}

// Strip is one ruler: a distance of the class table and the uses it serves, such as
// 12 cm for the heavy move and the medium range.
type Strip struct {
	Length int      // in the page's unit
	Uses   []string // "heavy move", "medium range"
	Set    int      // which copy of the set, from 0
	// Pieces are the parts of the strip as printed, in order. A strip longer than the page
	// is wide comes in pieces that are cut at their end marks and taped end to end.
	Pieces []Piece
}

// Piece is one printed part of a strip: the stretch from From to To units, printed with its
// From end mark at X and its To end mark at X + Length; Y is its top edge.
type Piece struct {
	From, To int
	X, Y     float64
	Length   float64 // mm between the end marks
	Height   float64
}

// Millimetres returns the strip's length on paper: its pieces laid end to end.
func (s Strip) Millimetres() float64 {
	sum := 0.0
	for _, p := range s.Pieces {
		sum += p.Length
	}
	return sum
}

// The ruler page's proportions, in millimetres.
const (
	stripHeight = 13.0
	stripGap    = 3.0 // white between strips, so each is cut on its own
	rulerHeader = 24.0
)

// calibrationUnits is the length of the calibration bar: 10 cm, or 4 in (about the same).
func calibrationUnits(u terrain.Unit) int {
	if u == terrain.Inches {
		return 4
	}
	return 10
}

// RulerLayout returns the geometry of the rulers page for opt. The page is upright unless
// the longest strip needs the width of landscape; a strip longer than the page is wide is
// cut into pieces of whole units, as even as possible (15 in: 8 and 7).
func RulerLayout(opt Options) RulerPage {
	u := opt.Unit
	w, h := opt.Paper.Size()
	strips := rulerStrips()
	longest := u.Millimetres(float64(strips[len(strips)-1].Length))
	p := RulerPage{Width: w, Height: h, CalibrationUnits: calibrationUnits(u)}
	if longest > w-2*margin {
		p.Landscape, p.Width, p.Height = true, h, w
	}
	usable := p.Width - 2*margin
	// The 1e-9 keeps a strip that fits to the micron from being split by rounding.
	perPiece := int(math.Floor(usable/u.Millimetres(1) + 1e-9))

	widest, rows := 0.0, 0
	for i := range strips {
		n := (strips[i].Length + perPiece - 1) / perPiece
		from := 0
		for k := range n {
			units := strips[i].Length / n
			if k < strips[i].Length%n {
				units++
			}
			piece := Piece{From: from, To: from + units, Length: u.Millimetres(float64(units)), Height: stripHeight}
			widest = max(widest, piece.Length)
			strips[i].Pieces = append(strips[i].Pieces, piece)
			from += units
		}
		rows += n
	}
	x := (p.Width - widest) / 2
	y := margin + rulerHeader
	// The calibration bar comes first, where nobody can miss it.
	p.Calibration = Piece{To: p.CalibrationUnits, X: x, Y: y, Length: u.Millimetres(float64(p.CalibrationUnits)), Height: stripHeight}
	y += stripHeight + 2*stripGap

	bottom := p.Height - margin - 6 // 6: the footer
	room := bottom - y
	p.Sets = max(1, int(room/(float64(rows)*(stripHeight+stripGap)+stripGap)))
	for set := range p.Sets + 1 {
		if set > 0 {
			y += stripGap // a wider gap between the sets
		}
		for _, st := range strips {
			// The last set is spares: as many of its strips as the room left holds,
			// shortest first, so no half of a page goes blank.
			if set == p.Sets && y+float64(len(st.Pieces))*(stripHeight+stripGap)-stripGap > bottom {
				break
			}
			st.Set = set
			st.Pieces = slices.Clone(st.Pieces)
			for k := range st.Pieces {
				st.Pieces[k].X, st.Pieces[k].Y = x, y
				y += stripHeight + stripGap
			}
			p.Strips = append(p.Strips, st)
		}
	}
	return p
}

// rulerStrips returns one strip per distance of the class table, shortest first, with
// every move and range that uses it.
func rulerStrips() []Strip {
	var strips []Strip
	add := func(d int, use string) {
		for i := range strips {
			if strips[i].Length == d {
				strips[i].Uses = append(strips[i].Uses, use)
				return
			}
		}
		strips = append(strips, Strip{Length: d, Uses: []string{use}})
	}
	for _, c := range army.Classes() {
		add(c.Stats().Move, c.String()+" move")
	}
	for _, c := range army.Classes() {
		add(c.Stats().Range, c.String()+" range")
	}
	slices.SortStableFunc(strips, func(a, b Strip) int { return a.Length - b.Length })
	return strips
}

// Tick is one mark of a ruler's scale.
type Tick struct {
	At    float64 // mm from the start of the piece
	Level int     // 2 for a whole unit, 1 for a half, 0 for the finer marks
	Label string  // the distance at a whole unit, empty otherwise
}

// Ticks returns the scale from from to to units: millimetres, half and whole centimetres;
// or quarter, half and whole inches. The first and last ticks are the end marks.
func Ticks(u terrain.Unit, from, to int) []Tick {
	steps := 10 // millimetres in a centimetre
	if u == terrain.Inches {
		steps = 4 // quarters: finer marks than that are too dense to read at the table
	}
	var ticks []Tick
	for i := 0; i <= (to-from)*steps; i++ {
		t := Tick{At: u.Millimetres(float64(i) / float64(steps))}
		switch {
		case i%steps == 0:
			t.Level, t.Label = 2, fmt.Sprint(from+i/steps)
		case 2*(i%steps) == steps:
			t.Level = 1
		}
		ticks = append(ticks, t)
	}
	return ticks
}
