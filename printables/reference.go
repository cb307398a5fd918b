package printables

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// Reference writes the one-page rules reference: the turn, the actions, attacks, victory,
// the class table, the terrain table and the chance to hit of every attack.
func Reference(w io.Writer, opt Options) error {
	s := newSheet(opt, "Ein, Zwei, Drei: rules reference")
	s.reference()
	return s.write(w)
}

// reference draws the reference page. The prose is the rulings in few words; every number
// in it comes from the rules packages.
func (s *sheet) reference() {
	pw, ph := s.page(false)
	s.bookmark("Rules reference")
	// Letter is 18 mm shorter than A4: the same page in a slightly smaller size.
	s.body, s.row = 9, 6.4
	if ph < 290 {
		s.body, s.row = 8.5, 5.8
	}
	defer func() { s.body, s.row = 9, 6.4 }()
	const width = 190.0
	x := (pw - width) / 2
	y := margin + 6

	s.font(bold, 17)
	s.text(x, y, "Ein, Zwei, Drei")
	s.font(regular, 10)
	s.ink(90)
	s.textRight(x+width, y, "rules reference"+s.sym(" · ", ", ")+"distances in "+s.opt.Unit.Name())
	s.ink(0)
	y += 8

	col := (width - 8) / 2
	left := s.bullets(x, y, col, "Turn", []string{
		"1. Initiative: each player rolls 1d6; the higher activates first. Roll ties again.",
		"2. Players take turns to activate one tank each. A tank activates at most once a turn.",
		"3. A player activates at most half of their tanks not destroyed at the start of the turn, rounding up.",
		"4. A player may pass: that ends their activations this turn and the other carries on alone. The turn ends when neither can or will act.",
	})
	left = s.bullets(x, left+2, col, "Actions", []string{
		"An activated tank has its class's actions; each one is move, attack or defend. Unused actions are lost.",
		"Move: up to the class move, less terrain. Not through tanks or impassable terrain.",
		"Attack: an enemy in range and in sight. A tank may attack more than once.",
		"Defend: only as the first action, and once. The tank adds its defence bonus to every defence roll until its next activation.",
	})
	light := terrain.LightCover.Effect()
	right := s.bullets(x+col+8, y, col, "Attack", []string{
		fmt.Sprintf("Attacker rolls 1d6 plus its class's attack modifier, %s if the target is in %s.", signed(light.AttackModifier), light.Name),
		"Target rolls 1d6, plus its defence bonus if it is defending.",
		"The attack hits only if the attacker's total is higher: a tie misses. A hit does 1 damage.",
		"A tank whose damage reaches its capacity is destroyed and removed.",
	})
	right = s.bullets(x+col+8, right+2, col, "Victory", []string{
		fmt.Sprintf("An army breaks, and its player loses, the moment the points of its destroyed tanks reach at least half the points it fielded (2\u00a0%s\u00a0lost\u00a0%s\u00a0fielded): %s.",
			s.sym("×", "x"), s.sym("≥", ">="), breakExamples()),
	})
	y = max(left, right) + 3

	y = s.heading(x, y, width, "Classes")
	y = s.table(x, y-2.5, []column{
		{"Class", 30, false}, {"Cost", 20, true}, {"Actions", 20, true}, {"Move", 22, true},
		{"Range", 22, true}, {"Damage capacity", 28, true}, {"Attack", 22, true}, {"Defence bonus", 26, true},
	}, s.classRows(), s.row)

	y = s.heading(x, y+6, width, "Terrain")
	y = s.table(x, y-2.5, []column{{"Terrain", 30, false}, {"Effect", 136, false}, {"Line of sight", 24, false}},
		terrainRows(), s.row)
	s.font(italic, s.body-1)
	y = s.paragraph(x, y+3.8, width, fmt.Sprintf(
		"Penalties add up over the pieces one move enters; a move never goes below 0. The %s modifier applies once, however many pieces are in between.", light.Name))

	y = s.heading(x, y+3, width, "Chance to hit: hits out of 36 pairs of dice")
	s.odds(x, y-2.5, width)
	s.footer("Ein, Zwei, Drei", "rules reference")
}

// bullets draws a titled list of short paragraphs in a column and returns the y below.
func (s *sheet) bullets(x, y, w float64, title string, items []string) float64 {
	y = s.heading(x, y, w, title)
	s.font(regular, s.body)
	for _, item := range items {
		y = s.paragraph(x, y, w, item) + 0.8
	}
	return y
}

// classRows is the class table of R2 as printed rows, distances in the chosen unit.
func (s *sheet) classRows() [][]string {
	var rows [][]string
	for _, c := range army.Classes() {
		st := c.Stats()
		rows = append(rows, []string{c.Title(), strconv.Itoa(st.Cost), strconv.Itoa(st.Actions),
			s.opt.Unit.Format(st.Move), s.opt.Unit.Format(st.Range), strconv.Itoa(st.Capacity),
			signed(st.Attack), signed(st.DefenceBonus)})
	}
	return rows
}

// terrainRows is the terrain table of R9 as printed rows.
func terrainRows() [][]string {
	var rows [][]string
	for _, k := range terrain.Kinds() {
		e := k.Effect()
		sight := "clear"
		if e.BlocksSight {
			sight = "blocked"
		}
		rows = append(rows, []string{title(e.Name), e.Summary(), sight})
	}
	return rows
}

// breakExamples says at how many points lost a few army sizes break (R8).
func breakExamples() string {
	var parts []string
	for _, fielded := range []int{army.DefaultLimit, army.DefaultLimit - 1} {
		parts = append(parts, fmt.Sprintf("%d points fielded, broken at %d lost", fielded, army.LossThreshold(fielded)))
	}
	return strings.Join(parts, "; ")
}

// title capitalises the first letter of an ASCII name such as "light cover".
func title(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// odds draws the chance to hit of all 36 attacks: every attacker against every target, in
// the open or in light cover, defending or not (R7). Heavy cover is not there: it hides the
// target.
func (s *sheet) odds(x, y, width float64) float64 {
	covers := []terrain.Kind{terrain.Open, terrain.LightCover}
	const first = 36.0
	rowH := s.row
	cell := (width - first) / 4
	// Two header rows: the cover, then whether the target defends.
	s.pdf.SetFillColor(225, 225, 225)
	s.pdf.Rect(x, y, width, 2*rowH, "F")
	s.font(bold, 8)
	s.text(x+1, y+rowH+rowH/2+1.1, "Attacker "+s.sym("→", "vs")+" target")
	for i, cover := range covers {
		cx := x + first + float64(i)*2*cell
		name := "target in the open"
		if cover != terrain.Open {
			name = "target in " + cover.String()
		}
		s.textCentre(cx+cell, y+rowH/2+1.1, name)
		s.font(regular, 8)
		s.textCentre(cx+cell/2, y+rowH+rowH/2+1.1, "not defending")
		s.textCentre(cx+cell*1.5, y+rowH+rowH/2+1.1, "defending")
		s.font(bold, 8)
	}
	y += 2 * rowH
	row := 0
	for _, att := range army.Classes() {
		for _, tgt := range army.Classes() {
			if row%2 == 1 {
				s.pdf.SetFillColor(243, 243, 243)
				s.pdf.Rect(x, y, width, rowH, "F")
			}
			s.font(bold, s.body)
			s.text(x+1, y+rowH/2+1.2, att.Title()+" "+s.sym("→", "vs")+" "+tgt.String())
			s.font(regular, s.body)
			col := 0
			for _, cover := range covers {
				for _, defending := range []bool{false, true} {
					a := combat.Attack{Attacker: att, Target: tgt, Defending: defending, Cover: cover}
					h := a.Hits()
					cx := x + first + float64(col)*cell
					s.textRight(cx+cell/2+2, y+rowH/2+1.2, fmt.Sprintf("%d/36", h))
					s.ink(90)
					s.textRight(cx+cell-4, y+rowH/2+1.2, fmt.Sprintf("%.0f%%", 100*a.Probability()))
					s.ink(0)
					col++
				}
			}
			y += rowH
			row++
		}
		s.pdf.SetLineWidth(0.15)
		s.ink(170)
		s.pdf.Line(x, y, x+width, y)
		s.ink(0)
	}
	s.pdf.SetLineWidth(0.15)
	s.ink(170)
	for i := range 4 {
		w := 0.15
		if i%2 == 0 {
			w = 0.4
		}
		s.pdf.SetLineWidth(w)
		cx := x + first + float64(i)*cell
		s.pdf.Line(cx, y-9*rowH-rowH, cx, y)
	}
	s.pdf.SetLineWidth(0.3)
	s.ink(0)
	s.pdf.Line(x, y, x+width, y)
	s.pdf.SetLineWidth(0.2)
	return y
}
