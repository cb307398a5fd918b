package tankwar

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/tankwar"
)

type playOptions struct {
	P1, P2         string
	Life           int
	Start1, Start2 string
	Seed           string
	Out            string
	Force          bool
	Timeout        time.Duration
	Speed          int
	Keys           string
}

func newPlayCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play Tank War on this terminal, against a friend or a bot",
		Long: `Play Tank War on this terminal. Two people at one keyboard choose in secret: player 1
with w a s d, player 2 with the arrow keys or i j k l. A key drives the tank that way on
the screen: the key of the way it faces goes straight on, a key to its side turns it, and
the way back is refused (a tank cannot reverse). With --keys turns (or the setting
EZD_TANKWAR_KEYS=turns) the keys turn the tank instead: player 1 a (left), w (straight),
d (right), player 2 ← ↑ → or j i l. The screen shows that a player has chosen, never
what; the turn runs when both have. Against a bot (--p2 bot:search), use either set of
keys.

Without --start1 and --start2 the starts are drawn fairly from the seed: the second tank
stands where the first would with the grid turned half-way round. The record is saved
after every turn (-o, or a new file in $XDG_DATA_HOME/ezd/tankwar), so a closed terminal
loses nothing; replay it with 'ezd tankwar replay'. q or Esc leaves; Ctrl-C cancels
(exit 130).`,
		Example: `  ezd tankwar play
  ezd tankwar play --p2 bot:search --life 7
  ezd tankwar play --start1 5,5,2 --start2 16,16,0 -o duel.json`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := endOnSignals(cmd.Context())
			defer stop()
			return runPlay(ctx, f, opts, false)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.P1, "p1", "human", `player 1: human, bot:NAME (random, greedy, search, minimax, deep) or cmd:"PROGRAM"`)
	fl.StringVar(&opts.P2, "p2", "human", "player 2, as --p1")
	fl.StringVar(&opts.Keys, "keys", "", "what the keys mean: screen (the way on the screen) or turns (left, straight, right of the tank); default $"+keysEnv+" or screen")
	cmdutil.RefuseEmpty(fl, "keys", "give screen or turns, or leave --keys out for $"+keysEnv+" or screen")
	addGameFlags(cmd, opts)
	fl.StringVarP(&opts.Out, "output", "o", "", "record file, saved after every turn (default: a new file in the data folder)")
	cmdutil.RefuseEmpty(fl, "output", cmdutil.EmptyOutput)
	fl.BoolVar(&opts.Force, "force", false, "replace the record file if it exists")
	return cmd
}

// keyModeOf is the keys of --keys, or of the setting EZD_TANKWAR_KEYS when the flag is
// not given (the main menu has no flags).
func keyModeOf(f *cmdutil.Factory, flag string) (keyMode, error) {
	if flag != "" {
		k, err := parseKeyMode(flag)
		if err != nil {
			return 0, cmdutil.Usagef("--keys: %v", err)
		}
		return k, nil
	}
	k, err := parseKeyMode(f.Getenv(keysEnv))
	if err != nil {
		return 0, cmdutil.Usagef("%s: %v", keysEnv, err)
	}
	return k, nil
}

// The demo's players and pace when no flag says otherwise; the main menu's demo too.
const (
	demoP1, demoP2 = "bot:search", "bot:greedy"
	demoSpeed      = 300 // milliseconds between turns
)

func newDemoCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &playOptions{}
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Watch two bots play Tank War",
		Long: `Watch two bots play Tank War, a turn every --speed milliseconds; space pauses, q or Esc
leaves. Without a terminal the game is written turn by turn instead.`,
		Example: "  ezd tankwar demo\n  ezd tankwar demo --p1 bot:greedy --p2 bot:random --speed 100",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if _, err := parsePlayer("--p1", opts.P1, false); err != nil {
				return cmdutil.Usagef("%v", err)
			}
			if _, err := parsePlayer("--p2", opts.P2, false); err != nil {
				return cmdutil.Usagef("%v", err)
			}
			ctx, stop := endOnSignals(cmd.Context())
			defer stop()
			return runPlay(ctx, f, opts, true)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.P1, "p1", demoP1, `player 1: bot:NAME (random, greedy, search, minimax, deep) or cmd:"PROGRAM"`)
	fl.StringVar(&opts.P2, "p2", demoP2, "player 2, as --p1")
	cmdutil.WholeVar(fl, &opts.Speed, "speed", demoSpeed, "milliseconds between turns")
	addGameFlags(cmd, opts)
	fl.StringVarP(&opts.Out, "output", "o", "", "also save the record in this file")
	cmdutil.RefuseEmpty(fl, "output", cmdutil.EmptyOutput)
	fl.BoolVar(&opts.Force, "force", false, "replace the record file if it exists")
	return cmd
}

// addGameFlags adds the flags of a game's start and its bots.
func addGameFlags(cmd *cobra.Command, opts *playOptions) {
	fl := cmd.Flags()
	cmdutil.WholeVar(fl, &opts.Life, "life", tankwar.DefaultLife, "life of both tanks, 1 to 99")
	fl.StringVar(&opts.Start1, "start1", "", "player 1's start X,Y,D (x row, y column, d 0 up 1 right 2 down 3 left)")
	fl.StringVar(&opts.Start2, "start2", "", "player 2's start X,Y,D")
	fl.StringVar(&opts.Seed, "seed", "", "seed of the fair start and the bots (default: a fresh one)")
	cmdutil.RefuseEmpty(fl, "seed", cmdutil.EmptySeed)
	fl.DurationVar(&opts.Timeout, "timeout", DefaultMoveTimeout, "time an outside bot has for each move")
}

func runPlay(ctx context.Context, f *cmdutil.Factory, opts *playOptions, demo bool) error {
	var players [2]player
	for i, spec := range [2]string{opts.P1, opts.P2} {
		p, err := parsePlayer(fmt.Sprintf("--p%d", i+1), spec, !demo)
		if err != nil {
			return cmdutil.Usagef("%v", err)
		}
		players[i] = p
	}
	if opts.Timeout <= 0 {
		return cmdutil.Usagef("--timeout: %v is too short (want a duration such as 1s or 500ms)", opts.Timeout)
	}
	if opts.Speed < 0 {
		return cmdutil.Usagef("--speed: %d is below 0 (want milliseconds between turns)", opts.Speed)
	}
	keys := screenKeys
	if !demo { // a demo has no keys to read
		var err error
		if keys, err = keyModeOf(f, opts.Keys); err != nil {
			return err
		}
	}
	seed, err := cmdutil.ParseSeed(opts.Seed)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	start, err := startOf(opts.Life, opts.Start1, opts.Start2, seed)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	humans := players[0].human || players[1].human
	if humans && !f.IO.Interactive() {
		return cmdutil.Usagef("tankwar play needs a terminal for a human player: give --p1 and --p2 as bot:NAME, or use ezd tankwar demo")
	}
	g, _ := tankwar.NewGame(start) // startOf validated it
	m := &match{game: g, path: opts.Out}
	if m.path == "" && !demo {
		if m.path, err = f.NewGameRecord("tankwar"); err != nil {
			return err
		}
	}
	defer m.closeBots()
	for i, p := range players {
		m.names[i] = p.String()
		if p.human {
			continue
		}
		if m.bots[i], err = p.newBot(ctx, seed+uint64(i), opts.Timeout); err != nil {
			return err
		}
	}
	if err := m.saveFirst(opts.Force); err != nil {
		return err
	}
	if !f.IO.Interactive() {
		return playText(ctx, f, m)
	}
	if f.IO.Accessible {
		err := playLines(ctx, f, m, keys)
		if err == nil && m.path != "" {
			fmt.Fprintf(f.IO.ErrOut, "the record is in %s\n", cmdutil.ShowPath(m.path))
		}
		return err
	}
	s := newScreen(m, time.Duration(opts.Speed)*time.Millisecond, keys)
	switch err := prompt.RunScreen(ctx, f.IO.In, f.IO.Out, s); {
	case err != nil:
		return err
	case s.err != nil:
		if errors.Is(s.err, cmdutil.ErrCancelled) && m.path != "" {
			fmt.Fprintf(f.IO.ErrOut, "the record is in %s\n", cmdutil.ShowPath(m.path))
		}
		return s.err
	}
	printGame(f.IO.Out, m.game, m.names, m.forfeit)
	if m.path != "" {
		fmt.Fprintf(f.IO.ErrOut, "the record is in %s\n", cmdutil.ShowPath(m.path))
	}
	return nil
}

// playText plays a game of bots to its end without a screen and writes it turn by turn.
// An interrupt (or SIGTERM, SIGHUP) ends it between turns.
func playText(ctx context.Context, f *cmdutil.Factory, m *match) error {
	for !m.over() {
		if err := ctx.Err(); err != nil {
			return err
		}
		p := m.game.Position()
		for side, b := range m.bots {
			a, err := b.Choose(p, side)
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if err != nil {
				m.botFailed(side, err)
				break
			}
			if err := m.choose(side, a); err != nil {
				return err
			}
		}
	}
	printGame(f.IO.Out, m.game, m.names, m.forfeit)
	if m.path != "" {
		fmt.Fprintf(f.IO.ErrOut, "the record is in %s\n", cmdutil.ShowPath(m.path))
	}
	return nil
}
