package tankwar

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

type tournamentOptions struct {
	Games   int
	Seed    string
	Jobs    int
	Out     string
	JSON    bool
	Life    int
	Timeout time.Duration
	Force   bool
}

func newTournamentCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &tournamentOptions{}
	cmd := &cobra.Command{
		Use:   "tournament BOT...",
		Short: "Rank bots by many seeded games between every pair",
		Long: `Every pair of bots plays --games games from fair starts drawn from the seed; each start
is played twice, each bot taking each side once. The table gives wins, draws, losses,
points (a win 1, a draw 1/2) and an Elo rating with its 95% interval.

A bot is random, greedy, search, minimax or deep (or bot:NAME), or any program as cmd:"python3 bot.py"
speaking the protocol of docs/tankwar-bots.md. A program that answers late (--timeout),
crashes or answers anything but 0, 1 or 2 loses that game by forfeit; the reason is listed.
With --out every game's record is saved in the folder, with tournament.json beside them.`,
		Example: `  ezd tankwar tournament random greedy search --games 100
  ezd tankwar tournament search cmd:"python3 mybot.py" --out results --json`,
		Args: cmdutil.MinArgs(2, "two or more bots"),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := endOnSignals(cmd.Context())
			defer stop()
			return runTournament(ctx, f, opts, args)
		},
	}
	fl := cmd.Flags()
	cmdutil.WholeVar(fl, &opts.Games, "games", 10, "games each pair plays")
	fl.StringVar(&opts.Seed, "seed", "", "seed of the starts and the bots' choices (default: a fresh one, shown)")
	cmdutil.RefuseEmpty(fl, "seed", cmdutil.EmptySeed)
	cmdutil.WholeVar(fl, &opts.Jobs, "jobs", 2, "games played at once")
	fl.StringVar(&opts.Out, "out", "", "folder to save every game's record in")
	cmdutil.RefuseEmpty(fl, "out", cmdutil.EmptyOut)
	fl.BoolVar(&opts.JSON, "json", false, "print the table as JSON")
	cmdutil.WholeVar(fl, &opts.Life, "life", tankwar.DefaultLife, "life of both tanks, 1 to 99")
	fl.DurationVar(&opts.Timeout, "timeout", DefaultMoveTimeout, "time an outside bot has for each move")
	fl.BoolVar(&opts.Force, "force", false, "replace records already in --out")
	return cmd
}

// fixture is one game of a tournament: which two entrants play, the start, the seed of
// their choices.
type fixture struct {
	p1, p2 int
	start  tankwar.Start
	seed   uint64
	file   string
}

// played is a fixture's outcome.
type played struct {
	Game    int    `json:"game"`
	P1      string `json:"p1"`
	P2      string `json:"p2"`
	Result  string `json:"result"`
	Turns   int    `json:"turns"`
	Forfeit int    `json:"forfeit,omitempty"`
	Reason  string `json:"reason,omitempty"`
	Record  string `json:"record,omitempty"`
	record  tankwar.Record
	p1, p2  int // the entrants' numbers
}

// maxTournamentGames bounds a tournament: a million games took half a gigabyte before
// the first was played. 100,000 games of the built-in bots take hours already.
const maxTournamentGames = 100_000

func runTournament(ctx context.Context, f *cmdutil.Factory, opts *tournamentOptions, args []string) error {
	if opts.Games < 1 {
		return cmdutil.Usagef("--games: %d is too few (want at least 1)", opts.Games)
	}
	if opts.Games > maxTournamentGames {
		return cmdutil.Usagef("--games: %d is too many (want at most %d)", opts.Games, maxTournamentGames)
	}
	if opts.Jobs < 1 {
		return cmdutil.Usagef("--jobs: %d is too few (want at least 1)", opts.Jobs)
	}
	if opts.Timeout <= 0 {
		return cmdutil.Usagef("--timeout: %v is too short (want a duration such as 1s or 500ms)", opts.Timeout)
	}
	if opts.Life < 1 || opts.Life > tankwar.MaxLife {
		return cmdutil.Usagef("--life: %d is out of range (want 1 to %d)", opts.Life, tankwar.MaxLife)
	}
	seed, err := cmdutil.ParseSeed(opts.Seed)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	var entrants []player
	for i, a := range args {
		p, err := parsePlayer(fmt.Sprintf("bot %d", i+1), a, false)
		if err != nil {
			return cmdutil.Usagef("%v", err)
		}
		if slices.ContainsFunc(entrants, func(q player) bool { return q.String() == p.String() }) {
			return cmdutil.Usagef("%s is named twice (want each bot once)", p)
		}
		entrants = append(entrants, p)
	}
	sched := schedule{bots: len(entrants), games: opts.Games, seed: seed, life: opts.Life}
	if n := sched.len(); n > maxTournamentGames {
		return cmdutil.Usagef("--games: %d games for each of %d pairs is %d games (want at most %d in all)", opts.Games, n/opts.Games, n, maxTournamentGames)
	}
	if opts.Out != "" {
		// Every problem with the folder is found before the first game, not after the last.
		if err := cmdutil.CheckTournamentFolder(opts.Out, opts.Force); err != nil {
			return err
		}
		for i := range sched.len() {
			file := filepath.Join(opts.Out, fileOf(i, sched.at(i), entrants))
			if !opts.Force && cmdutil.FileExists(file) {
				return cmdutil.ExistsError(file)
			}
		}
	}
	if !opts.JSON {
		fmt.Fprintf(f.IO.ErrOut, "%d games, seed %d\n", sched.len(), seed)
	}
	results := playAll(ctx, f, entrants, sched, opts)
	if err := ctx.Err(); err != nil {
		return err
	}
	if opts.Out != "" {
		if err := saveTournament(opts, results); err != nil {
			return err
		}
	}
	table, duels, names, err := tally(entrants, results)
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, table)
	}
	cmdutil.WriteStandings(f.IO.Out, table)
	cmdutil.WritePairs(f.IO.Out, names, duels, cmdutil.DuelWords)
	for _, r := range results {
		if r.Forfeit != 0 {
			fmt.Fprintf(f.IO.ErrOut, "game %d, %s against %s: player %d forfeited: %s\n", r.Game, cmdutil.Show(r.P1), cmdutil.Show(r.P2), r.Forfeit, cmdutil.Printable(r.Reason))
		}
	}
	return nil
}

// schedule is the list of games, worked out one at a time (a million games need no list):
// for every pair, in the order the bots were given, games in twos from one fair start,
// each bot on each side once (an odd last game is played once). The same starts serve
// every pair.
type schedule struct {
	bots, games int
	seed        uint64
	life        int
}

// len returns how many games there are.
func (s schedule) len() int { return s.bots * (s.bots - 1) / 2 * s.games }

// at returns game i, 0 <= i < len().
func (s schedule) at(i int) fixture {
	pair, k := i/s.games, i%s.games
	a := 0
	for pair >= s.bots-1-a { // the pairs of bot a are (a, a+1) ... (a, bots-1)
		pair -= s.bots - 1 - a
		a++
	}
	b := a + 1 + pair
	fx := fixture{p1: a, p2: b, start: tankwar.FairStart(s.seed+uint64(k/2), s.life)}
	if k%2 == 1 {
		fx.p1, fx.p2 = b, a
	}
	fx.seed = s.seed ^ uint64(i+1)*0x9e3779b97f4a7c15
	return fx
}

// fileOf names game i's record file in --out.
func fileOf(i int, fx fixture, entrants []player) string {
	return fmt.Sprintf("%04d-%s-vs-%s.json", i+1, fileWord(entrants[fx.p1]), fileWord(entrants[fx.p2]))
}

// playAll plays the fixtures, opts.Jobs at a time, and shows progress on a terminal.
func playAll(ctx context.Context, f *cmdutil.Factory, entrants []player, sched schedule, opts *tournamentOptions) []played {
	results := make([]played, sched.len())
	cmdutil.PlayGames(ctx, f.IO.ErrOut, f.IO.ErrTTY && !opts.JSON, sched.len(), opts.Jobs, func() (func(int), func()) {
		// Each worker keeps its outside bots' processes from game to game and ends them
		// all when done.
		kept := map[int]*processBot{}
		play := func(i int) {
			fx := sched.at(i)
			if opts.Out != "" {
				fx.file = fileOf(i, fx, entrants)
			}
			results[i] = playFixture(ctx, i, entrants, fx, opts.Timeout, kept)
			if opts.Out == "" {
				results[i].record = tankwar.Record{} // kept only to be saved
			}
		}
		done := func() {
			for _, b := range kept {
				b.Close()
			}
		}
		return play, done
	})
	return results
}

// playFixture plays one game; a bot that cannot even start forfeits it. Outside bots
// come from kept, or are started and kept there while they work. When ctx ends, the game
// ends at the next choice (its result is not used).
func playFixture(ctx context.Context, i int, entrants []player, fx fixture, timeout time.Duration, kept map[int]*processBot) played {
	r := played{Game: i + 1, P1: entrants[fx.p1].String(), P2: entrants[fx.p2].String(), Record: fx.file, p1: fx.p1, p2: fx.p2}
	var bots [2]bot.Bot
	for side, e := range [2]int{fx.p1, fx.p2} {
		var b bot.Bot
		var err error
		if pb := kept[e]; pb != nil && pb.alive() {
			b = pb
		} else if b, err = entrants[e].newBot(ctx, fx.seed+uint64(side), timeout); err == nil {
			if pb, ok := b.(*processBot); ok {
				kept[e] = pb
			}
		}
		if err != nil {
			g, _ := tankwar.NewGame(fx.start)
			r.record = g.Record()
			r.Forfeit, r.Reason = side+1, err.Error()
			r.Result = [2]string{"p2", "p1"}[side]
			return r
		}
		bots[side] = stoppable{b, ctx}
	}
	o, err := bot.Play(fx.start, bots[0], bots[1])
	if err != nil { // the start is always valid; kept as a forfeit of nobody
		r.Reason = err.Error()
		return r
	}
	r.record = o.Game.Record()
	r.Result, r.Turns, r.Forfeit, r.Reason = o.Result.String(), o.Game.Turns(), o.Forfeit, o.Reason
	return r
}

// stoppable is a bot that fails at once when ctx has ended, so that an interrupted
// tournament does not play its games on to their end.
type stoppable struct {
	bot.Bot
	ctx context.Context
}

func (s stoppable) Choose(p tankwar.Position, me int) (tankwar.Action, error) {
	if err := s.ctx.Err(); err != nil {
		return 0, err
	}
	return s.Bot.Choose(p, me)
}

// fileWord turns a player into a word for a file name: "search", "cmd-python3-mybot-py".
func fileWord(p player) string {
	w := cmdutil.SlugFile(p.String(), "")
	if len(w) > 30 {
		w = w[:30]
	}
	return w
}
