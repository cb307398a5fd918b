package nothanks

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

type tournamentOptions struct {
	Games   int
	Players int
	Seed    string
	Jobs    int
	Out     string
	JSON    bool
	Force   bool
}

func newTournamentCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &tournamentOptions{}
	cmd := &cobra.Command{
		Use:   "tournament BOT...",
		Short: "Rank bots by many seeded games",
		Long: `Bots play many games from the built-in layout, dice and choices drawn from the seed.

With 2 players every pair of bots plays --games games, each bot in each seat half of
them; the table gives wins, draws, losses, points (a win 1, a draw 1/2) and an Elo rating
with its 95% interval. With 3 or 4 players, --games games are played at one table whose
seats turn by one every game, so every bot sits in every seat (with fewer bots than seats
a bot takes more than one); the table gives each bot's placings and points (a player
scores one point for every player they outlast). A game that reaches 2000 turns is
stopped: those still in share the best place left (a draw for 2 players).

The bots are random, greedy, cautious and expecti (bot:NAME works too). With --out
every game's record is saved in the folder, with tournament.json beside them.`,
		Example: `  ezd nothanks tournament random greedy expecti --games 100
  ezd nothanks tournament random greedy expecti --players 4 --games 100 --json`,
		Args: cmdutil.MinArgs(2, "two or more bots"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runTournament(cmd.Context(), f, opts, args)
		},
	}
	fl := cmd.Flags()
	cmdutil.WholeVar(fl, &opts.Games, "games", 10, "games each pair plays (2 players) or games of the table (3-4)")
	cmdutil.WholeVar(fl, &opts.Players, "players", 2, "players a game, 2 to 4")
	fl.StringVar(&opts.Seed, "seed", "", "seed of the dice and the bots (default: a fresh one, shown)")
	cmdutil.RefuseEmpty(fl, "seed", cmdutil.EmptySeed)
	cmdutil.WholeVar(fl, &opts.Jobs, "jobs", 2, "games played at once")
	fl.StringVar(&opts.Out, "out", "", "folder to save every game's record in")
	cmdutil.RefuseEmpty(fl, "out", cmdutil.EmptyOut)
	fl.BoolVar(&opts.JSON, "json", false, "print the table as JSON")
	fl.BoolVar(&opts.Force, "force", false, "replace records already in --out")
	return cmd
}

// fixture is one game of a tournament: which entrant sits in each seat and its seed.
type fixture struct {
	seats []int
	seed  uint64
	file  string
}

// played is a fixture's outcome, as tournament.json lists it.
type played struct {
	Game    int      `json:"game"`
	Seats   []string `json:"seats"`
	First   string   `json:"first"`
	Places  []int    `json:"places"`
	Turns   int      `json:"turns"`
	Stopped bool     `json:"stopped,omitempty"`
	Forfeit int      `json:"forfeit,omitempty"`
	Reason  string   `json:"reason,omitempty"`
	Record  string   `json:"record,omitempty"`
	record  nothanks.Record
}

func runTournament(ctx context.Context, f *cmdutil.Factory, opts *tournamentOptions, args []string) error {
	switch {
	case opts.Games < 1:
		return cmdutil.Usagef("--games: %d is too few (want at least 1)", opts.Games)
	case opts.Jobs < 1:
		return cmdutil.Usagef("--jobs: %d is too few (want at least 1)", opts.Jobs)
	case opts.Players < nothanks.MinPlayers || opts.Players > nothanks.MaxPlayers:
		return cmdutil.Usagef("--players: %d (want 2, 3 or 4)", opts.Players)
	}
	seed, err := cmdutil.ParseSeed(opts.Seed)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	var entrants []string
	for _, a := range args {
		name := strings.TrimPrefix(a, "bot:")
		if !bot.IsBuiltIn(name) {
			return cmdutil.Usagef("unknown bot %s (want %s)", cmdutil.Quoted(a), strings.Join(bot.Names(), ", "))
		}
		if slices.Contains(entrants, name) {
			return cmdutil.Usagef("%s is named twice (want each bot once)", name)
		}
		entrants = append(entrants, name)
	}
	fixtures := schedule(len(entrants), opts.Players, opts.Games, seed)
	if opts.Out != "" {
		// Every problem with the folder or a record's name is found before the first
		// game, not after the last.
		if err := cmdutil.CheckTournamentFolder(opts.Out, opts.Force); err != nil {
			return err
		}
		for i := range fixtures {
			fx := &fixtures[i]
			var names []string
			for _, e := range fx.seats {
				names = append(names, entrants[e])
			}
			fx.file = fmt.Sprintf("%04d-%s.json", i+1, strings.Join(names, "-"))
			if err := cmdutil.CheckNewFile(filepath.Join(opts.Out, fx.file), opts.Force); err != nil {
				return err
			}
		}
	}
	if !opts.JSON {
		fmt.Fprintf(f.IO.ErrOut, "%s, %d players each, seed %d\n", cmdutil.Plural(len(fixtures), "game"), opts.Players, seed)
	}
	results, err := playAll(ctx, f, entrants, fixtures, opts)
	if err != nil {
		return err
	}
	if opts.Out != "" {
		if err := saveTournament(opts, results); err != nil {
			return err
		}
	}
	if opts.Players == 2 {
		rows, err := tallyDuels(entrants, fixtures, results)
		if err != nil {
			return err
		}
		if opts.JSON {
			return cmdutil.WriteJSON(f.IO.Out, duelRows(rows))
		}
		cmdutil.WriteStandings(f.IO.Out, rows)
		cmdutil.WritePairs(f.IO.Out, entrants, pairsOf(fixtures, results), cmdutil.DuelWords)
	} else {
		rows := tallyTable(entrants, opts.Players, fixtures, results)
		if opts.JSON {
			return cmdutil.WriteJSON(f.IO.Out, rows)
		}
		writeTable(f, opts.Players, rows)
		cmdutil.WritePairs(f.IO.Out, entrants, pairsOf(fixtures, results), cmdutil.PlaceWords)
	}
	for _, r := range results {
		if r.Forfeit != 0 {
			fmt.Fprintf(f.IO.ErrOut, "game %d: seat %d (%s) forfeited: %s\n", r.Game, r.Forfeit, cmdutil.Show(r.Seats[r.Forfeit-1]), cmdutil.Printable(r.Reason))
		}
	}
	return nil
}

// schedule lists the games. With 2 players: every pair, in the order given, each bot in
// each seat every other game. With 3 or 4: one table whose seats turn by one a game.
func schedule(n, players, games int, seed uint64) []fixture {
	var out []fixture
	add := func(seats []int) {
		out = append(out, fixture{seats: seats, seed: seed ^ uint64(len(out)+1)*0x9e3779b97f4a7c15})
	}
	if players == 2 {
		for i := range n {
			for j := i + 1; j < n; j++ {
				for k := range games {
					if k%2 == 0 {
						add([]int{i, j})
					} else {
						add([]int{j, i})
					}
				}
			}
		}
		return out
	}
	for k := range games {
		seats := make([]int, players)
		for s := range seats {
			seats[s] = (s + k) % n
		}
		add(seats)
	}
	return out
}

// playAll plays the fixtures, opts.Jobs at a time, and shows progress on a terminal.
func playAll(ctx context.Context, f *cmdutil.Factory, entrants []string, fixtures []fixture, opts *tournamentOptions) ([]played, error) {
	results := make([]played, len(fixtures))
	l, _ := nothanks.BuiltIn(opts.Players)
	cmdutil.PlayGames(ctx, f.IO.ErrOut, f.IO.ErrTTY && !opts.JSON, len(fixtures), opts.Jobs, func() (func(int), func()) {
		return func(i int) { results[i] = playFixture(i, l, entrants, fixtures[i]) }, nil
	})
	return results, ctx.Err()
}

// playFixture plays one game: the first player by N3's roll-off, then the bots to the end
// or the turn limit. A bot whose turn is refused places last.
func playFixture(i int, l nothanks.Layout, entrants []string, fx fixture) played {
	r := played{Game: i + 1, Record: fx.file}
	var bots []bot.Bot
	for s, e := range fx.seats {
		b, _ := bot.New(entrants[e], fx.seed+uint64(s)) // the names were checked
		bots = append(bots, b)
		r.Seats = append(r.Seats, entrants[e])
	}
	dice := bot.NewDice(fx.seed)
	first, _ := nothanks.FirstByRolls(l.Players, func(nothanks.Colour) (int, error) { return dice(), nil })
	o, err := bot.Play(l, first, bots, dice, bot.DefaultMaxTurns)
	if err != nil { // the built-in layout is valid
		r.Reason = err.Error()
		return r
	}
	end := o.Game.Position()
	r.First, r.Turns, r.Stopped, r.Forfeit, r.Reason = first.String(), o.Game.Turns(), o.Stopped, o.Forfeit, o.Reason
	r.Places = bot.Places(end)
	if o.Forfeit != 0 {
		for s := range r.Places {
			if s != o.Forfeit-1 && r.Places[s] > r.Places[o.Forfeit-1] {
				r.Places[s]--
			}
		}
		r.Places[o.Forfeit-1] = l.Players
	}
	r.record = o.Game.Record()
	return r
}

// saveTournament writes every record and tournament.json, the list of games, in opts.Out.
func saveTournament(opts *tournamentOptions, results []played) error {
	records := make([]cmdutil.Record, len(results))
	for i, r := range results {
		records[i] = cmdutil.Record{Name: r.Record, Data: r.record}
	}
	return cmdutil.SaveTournament(opts.Out, records, results, opts.Force)
}
