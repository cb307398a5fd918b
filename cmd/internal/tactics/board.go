package tactics

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	tacticspkg "github.com/ezd-game/ezd/tactics"
)

// writeBoard draws the grid and lists the players. On the grid a living player is their
// seat number, a downed one the number and x; + is a heart, $ AP, * both; cells shrunk
// away are blank.
func writeBoard(out io.Writer, s *tacticspkg.State) {
	g := s.Game()
	b := s.Board()
	seat := map[tacticspkg.Cell]int{}
	for i, p := range b.Players {
		if s.Started() {
			seat[p.Cell] = i
		}
	}
	items := map[tacticspkg.Cell]tacticspkg.BoardItem{}
	for _, it := range b.Items {
		items[it.Cell] = it
	}
	var head strings.Builder
	head.WriteString("    ")
	for x := 1; x <= g.Side; x++ {
		fmt.Fprintf(&head, "%4s", tacticspkg.ColumnName(x))
	}
	fmt.Fprintln(out, strings.TrimRight(head.String(), " "))
	for y := 1; y <= g.Side; y++ {
		var row strings.Builder
		fmt.Fprintf(&row, "%4d", y)
		for x := 1; x <= g.Side; x++ {
			c := tacticspkg.Cell{X: x, Y: y}
			fmt.Fprintf(&row, "%4s", cellMark(c, b, seat, items))
		}
		fmt.Fprintln(out, strings.TrimRight(row.String(), " "))
	}
	fmt.Fprintln(out)
	t := cmdutil.NewTable(out)
	fmt.Fprintln(t, "  #\tPlayer\tCell\tHearts\tAP\tRange\tState")
	for i, p := range b.Players {
		state := "living"
		switch {
		case !s.Started():
			state = "not placed"
		case p.Downed && p.Revivable:
			state = "downed, can revive"
		case p.Downed:
			state = "downed"
		}
		cell := p.Cell.String()
		if !s.Started() {
			cell = "-"
		}
		fmt.Fprintf(t, "  %d\t%s\t%s\t%d\t%d\t%d\t%s\n", i+1, p.Name, cell, p.Hearts, p.AP, p.Range, state)
	}
	t.Flush()
}

// status says where the game stands, in a sentence.
func status(s *tacticspkg.State) string {
	b := s.Board()
	switch {
	case b.Ended:
		return fmt.Sprintf("The game ended in round %d. Places: %s", b.Round, placesLine(b.Places))
	case !s.Started():
		return "The game has not started."
	case s.Paused():
		return fmt.Sprintf("Round %d, paused.", b.Round)
	}
	return fmt.Sprintf("Round %d in progress.", b.Round)
}

func cellMark(c tacticspkg.Cell, b tacticspkg.Board, seat map[tacticspkg.Cell]int, items map[tacticspkg.Cell]tacticspkg.BoardItem) string {
	if !b.Bounds.Contains(c) {
		if i, ok := seat[c]; ok {
			return strconv.Itoa(i+1) + "x"
		}
		return ""
	}
	if i, ok := seat[c]; ok {
		if b.Players[i].Downed {
			return strconv.Itoa(i+1) + "x"
		}
		return strconv.Itoa(i + 1)
	}
	it, ok := items[c]
	switch {
	case !ok:
		return "."
	case it.Hearts > 0 && it.AP > 0:
		return "*"
	case it.Hearts > 0:
		return "+"
	}
	return "$"
}
