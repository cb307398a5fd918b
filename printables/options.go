package printables

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
	"github.com/ezd-game/ezd/terrain"
)

// Paper is the sheet size a printout is laid out for.
type Paper int

// The papers players print on: A4 is the default, Letter for North America.
const (
	A4 Paper = iota
	Letter
)

// pointsPerMM converts the PDF's points to millimetres: 72 points make an inch of 25.4 mm.
const pointsPerMM = 72 / 25.4

// paperPoints are the page sizes in points, exactly as fpdf writes them in the MediaBox,
// so the geometry computed here is the geometry on paper.
var paperPoints = [...][2]float64{
	A4:     {595.28, 841.89},
	Letter: {612, 792},
}

// ParsePaper reads "a4" or "letter" in any letter case; an empty string is A4.
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "a4":
		return A4, nil
	case "letter", "us-letter", "usletter":
		return Letter, nil
	}
	return 0, fmt.Errorf("unknown paper %s (want a4 or letter)", quote.Value(s))
}

// String returns the paper's name as the --paper flag takes it: "a4" or "letter".
func (p Paper) String() string {
	if p == Letter {
		return "letter"
	}
	return "a4"
}

// Size returns the width and height of the paper upright (portrait), in millimetres.
func (p Paper) Size() (width, height float64) {
	pt := paperPoints[A4]
	if p == Letter {
		pt = paperPoints[Letter]
	}
	return pt[0] / pointsPerMM, pt[1] / pointsPerMM
}

// fpdfName is the paper's name among fpdf's standard sizes.
func (p Paper) fpdfName() string {
	if p == Letter {
		return "Letter"
	}
	return "A4"
}

// MarshalText writes the paper's name.
func (p Paper) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a paper with ParsePaper.
func (p *Paper) UnmarshalText(b []byte) error {
	v, err := ParsePaper(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// Options say how to lay out a printout. The zero value is A4 in centimetres, the
// defaults of docs/printing.md and R10.
type Options struct {
	Paper Paper
	// Unit is the battle's unit: every distance printed, and the rulers, follow it (R10).
	Unit terrain.Unit
	// Backs adds after each page of cards a page of their backs (the army, its nation and
	// each card's class), mirrored left to right so that a printer printing both sides,
	// turning the sheet over its long edge, puts each back behind its card.
	Backs bool
	// BlackAndWhite leaves out the cards' class tints, the only colour of an army's
	// printouts, for a printer without colour: the class icons tell the classes apart (the
	// rest is black and greys already).
	BlackAndWhite bool
	// Bot is the paper bot's card: All adds it after the rulers when it is set (solo
	// play, `print all --bot`).
	Bot *BotRules
}
