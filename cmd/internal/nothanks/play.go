package nothanks

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
	"github.com/ezd-game/ezd/whole"
)

type playOptions struct {
	Seats   []string
	Players int
	Layout  string
	Dice    string
	Seed    string
	Out     string
	Force   bool
	Speed   int
	Resume  string
}

// The bots that fill the seats no --seat names.
var (
	playBots = []string{"expecti"}
	demoBots = []string{"expecti", "greedy", "random", "greedy"}
)

func newPlayCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play at this terminal, against people or bots",
		Long: `Play Tanks, but no thanks! at this terminal. Red is a person unless --seat says otherwise;
every other seat is the expecti bot unless --seat names who plays it: a person (people
take turns at the keyboard) or bot:random, bot:greedy, bot:cautious or bot:expecti.

On your turn press m to MOVE or s to SHOOT (only when a tank has a target; the targets are
listed with their distance and chance). Steps: move the cursor with the arrow keys, Enter
on a tank, then Enter on a neighbouring square; or type the squares, "B3 C4" and Enter.
u or Backspace undoes a step until the roll's steps are all made. A shot: its number
from the list, or its squares "C5 C9"; Esc goes back a step. q leaves, after asking: the
game is saved, and --resume RECORD goes on with it later, with the same seats, bots and
dice. Ctrl-C cancels (exit 130).

The dice are rolled by ezd (--seed replays them) or, with --dice enter, by you: roll real
dice and type the number, to keep score and check lines for a game on a real board. The
record is saved after every turn (-o, or a new file in $XDG_DATA_HOME/ezd/nothanks);
replay it with 'ezd nothanks replay'. Without a terminal every seat must be a bot, and
the game is written turn by turn (entered dice are then read a line each from stdin).`,
		Example: `  ezd nothanks play
  ezd nothanks play --players 3 --seat blue=bot:greedy
  ezd nothanks play --seat blue=person --dice enter -o ours.json
  ezd nothanks play --layout mine.json
  ezd nothanks play --resume game-20261203-194500.json`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Resume != "" {
				if err := checkResumeFlags(cmd.Flags()); err != nil {
					return err
				}
				return runResume(cmd.Context(), f, opts.Resume)
			}
			return runPlay(cmd.Context(), f, opts, cmd.Flags().Changed("players"), false)
		},
	}
	addMatchFlags(cmd, opts)
	cmd.Flags().StringVar(&opts.Resume, "resume", "", "go on with the game of this record, left with q: its seats, bots and dice, saved on into it")
	cmdutil.RefuseEmpty(cmd.Flags(), "resume", "give the record of the game to go on with")
	cmd.Flags().StringVarP(&opts.Out, "output", "o", "", "record file, saved after every turn (default: a new file in the data folder)")
	cmdutil.RefuseEmpty(cmd.Flags(), "output", "give a file name, or leave -o out for a new file in the data folder")
	return cmd
}

func newDemoCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &playOptions{}
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Watch bots play",
		Long: `Watch bots play Tanks, but no thanks!, a turn every --speed milliseconds; q or Esc leaves.
The seats are expecti, greedy, random and greedy unless --seat says otherwise. Without a
terminal the game is written turn by turn instead.`,
		Example: "  ezd nothanks demo\n  ezd nothanks demo --players 4 --speed 100",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runPlay(cmd.Context(), f, opts, cmd.Flags().Changed("players"), true)
		},
	}
	addMatchFlags(cmd, opts)
	cmdutil.WholeVar(cmd.Flags(), &opts.Speed, "speed", 400, "milliseconds between turns")
	cmd.Flags().StringVarP(&opts.Out, "output", "o", "", "also save the record in this file")
	cmdutil.RefuseEmpty(cmd.Flags(), "output", "give a file name, or leave -o out")
	return cmd
}

func addMatchFlags(cmd *cobra.Command, opts *playOptions) {
	fl := cmd.Flags()
	fl.StringArrayVar(&opts.Seats, "seat", nil, "who plays a colour: COLOUR=person or COLOUR=bot:NAME (repeat)")
	cmdutil.WholeVar(fl, &opts.Players, "players", 2, "number of players, 2 to 4")
	fl.StringVar(&opts.Layout, "layout", "", "layout file of the set-up (default: the built-in one)")
	fl.StringVar(&opts.Dice, "dice", "roll", "roll (ezd rolls) or enter (you roll real dice and type them)")
	cmdutil.RefuseEmpty(fl, "dice", "give roll or enter, or leave --dice out for roll")
	fl.StringVar(&opts.Seed, "seed", "", "seed of the dice and the bots (default: a fresh one)")
	cmdutil.RefuseEmpty(fl, "seed", cmdutil.EmptySeed)
	fl.BoolVar(&opts.Force, "force", false, "replace the record file if it exists")
}

func runPlay(ctx context.Context, f *cmdutil.Factory, opts *playOptions, playersSet, demo bool) error {
	if opts.Dice != "roll" && opts.Dice != "enter" {
		return cmdutil.Usagef("--dice: %s (want roll or enter)", cmdutil.Quoted(opts.Dice))
	}
	if opts.Speed < 0 {
		return cmdutil.Usagef("--speed: %d is below 0 (want milliseconds between turns)", opts.Speed)
	}
	seed, err := cmdutil.ParseSeed(opts.Seed)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	var layout *nothanks.Layout
	if opts.Layout != "" {
		l, err := loadLayout(opts.Layout)
		if err != nil {
			return err
		}
		layout = &l
	}
	players, err := playersOf(opts.Players, playersSet, layout, opts.Seats)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	if layout == nil {
		l, _ := nothanks.BuiltIn(players)
		layout = &l
	}
	bots := playBots
	if demo {
		bots = demoBots
	}
	seats, err := parseSeats(opts.Seats, players, !demo, bots)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	people := false
	for _, s := range seats {
		people = people || s.person
	}
	if people && !f.IO.Interactive() {
		return cmdutil.Usagef("a person's seat needs a terminal: give every seat as bot:NAME (--seat red=bot:expecti), or run ezd nothanks demo")
	}
	var roll bot.Dice
	if opts.Dice == "roll" {
		roll = bot.NewDice(seed)
	}
	path := opts.Out
	if path == "" && !demo {
		if path, err = f.NewGameRecord("nothanks"); err != nil {
			return err
		}
	}
	screen := f.IO.Interactive()
	if !screen {
		return playText(ctx, f, *layout, seats, seed, roll, path, opts.Force)
	}
	return playScreen(ctx, f, *layout, seats, seed, roll, path, opts.Force, time.Duration(opts.Speed)*time.Millisecond)
}

// lineDice reads entered dice a line each, asking on errOut (N9, --dice enter).
type lineDice struct {
	in     *bufio.Reader
	errOut io.Writer
}

func (d lineDice) ask(question string) (int, error) {
	fmt.Fprintf(d.errOut, "%s (1-6): ", question)
	line, err := d.in.ReadString('\n')
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		return 0, errors.New("the dice ran out: stdin ended before the game did (give a line for every die)")
	}
	n, perr := whole.Parse(strings.TrimSpace(line))
	if perr != nil || n < 1 || n > 6 {
		return 0, fmt.Errorf("a roll of %s (want 1 to 6)", cmdutil.Quoted(strings.TrimSpace(line)))
	}
	return int(n), nil
}

// playText plays a game of bots without a screen and writes it turn by turn.
func playText(ctx context.Context, f *cmdutil.Factory, l nothanks.Layout, seats []seat, seed uint64, roll bot.Dice, path string, force bool) error {
	entered := lineDice{bufio.NewReader(f.IO.In), f.IO.ErrOut}
	m := newMatch(nil, seats, seed, roll, path)
	roll = m.roll // counted, for the record's table
	var first nothanks.Colour
	var err error
	var rolls []string
	first, err = nothanks.FirstByRolls(l.Players, func(c nothanks.Colour) (int, error) {
		r := 0
		if roll != nil {
			r = roll()
		} else if r, err = entered.ask(fmt.Sprintf("%s's roll for the first turn", c)); err != nil {
			return 0, err
		}
		rolls = append(rolls, fmt.Sprintf("%s %d", c, r))
		return r, nil
	})
	if err != nil {
		return err
	}
	g, err := nothanks.NewGame(l, first)
	if err != nil {
		return err
	}
	m.game = g
	if err := m.saveFirst(force); err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Out, "%d players on a %dx%d board: %s\n", l.Players, l.Size, l.Size, seatWords(m))
	fmt.Fprintf(f.IO.Out, "rolls for the first turn: %s; %s starts\n", strings.Join(rolls, ", "), first)
	for !g.Position().Over() && g.Turns() < bot.DefaultMaxTurns {
		if err := ctx.Err(); err != nil {
			return err
		}
		p := g.Position()
		c := p.Next()
		dice := roll
		var dieErr error
		if dice == nil {
			dice = func() int {
				r, err := entered.ask(fmt.Sprintf("turn %d: roll the die for %s", g.Turns()+1, c))
				dieErr = err
				return r
			}
		}
		t, err := bot.TakeTurn(m.bots[c], p, dice)
		if dieErr != nil {
			return fmt.Errorf("turn %d: %v", g.Turns()+1, dieErr)
		}
		if err != nil {
			return fmt.Errorf("turn %d: %v", g.Turns()+1, err)
		}
		words, err := m.play(t)
		if err != nil {
			return err
		}
		fmt.Fprintf(f.IO.Out, "turn %d: %s\n", g.Turns(), words)
	}
	printEnd(f.IO.Out, g.Position(), inkFor(f))
	if !g.Position().Over() {
		fmt.Fprintf(f.IO.Out, "stopped after %s\n", cmdutil.Plural(g.Turns(), "turn"))
	}
	if path != "" {
		fmt.Fprintf(f.IO.ErrOut, "the record is in %s\n", cmdutil.ShowPath(path))
	}
	return nil
}

// seatWords lists who plays: "red expecti, blue greedy".
func seatWords(m *match) string {
	var out []string
	for c, s := range m.seats {
		out = append(out, fmt.Sprintf("%s %s", nothanks.Colour(c), s))
	}
	return strings.Join(out, ", ")
}
