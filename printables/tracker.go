package printables

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// trackerTurns is how many turns the turn tracker has rows for: more than a 10-point
// battle lasts.
const trackerTurns = 8

// maxQuotaBoxes is the largest quota drawn as boxes to tick; a larger army writes the
// number of activations used instead.
const maxQuotaBoxes = 5

// tracker draws the turn tracker of a paper battle in the card slot r: for each
// turn, who won the initiative (R3), the tanks standing at its start and the activations
// used of those allowed, with the quota of R3 for every size the army can be.
func (s *sheet) tracker(r Rect, a army.Army) {
	s.cutLine(r)
	x, y := r.X+cardInset, r.Y+cardInset
	w, h := r.W-2*cardInset, r.H-2*cardInset
	pad := 2.5
	s.pdf.SetFillColor(232, 232, 232)
	s.pdf.RoundedRect(x, y, w, 11, 2, "12", "F")
	s.pdf.SetLineWidth(0.4)
	s.ink(60)
	s.pdf.RoundedRect(x, y, w, h, 2, "1234", "D")
	s.ink(0)
	s.font(bold, 11)
	s.text(x+pad, y+7.2, "Turn tracker")
	s.font(regular, 6.5)
	s.textRight(x+w-pad, y+7.2, s.fit(a.Name, w-2*pad-27, 6.5, 5))

	// R3: the quota for every number of tanks standing, from the whole army down.
	n := len(a.Tanks)
	s.font(regular, 6.3)
	s.ink(60)
	top := s.paragraph(x+pad, y+14.5, w-2*pad,
		"Activations a turn: half the tanks not destroyed at the start of the turn, rounding up.")
	s.ink(0)
	if n <= 12 {
		top = s.paragraph(x+pad, top, w-2*pad, quotaWords(n)) - s.lineHeight()
	}

	// The table: turn, initiative won, tanks standing, activations used.
	cols := []float64{7, 13, 11, w - 2*pad - 31}
	ty := top + 2.5
	s.pdf.SetFillColor(232, 232, 232)
	s.pdf.Rect(x+pad, ty, w-2*pad, 6.5, "F")
	s.font(bold, 5.5)
	heads := [][2]string{{"Turn", ""}, {"Initiative", "won"}, {"Tanks at", "start"}, {"Activations", "tick as used"}}
	cx := x + pad
	for k, hd := range heads {
		s.text(cx+0.8, ty+2.7, hd[0])
		s.font(regular, 5.5)
		s.text(cx+0.8, ty+5.3, hd[1])
		s.font(bold, 5.5)
		cx += cols[k]
	}
	ty += 6.5
	quota := combat.ActivationQuota(n)
	row := (y + h - 3 - ty) / trackerTurns
	s.pdf.SetLineWidth(0.25)
	for turn := 1; turn <= trackerTurns; turn++ {
		ry := ty + float64(turn-1)*row
		mid := ry + row/2
		s.font(bold, 8)
		s.textCentre(x+pad+cols[0]/2, mid+1.1, strconv.Itoa(turn))
		cx := x + pad + cols[0]
		s.tickBox(cx+(cols[1]-3.6)/2, mid-1.8, 3.6)
		cx += cols[1]
		s.box(cx+1.5, mid-1.9, cols[2]-3, 3.8)
		cx += cols[2]
		if quota <= maxQuotaBoxes {
			for q := range quota {
				s.tickBox(cx+1+float64(q)*4.4, mid-1.8, 3.6)
			}
		} else {
			s.box(cx+1, mid-1.9, 10, 3.8)
		}
		s.pdf.SetLineWidth(0.1)
		s.ink(190)
		s.pdf.Line(x+pad, ry+row, x+w-pad, ry+row)
		s.ink(0)
		s.pdf.SetLineWidth(0.25)
	}
}

// quotaWords says the quota of R3 for every number of tanks an army of n can have left,
// largest first, in words a player reads at the table: "With 4 or 3
// tanks left, 2 activations; with 2 or 1, 1." Numbers of tanks with the same quota are
// named together.
func quotaWords(n int) string {
	var parts []string
	for k := n; k >= 1; {
		q := combat.ActivationQuota(k)
		j := k // the fewest tanks with the same quota
		for j > 1 && combat.ActivationQuota(j-1) == q {
			j--
		}
		tanks := strconv.Itoa(k)
		if j < k {
			tanks = fmt.Sprintf("%d or %d", k, j)
		}
		if len(parts) == 0 {
			tank, act := "tanks", "activations"
			if k == 1 {
				tank = "tank"
			}
			if q == 1 {
				act = "activation"
			}
			parts = append(parts, fmt.Sprintf("With %s %s left, %d %s", tanks, tank, q, act))
		} else {
			parts = append(parts, fmt.Sprintf("with %s, %d", tanks, q))
		}
		k = j - 1
	}
	return strings.Join(parts, "; ") + "."
}
