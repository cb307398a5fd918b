package web

import (
	"fmt"
	"strconv"
	"unicode"

	"github.com/ezd-game/ezd/tactics"
)

// The grid as a page draws it (issue 30, item 9): every player a label of their own and a
// colour of their own, the same in the grid and in the list; a heart and AP drawn apart;
// and the cells a player may move to marked with arrows that point their way, with a pad
// of 44 px buttons beside the grid to move by.

// square is one cell of the board as a page draws it.
type square struct {
	Name  string // C4
	Mark  string // what stands on it: a player's label, an item (♥, $3)
	Title string // the same in words, for the screen reader and the tooltip
	Class string
	Move  string // the action that moves there, if the viewer may
	Arrow string // the way a move goes, from the viewer's cell
}

// seat is a player as the page lists them: their board entry, label, colour and bot.
type seat struct {
	tactics.BoardPlayer
	Label  string
	Colour string // a class, c1 to c16: the seat's colour in the grid and the list
	Bot    string
}

// seats lists the players with their labels and colours (the colour is the seat's).
func seats(b tactics.Board, bots map[string]string) []seat {
	names := make([]string, len(b.Players))
	for i, p := range b.Players {
		names[i] = p.Name
	}
	labels := labelsOf(names)
	out := make([]seat, len(b.Players))
	for i, p := range b.Players {
		out[i] = seat{BoardPlayer: p, Label: labels[i], Colour: "c" + strconv.Itoa(i%16+1), Bot: bots[p.Name]}
	}
	return out
}

// labelsOf gives each name a short label no other shares, ignoring case: its first two
// letters; where two or more share those, their first three, else the two and the last
// (hunter1 and hunter2 are hu1 and hu2), else the two and the seat number.
func labelsOf(names []string) []string {
	prefix := func(name string, n int) string {
		r := []rune(name)
		return string(r[:min(n, len(r))])
	}
	fold := func(s string) string {
		r := []rune(s)
		for i := range r {
			r[i] = unicode.ToLower(r[i])
		}
		return string(r)
	}
	out := make([]string, len(names))
	groups := map[string][]int{}
	for i, n := range names {
		out[i] = prefix(n, 2)
		groups[fold(out[i])] = append(groups[fold(out[i])], i)
	}
	for _, group := range groups {
		if len(group) < 2 {
			continue
		}
		for _, try := range []func(i int) string{
			func(i int) string { return prefix(names[i], 3) },
			func(i int) string { r := []rune(names[i]); return prefix(names[i], 2) + string(r[len(r)-1]) },
			func(i int) string { return prefix(names[i], 2) + strconv.Itoa(i+1) },
		} {
			seen := map[string]bool{}
			unique := true
			for _, i := range group {
				l := fold(try(i))
				unique = unique && !seen[l]
				seen[l] = true
			}
			if unique {
				for _, i := range group {
					out[i] = try(i)
				}
				break
			}
		}
	}
	return out
}

// arrow points from a cell to its neighbour dx, dy away (each -1, 0 or 1).
func arrow(dx, dy int) string {
	return [3][3]string{{"↖", "←", "↙"}, {"↑", "·", "↓"}, {"↗", "→", "↘"}}[dx+1][dy+1]
}

// board lays the grid out in rows; cells shrunk out of the grid stay, greyed (TT11: cells
// keep their names).
func board(b tactics.Board, side int, you string, moves map[tactics.Cell]bool, list []seat) [][]square {
	who := map[tactics.Cell]seat{}
	var me *seat
	for i, p := range list {
		who[p.Cell] = p
		if p.Name == you {
			me = &list[i]
		}
	}
	items := map[tactics.Cell]tactics.BoardItem{}
	for _, it := range b.Items {
		items[it.Cell] = it
	}
	rows := make([][]square, side)
	for y := 1; y <= side; y++ {
		for x := 1; x <= side; x++ {
			c := tactics.Cell{X: x, Y: y}
			sq := square{Name: c.String(), Class: "cell"}
			if !b.Bounds.Contains(c) {
				sq.Class += " off"
				sq.Title = c.String() + ", off the grid"
			}
			if me != nil && !me.Downed && tactics.Distance(me.Cell, c) <= me.Range && b.Bounds.Contains(c) {
				sq.Class += " reach"
			}
			if p, ok := who[c]; ok {
				sq.Mark = p.Label
				sq.Title = fmt.Sprintf("%s: %s, %s, %d AP, range %d", c, p.Name, hearts(p.Hearts), p.AP, p.Range)
				sq.Class += " tank " + p.Colour
				if p.Downed {
					sq.Class += " downed"
					sq.Title += ", downed"
				}
				if p.Name == you {
					sq.Class += " you"
				}
			} else if it, ok := items[c]; ok {
				sq.Mark, sq.Title = itemMark(it), fmt.Sprintf("%s: %s", c, tactics.ItemWords(tactics.Item{Hearts: it.Hearts, AP: it.AP}))
				switch {
				case it.Hearts > 0 && it.AP > 0:
					sq.Class += " item both"
				case it.Hearts > 0:
					sq.Class += " item heart"
				default:
					sq.Class += " item ap"
				}
			}
			if moves[c] && me != nil {
				sq.Move = "move " + c.String()
				sq.Arrow = arrow(c.X-me.Cell.X, c.Y-me.Cell.Y)
			}
			rows[y-1] = append(rows[y-1], sq)
		}
	}
	return rows
}

// itemMark draws an item: ♥ for hearts (♥2 for two), $ and the AP for AP, both side by side.
func itemMark(it tactics.BoardItem) string {
	m := ""
	if it.Hearts > 0 {
		m = "♥"
		if it.Hearts > 1 {
			m += strconv.Itoa(it.Hearts)
		}
	}
	if it.AP > 0 {
		m += "$" + strconv.Itoa(it.AP)
	}
	return m
}

// hearts is a number of hearts in words: "1 heart", "2 hearts".
func hearts(n int) string {
	if n == 1 {
		return "1 heart"
	}
	return strconv.Itoa(n) + " hearts"
}

// padKey is one key of the move pad: the way it goes and the move it sends ("" when the
// move is not open now).
type padKey struct {
	Arrow, Move, Cell string
	Centre            bool
}

// pad is the move pad: the eight ways around the viewer's cell, each a key of 44 px that
// sends the move there when it is open, in rows from the top.
func pad(me tactics.Cell, moves map[tactics.Cell]bool) [][]padKey {
	rows := make([][]padKey, 3)
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			c := tactics.Cell{X: me.X + dx, Y: me.Y + dy}
			k := padKey{Arrow: arrow(dx, dy), Cell: c.String(), Centre: dx == 0 && dy == 0}
			if moves[c] {
				k.Move = "move " + c.String()
			}
			rows[dy+1] = append(rows[dy+1], k)
		}
	}
	return rows
}
