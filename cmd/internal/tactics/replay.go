package tactics

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	tacticspkg "github.com/ezd-game/ezd/tactics"
)

// maxJournal bounds the bytes of a journal read: a year of a 16-player game is a few MB.
const maxJournal = 256 << 20

type replayOptions struct {
	Upto int
	JSON bool
}

func newReplayCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Fold a game's journal and show the game, event by event",
		Long: `Read a Tank Turn Tactics journal, check every event against the rules, and show the
game: what each event did, in the game's time zone ("Day 3, Thu 14:02 Europe/Berlin:
ann attacks bob, bob has 2 hearts"), then the board and the players. With --upto N only
the first N events are folded. A journal that breaks a rule is refused with the event's
number, counted from 1; with --upto only the events up to N must keep the rules, so a
broken journal can be looked at up to the break.

With --json, the state after the last event folded:
  {"round", "bounds": {"min": [x, y], "max": [x, y]}, "players": [{"name", "cell",
   "hearts", "ap", "range", "downed", "revivable", "acted"}], "items": [{"cell", "hearts", "ap"}],
   "ended", "places": [[names], ...]}`,
		Example: `  ezd tactics replay game.json
  ezd tactics replay game.json --upto 40
  ezd tactics replay game.json --json`,
		Args: cmdutil.ExactArgs(1, "one journal file"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReplay(f, opts, args[0], cmd.Flags().Changed("upto"))
		},
	}
	cmdutil.WholeVar(cmd.Flags(), &opts.Upto, "upto", 0, "fold only the first N events")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the state as JSON")
	return cmd
}

// errTooLarge is what a journal that grows past maxJournal while it is read fails with.
var errTooLarge = fmt.Errorf("over %d MB: not a journal ezd wrote", maxJournal>>20)

// capped reads at most maxJournal bytes, then fails with errTooLarge.
type capped struct {
	r    io.Reader
	left int64
}

func (c *capped) Read(p []byte) (int, error) {
	if c.left < 0 {
		return 0, errTooLarge
	}
	if int64(len(p)) > c.left+1 {
		p = p[:c.left+1] // one byte more tells a journal of exactly the limit from a larger one
	}
	n, err := c.r.Read(p)
	if c.left -= int64(n); c.left < 0 {
		return 0, errTooLarge
	}
	return n, err
}

// foldFile reads the journal at path as a stream and folds its first upto events (all when
// upto is negative) into a state, handing each to told with the state before and after it
// (told may be nil). Every event must be well formed, and those folded legal; with every
// event folded, the journal must not end owing a drop (as tactics.Load). It holds the
// state, never the file (issue 33), and refuses a file over maxJournal by its size before
// reading any of it. It returns the state and the number of events in the journal; with
// upto past the end, a nil state.
func foldFile(path string, upto int, told func(before, after *tacticspkg.State, e tacticspkg.Event)) (*tacticspkg.State, int, error) {
	file, err := cmdutil.OpenRegular(path, "a journal file")
	if err != nil {
		return nil, 0, fmt.Errorf("cannot read the journal: %v", err)
	}
	defer file.Close()
	if fi, err := file.Stat(); err != nil {
		return nil, 0, fmt.Errorf("cannot read the journal: %v", err)
	} else if fi.Size() > maxJournal {
		return nil, 0, fmt.Errorf("%s is %v", path, errTooLarge)
	}
	jr, err := tacticspkg.NewJournalReader(bufio.NewReaderSize(&capped{file, maxJournal}, 64<<10))
	if err != nil {
		return nil, 0, named(path, err)
	}
	s, err := tacticspkg.NewState(jr.Game())
	if err != nil {
		return nil, 0, named(path, &tacticspkg.GameError{Err: err})
	}
	// A journal is judged as tactics.Load judges it: the form of every event first, then
	// the rules, so a refusal of the form wins over one of the rules, and --upto past the
	// end over both.
	var refused error
	n := 0
	for ; ; n++ {
		e, err := jr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, 0, named(path, err)
		}
		if refused != nil || upto >= 0 && n >= upto {
			continue // only well formed
		}
		var before *tacticspkg.State
		if told != nil {
			before = s.Clone()
		}
		if err := s.Apply(e); err != nil {
			refused = named(path, &tacticspkg.EventError{N: n + 1, Err: err})
			continue
		}
		if told != nil {
			told(before, s, e)
		}
	}
	if upto > n {
		return nil, n, nil
	}
	if refused != nil {
		return nil, 0, refused
	}
	if p, ok := s.PendingDrop(); ok && upto < 0 {
		return nil, 0, named(path, &tacticspkg.EventError{N: n + 1, Err: fmt.Errorf("the journal ends without the drop of %s's AP (TT9)", p)})
	}
	return s, n, nil
}

// named names the file in a journal's refusal, as Tank War's and nothanks' replays name
// their record; a journal too large is said once.
func named(path string, err error) error {
	if errors.Is(err, errTooLarge) {
		return fmt.Errorf("%s is %v", path, errTooLarge)
	}
	return fmt.Errorf("%s: %w", path, err)
}

// runReplay shows a journal. Every event must be well formed; with --upto only the first
// N must be legal, so a journal broken further on can be looked at up to the break. The
// journal is read twice, as a stream: once to check it, so that a journal refused shows
// nothing, and once to tell it, so that its memory is the state's, not the file's.
func runReplay(f *cmdutil.Factory, opts *replayOptions, path string, uptoSet bool) error {
	upto := -1
	if uptoSet {
		upto = opts.Upto
	}
	s, n, err := foldFile(path, upto, nil)
	if err != nil {
		return err
	}
	if uptoSet && opts.Upto > n {
		return cmdutil.Usagef("--upto %d: the journal has %s", opts.Upto, cmdutil.Plural(n, "event"))
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, s.Board())
	}
	out := f.IO.Out
	told := 0
	s, _, err = foldFile(path, upto, func(before, after *tacticspkg.State, e tacticspkg.Event) {
		fmt.Fprintln(out, f.IO.Wrap(when(after, e.At)+": "+tacticspkg.Tell(before, after, e).Text, "  "))
		told++
	})
	if err != nil { // changed since it was checked
		return err
	}
	if told > 0 {
		fmt.Fprintln(out)
	}
	writeBoard(out, s)
	fmt.Fprintln(out)
	fmt.Fprintln(out, f.IO.Wrap(status(s), ""))
	return nil
}

// when writes a moment as players read it: "Day 3, Thu 14:02 Europe/Berlin"; with the
// seconds when rounds are shorter than an hour, as an abridged game's 30 seconds.
func when(s *tacticspkg.State, t time.Time) string {
	layout := "Mon 15:04"
	if s.Game().RoundSeconds < 3600 {
		layout = "Mon 15:04:05"
	}
	return fmt.Sprintf("Day %d, %s %s", s.Day(t), t.In(s.Location()).Format(layout), s.Location())
}
