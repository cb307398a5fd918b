package tankwar

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/tankwar"
)

type replayOptions struct {
	JSON  bool
	Speed int
}

func newReplayCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay RECORD",
		Short: "Re-play a saved game turn by turn",
		Long: `Re-play a game record turn by turn. On a terminal the board is drawn as the demo draws
it, a turn at a time: → (or l, space) steps forward, ← (or h) back, Home and End go to
the start and the end, p plays and pauses (a turn every --speed milliseconds), q or Esc
leaves. The line below the board says what each turn cost and why. Without a terminal
(or piped, or in accessible mode) it writes where both tanks went, their life, the
bullets and the playable area of each turn, then the board at the end and the result.

With --json, one object per turn:
  {"turn", "tanks": [{"x","y","dir","life"} x2], "bullets": [{"x","y","dir"}],
   "area": {"min","max"}, "result"}
result is "" until the turn the game ends, then "p1", "p2" or "draw". A tank off the grid
is on the cell it drove to (x or y of 0 or 21); the area is shown as computed, so from
turn 40 min is above max.`,
		Example: "  ezd tankwar replay game.json\n  ezd tankwar replay game.json --json",
		Args:    cmdutil.ExactArgs(1, "one record file"),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := endOnSignals(cmd.Context())
			defer stop()
			return runReplay(ctx, f, opts, args[0])
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print every turn as JSON")
	cmdutil.WholeVar(cmd.Flags(), &opts.Speed, "speed", demoSpeed, "milliseconds between turns when the replay plays (p)")
	return cmd
}

// loadRecord reads and checks a record file, giving the game and its players' names
// ("" where the record names none); errors name the file. Only a regular file is
// opened, without blocking (a named pipe would wait for a writer, deaf to Ctrl-C), and it
// is read as it is checked, so a huge or endless file is refused after
// tankwar.MaxRecordSize bytes and a game over after its first move too many. The names
// are given as they may be shown (cmdutil.Show): a record is outside text, and a name
// holding a right-to-left override would make the replay read backwards.
func loadRecord(path string) (*tankwar.Game, [2]string, error) {
	f, err := cmdutil.OpenRegular(path, "a record file")
	if err != nil {
		return nil, [2]string{}, fmt.Errorf("cannot read the record: %v", err)
	}
	defer f.Close()
	r, err := tankwar.ReadRecord(f)
	if err != nil {
		return nil, [2]string{}, fmt.Errorf("%s: %v", cmdutil.ShowPath(path), err)
	}
	g, err := tankwar.Replay(r)
	names := r.Players
	for i, n := range names {
		if n != "" {
			names[i] = cmdutil.Show(n)
		}
	}
	return g, names, err
}

func runReplay(ctx context.Context, f *cmdutil.Factory, opts *replayOptions, path string) error {
	if opts.Speed < 1 {
		return cmdutil.Usagef("--speed: %d is too low (want milliseconds between turns, at least 1)", opts.Speed)
	}
	g, names, err := loadRecord(path)
	if err != nil {
		return err
	}
	switch {
	case opts.JSON:
		return cmdutil.WriteJSON(f.IO.Out, g.Frames())
	case !f.IO.Interactive() || f.IO.Accessible:
		printGame(f.IO.Out, g, names, "")
		return nil
	}
	s := newReplayScreen(g, names, path, time.Duration(opts.Speed)*time.Millisecond)
	if err := prompt.RunScreen(ctx, f.IO.In, f.IO.Out, s); err != nil {
		return err
	}
	return s.Err
}

// printGame writes a game for reading: the start, a line a turn, the board at the end and
// the result (forfeit, when a bot lost by one, says so instead).
func printGame(out io.Writer, g *tankwar.Game, names [2]string, forfeit string) {
	s := g.Start()
	fmt.Fprintf(out, "start: life %d, %s %v facing %v, %s %v facing %v\n", s.Life, who(0, names), s.Tanks[0].Cell, s.Tanks[0].Dir, who(1, names), s.Tanks[1].Cell, s.Tanks[1].Dir)
	ps := g.Positions()
	moves := g.Moves()
	for i, fr := range g.Frames() {
		fmt.Fprintf(out, "turn %d: %s %v -> %v, %s %v -> %v; %s; %s\n", fr.Turn,
			who(0, names), moves[i][0], fr.Tanks[0].Cell, who(1, names), moves[i][1], fr.Tanks[1].Cell,
			cmdutil.Plural(len(fr.Bullets), "bullet"), whatHappened(ps[i], ps[i+1], names))
	}
	last := g.Position()
	fmt.Fprintln(out)
	fmt.Fprintln(out, strings.Join(drawBoard(last, tankwar.AreaOf(max(last.Turn-1, 0))), "\n"))
	fmt.Fprintln(out, describeTank(0, last.Tanks[0], names))
	fmt.Fprintln(out, describeTank(1, last.Tanks[1], names))
	fmt.Fprintln(out, endWords(g, names, forfeit))
}
