package tactics

import (
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

// readJournalFile reads a journal file's bytes, refusing what is not a regular file.
func readJournalFile(path string) ([]byte, error) {
	file, err := cmdutil.OpenRegular(path, "a journal file")
	if err != nil {
		return nil, fmt.Errorf("cannot read the journal: %v", err)
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, maxJournal+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read the journal: %v", err)
	}
	if len(data) > maxJournal {
		return nil, fmt.Errorf("%s is over %d MB: not a journal ezd wrote", path, maxJournal>>20)
	}
	return data, nil
}

// runReplay shows a journal. Every event must be well formed; with --upto only the first
// N must be legal, so a journal broken further on can be looked at up to the break.
func runReplay(f *cmdutil.Factory, opts *replayOptions, path string, uptoSet bool) error {
	data, err := readJournalFile(path)
	if err != nil {
		return err
	}
	j, err := tacticspkg.ReadJournal(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	n := len(j.Events)
	if uptoSet {
		if opts.Upto > n {
			return cmdutil.Usagef("--upto %d: the journal has %s", opts.Upto, cmdutil.Plural(n, "event"))
		}
		n = opts.Upto
		_, err = tacticspkg.Fold(j.Game, j.Events[:n])
	} else {
		_, _, err = tacticspkg.Load(data)
	}
	if err != nil { // named, as Tank War's and nothanks' replays name their record
		return fmt.Errorf("%s: %w", path, err)
	}
	s, err := tacticspkg.NewState(j.Game)
	if err != nil {
		return err
	}
	var lines []string
	for _, e := range j.Events[:n] {
		before := s.Clone()
		if err := s.Apply(e); err != nil {
			return err // checked above: unreachable
		}
		if !opts.JSON {
			lines = append(lines, when(s, e.At)+": "+tacticspkg.Tell(before, s, e).Text)
		}
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, s.Board())
	}
	out := f.IO.Out
	for _, l := range lines {
		fmt.Fprintln(out, f.IO.Wrap(l, "  "))
	}
	if len(lines) > 0 {
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
