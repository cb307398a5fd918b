package nothanks

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/nothanks"
)

type replayOptions struct {
	JSON  bool
	Upto  int
	Speed int
}

func newReplayCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &replayOptions{Upto: -1}
	cmd := &cobra.Command{
		Use:   "replay RECORD",
		Short: "Re-play a saved game turn by turn",
		Long: `Re-play a game record turn by turn. On a terminal the board is drawn as play draws it,
a turn at a time, with the keys of ezd tankwar replay: → (or l, space) steps forward, ←
(or h) back, Home and End go to the set-up and the end, p plays and pauses (a turn every
--speed milliseconds), q or Esc leaves. --upto N starts at turn N.

Without a terminal (or piped, or in accessible mode) it writes what each player chose,
rolled and did, then the board after the last turn (or turn N with --upto), how every
player stands and who won. A record that breaks a rule is refused with the turn ("turn
7: ...") or the piece ("C5: ...").

With --json, the state after the last turn (or turn N):
  {"turn", "pieces": [{"player", "kind", "cell": [x, y]}],
   "players": [{"player", "out", "kills": {"tanks", "bases"}}], "winner"}
turn is the number of turns played, winner "" while the game goes on.`,
		Example: "  ezd nothanks replay game.json\n  ezd nothanks replay game.json --upto 30\n  ezd nothanks replay game.json --json",
		Args:    cmdutil.ExactArgs(1, "one record file"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("upto") {
				opts.Upto = -1
			}
			return runReplay(cmd.Context(), f, opts, args[0])
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the state after the last turn (or turn N) as JSON")
	cmdutil.WholeVar(cmd.Flags(), &opts.Upto, "upto", 0, "start at turn N on a terminal; piped, stop after turn N")
	cmdutil.WholeVar(cmd.Flags(), &opts.Speed, "speed", 400, "milliseconds between turns when the replay plays (p)")
	return cmd
}

func runReplay(ctx context.Context, f *cmdutil.Factory, opts *replayOptions, path string) error {
	if opts.Speed < 1 {
		return cmdutil.Usagef("--speed: %d is too low (want milliseconds between turns, at least 1)", opts.Speed)
	}
	r, g, err := loadRecordTable(path)
	if err != nil {
		return err
	}
	upto := g.Turns()
	if opts.Upto >= 0 {
		if opts.Upto > g.Turns() {
			return cmdutil.Usagef("--upto %d: the record has %s (want 0 to %d)", opts.Upto, cmdutil.Plural(g.Turns(), "turn"), g.Turns())
		}
		upto = opts.Upto
	}
	switch {
	case opts.JSON:
		return cmdutil.WriteJSON(f.IO.Out, stateOf(g.Positions()[upto]))
	case !f.IO.Interactive() || f.IO.Accessible:
		printGameUpto(f.IO.Out, g, upto, inkFor(f))
		return nil
	}
	var seats []string
	if r.Table != nil {
		seats = r.Table.Seats
	}
	s := newReplayScreen(g, seats, path, inkFor(f), upto)
	s.Speed = time.Duration(opts.Speed) * time.Millisecond
	if err := prompt.RunScreen(ctx, f.IO.In, f.IO.Out, s); err != nil {
		return err
	}
	return s.Err
}

// loadRecordTable reads a record file and replays it; errors name the file.
func loadRecordTable(path string) (nothanks.Record, *nothanks.Game, error) {
	data, err := readSmall(path, "record")
	if err != nil {
		return nothanks.Record{}, nil, err
	}
	r, err := nothanks.ParseRecord(data)
	if err != nil {
		return r, nil, fmt.Errorf("%s: %v", cmdutil.ShowPath(path), err)
	}
	g, err := nothanks.Replay(r)
	return r, g, err
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

// printGameUpto writes a game for reading up to turn upto: the start, a line a turn, the
// board after turn upto, every player's standing then and the result.
func printGameUpto(out io.Writer, g *nothanks.Game, upto int, in ink) {
	l := g.Layout()
	fmt.Fprintf(out, "%d players on a %dx%d board; %s started\n", l.Players, l.Size, l.Size, g.First())
	ps := g.Positions()
	for i := 1; i <= upto; i++ {
		fmt.Fprintf(out, "turn %d: %s\n", i, describeTurn(ps[i-1], g.Turn(i)))
	}
	printEnd(out, ps[upto], in)
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
