package print

import (
	"bytes"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/printables"
)

// newNothanksCmd is `ezd print nothanks`: the Tanks-but-no-thanks board with a layout on
// it, counters and a rules card, for people who do not own the box.
func newNothanksCmd(f *cmdutil.Factory) *cobra.Command {
	var players int
	var layout, out, paper string
	var force bool
	cmd := &cobra.Command{
		Use:   "nothanks",
		Short: "Tanks, but no thanks!: the board with a set-up, counters and a rules card",
		Long: `Print Tanks, but no thanks! to play on paper: the board (squares of at least 18 mm; a
board too tall for one sheet is split over two with marks to line them up) with the
built-in set-up for --players on it (or your layout file's): the barriers printed, the
start squares of tanks and bases as faint outlines to put counters on; the kill-count
track, a strip a player with a square for every enemy tank and base; a page of counters
for every piece (tanks are discs, bases flags, barriers octagons, each with its player's
letter, so a black and white print works); and a rules card with the odds.`,
		Example: `  ezd print nothanks --players 2 -o board.pdf
  ezd print nothanks --players 4 --paper letter -o board.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var l nothanks.Layout
			var err error
			if layout != "" {
				data, rerr := readLayout(layout)
				if rerr != nil {
					return rerr
				}
				if l, err = nothanks.ParseLayout(data); err != nil {
					return fmt.Errorf("%s: %v", layout, err)
				}
				if cmd.Flags().Changed("players") && players != l.Players {
					return cmdutil.Usagef("--players %d, but the layout is for %d players", players, l.Players)
				}
			} else if l, err = nothanks.BuiltIn(players); err != nil {
				return cmdutil.Usagef("--players: %v", err)
			}
			var po printables.Options
			if po.Paper, err = printables.ParsePaper(paper); err != nil {
				return cmdutil.Usagef("--paper: %v", err)
			}
			if out == "" {
				out = fmt.Sprintf("nothanks-%dp.pdf", l.Players)
			}
			if out == "-" && f.IO.OutTTY {
				return fmt.Errorf("will not write a PDF to the terminal: redirect it (> file.pdf) or use -o FILE")
			}
			if out != "-" {
				if err := cmdutil.CheckNewFile(out, force); err != nil {
					return err
				}
			}
			var buf bytes.Buffer
			if err := printables.NothanksPrint(&buf, boardOf(l), po); err != nil {
				return err
			}
			if out == "-" {
				_, err := f.IO.Out.Write(buf.Bytes())
				return err
			}
			if err := cmdutil.WriteFileAtomic(out, buf.Bytes(), force); err != nil {
				return err
			}
			fmt.Fprintf(f.IO.ErrOut, "Wrote %s (%s, %d KiB). Print at 100%%, not \"fit to page\".\n", cmdutil.ShowPath(out), po.Paper, (buf.Len()+1023)/1024)
			return nil
		},
	}
	fl := cmd.Flags()
	cmdutil.WholeVar(fl, &players, "players", 2, "number of players, 2 to 4 (the built-in set-up)")
	fl.StringVar(&layout, "layout", "", "layout file to draw instead of the built-in set-up")
	fl.StringVarP(&out, "output", "o", "", "file to write, - for stdout (default: nothanks-Np.pdf)")
	cmdutil.RefuseEmpty(fl, "output", cmdutil.EmptyOutput)
	fl.StringVar(&paper, "paper", "a4", "paper size: a4 or letter")
	cmdutil.RefuseEmpty(fl, "paper", cmdutil.EmptyPaper)
	fl.BoolVar(&force, "force", false, "replace the output file if it exists")
	return cmd
}

// boardOf turns a layout into what the printout draws, with the rules card's text.
func boardOf(l nothanks.Layout) printables.NothanksBoard {
	b := printables.NothanksBoard{Size: l.Size}
	for _, p := range l.Sorted().Pieces {
		b.Pieces = append(b.Pieces, printables.BoardPiece{Colour: p.Player.String(), Letter: string(p.Player.Letter()),
			Kind: p.Kind.String(), X: int(p.Cell.X), Y: int(p.Cell.Y)})
	}
	for c := range nothanks.Colour(l.Players) {
		t := printables.BoardTerritory{Colour: c.String(), Letter: string(c.Letter()), X0: l.Size + 1, Y0: l.Size + 1}
		for y := 1; y <= l.Size; y++ {
			for x := 1; x <= l.Size; x++ {
				if nothanks.InTerritory(l.Size, l.Players, c, nothanks.Cell{X: int8(x), Y: int8(y)}) {
					t.X0, t.Y0, t.X1, t.Y1 = min(t.X0, x), min(t.Y0, y), max(t.X1, x), max(t.Y1, y)
				}
			}
		}
		b.Territories = append(b.Territories, t)
	}
	b.Rules = []string{
		"Each player has 5 tanks, 3 bases (flags) and 4 barriers. Roll a die each: the highest starts; play goes clockwise (red, blue, white, black).",
		"On your turn choose MOVE or SHOOT, then roll that die; the choice is fixed once rolled.",
		"MOVE (green die): make exactly that many steps, each one tank to an empty neighbouring square (8 directions), spread over your tanks as you like. If no tank can step, the turn passes.",
		"SHOOT (red die), only when a tank has a target: an enemy tank or base in a straight line (row, column or diagonal) 1 to 6 squares away, with no barrier or base between (tanks do not block). Declare shooter and target, then roll: a roll of at least the distance destroys the target. One shot a turn.",
		"Barriers and bases never move; barriers cannot be shot.",
		"Lose all your tanks or all your bases and you are out at once: your tanks and bases leave the board, your barriers stay. The last player in wins.",
	}
	for d := 1; d <= nothanks.MaxRange; d++ {
		s := nothanks.HitChance(d)
		b.Odds = append(b.Odds, fmt.Sprintf("%d away: %d/6, %s", d, s, cmdutil.Percent(float64(s)/6)))
	}
	return b
}

// readLayout reads a layout file: a regular file of at most nothanks.MaxFileBytes.
func readLayout(path string) ([]byte, error) {
	file, err := cmdutil.OpenRegular(path, "a layout file")
	if err != nil {
		return nil, fmt.Errorf("cannot read the layout: %v", err)
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, nothanks.MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read the layout: %v", err)
	}
	return data, nil
}
