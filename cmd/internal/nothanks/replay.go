package nothanks

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
)

func newReplayCmd(f *cmdutil.Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "replay RECORD",
		Short: "Re-play a saved game turn by turn",
		Long: `Re-play a game record turn by turn: what each player chose, rolled and did, then the board
after the last turn, how every player stands and who won. A record that breaks a rule is
refused with the turn ("turn 7: ...") or the piece ("C5: ...").

With --json, the state after the last turn:
  {"turn", "pieces": [{"player", "kind", "cell": [x, y]}],
   "players": [{"player", "out", "kills": {"tanks", "bases"}}], "winner"}
turn is the number of turns played, winner "" while the game goes on.`,
		Example: "  ezd nothanks replay game.json\n  ezd nothanks replay game.json --json",
		Args:    cmdutil.ExactArgs(1, "one record file"),
		RunE: func(_ *cobra.Command, args []string) error {
			g, err := loadRecord(args[0])
			if err != nil {
				return err
			}
			if asJSON {
				return cmdutil.WriteJSON(f.IO.Out, stateOf(g.Position()))
			}
			printGame(f.IO.Out, g, inkFor(f))
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the state after the last turn as JSON")
	return cmd
}

// loadRecord reads a record file and replays it; errors name the file.
func loadRecord(path string) (*nothanks.Game, error) {
	data, err := readSmall(path, "record")
	if err != nil {
		return nil, err
	}
	r, err := nothanks.ParseRecord(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return nothanks.Replay(r)
}

// inkFor is the terminal's ink when colour is on, plain letters otherwise.
func inkFor(f *cmdutil.Factory) ink {
	if f.IO.ColourEnabled() {
		return ansiInk{}
	}
	return plainInk{}
}

type pieceJSON struct {
	Player string  `json:"player"`
	Kind   string  `json:"kind"`
	Cell   [2]int8 `json:"cell"`
}

type playerJSON struct {
	Player string         `json:"player"`
	Out    bool           `json:"out"`
	Kills  nothanks.Kills `json:"kills"`
}

type stateJSON struct {
	Turn    int          `json:"turn"`
	Pieces  []pieceJSON  `json:"pieces"`
	Players []playerJSON `json:"players"`
	Winner  string       `json:"winner"`
}

// stateOf is replay --json's object for a position.
func stateOf(p nothanks.Position) stateJSON {
	s := stateJSON{Turn: p.Turn(), Pieces: []pieceJSON{}}
	for _, q := range p.Pieces() {
		s.Pieces = append(s.Pieces, pieceJSON{q.Player.String(), q.Kind.String(), [2]int8{q.Cell.X, q.Cell.Y}})
	}
	for c := range nothanks.Colour(p.Players()) {
		s.Players = append(s.Players, playerJSON{c.String(), p.Out(c), p.Kills(c)})
	}
	if w, over := p.Winner(); over {
		s.Winner = w.String()
	}
	return s
}

// printGame writes a game for reading: the start, a line a turn, the board after the last
// turn, every player's standing and the result.
func printGame(out io.Writer, g *nothanks.Game, in ink) {
	l := g.Layout()
	fmt.Fprintf(out, "%d players on a %dx%d board; %s started\n", l.Players, l.Size, l.Size, g.First())
	ps := g.Positions()
	for i := 1; i <= g.Turns(); i++ {
		fmt.Fprintf(out, "turn %d: %s\n", i, describeTurn(ps[i-1], g.Turn(i)))
	}
	printEnd(out, g.Position(), in)
}

// printEnd writes the board, the standings and the result.
func printEnd(out io.Writer, p nothanks.Position, in ink) {
	fmt.Fprintln(out)
	for _, line := range drawBoard(p, in, nil) {
		fmt.Fprintln(out, line)
	}
	fmt.Fprintln(out)
	for c := range nothanks.Colour(p.Players()) {
		fmt.Fprintln(out, standing(p, c))
	}
	if w, over := p.Winner(); over {
		fmt.Fprintf(out, "after %s: %s wins\n", cmdutil.Plural(p.Turn(), "turn"), w)
	} else {
		fmt.Fprintf(out, "after %s the game goes on; %s is next\n", cmdutil.Plural(p.Turn(), "turn"), p.Next())
	}
}
