package tactics

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	tacticspkg "github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/bot"
)

// A simulation without --days or --rounds stops at the latest after a year of game time
// or 10000 rounds, whichever comes first: a game of bots that never attack, with short
// rounds, would otherwise fill a disk before its year is out.
const (
	maxDays   = 365
	maxRounds = 10000
)

// seatNames are the simulated players' names, in seat order.
var seatNames = []string{"ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal",
	"ivy", "jon", "kim", "lea", "max", "nia", "oto", "pia"}

type simulateOptions struct {
	Players   int
	Mode      string
	Shrink    bool
	Side      int
	RoundTime time.Duration
	Bots      string
	Days      int
	Rounds    int
	Zone      string
	Start     string
	Seed      string
	Out       string
	Force     bool
	JSON      bool
}

func newSimulateCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &simulateOptions{}
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: "Play a whole game of bots on a virtual clock and save its journal",
		Long: `Play a whole game of bots at once, on a virtual clock (no waiting): each seat acts at a
random moment of each round, AP moments, counts, hearts and loot come when their
random moments fall, and every outcome is drawn from the seed, so the same flags and
seed give the same journal. The bots of --bots take the seats in turn: random, hunter
(shoots the weakest in reach), turtle (hoards hearts and range, gives to other turtles).
The players are called ann, bob, cat, ... in seat order.

It stops when the game ends, after --days days or --rounds rounds, and at the latest
after 365 days or 10000 rounds, then says who won, in how many rounds and on which day
of the game. With --json:
  {"file", "seed", "events", "rounds", "days", "ended", "places", "living"}`,
		Example: `  ezd tactics simulate --players 16 --seed 1 -o game.json
  ezd tactics simulate --players 4 --mode abridged --bots hunter,turtle \
      -o quick.json
  ezd tactics simulate --players 6 --shrink --tz America/New_York --days 10 \
      --start 2026-12-01T09:00:00Z -o ny.json --json`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runSimulate(f, opts, cmd.Flags().Changed("days"), cmd.Flags().Changed("rounds"))
		},
	}
	fl := cmd.Flags()
	cmdutil.WholeVar(fl, &opts.Players, "players", 0, "number of players, 2 to 16 (required)")
	fl.StringVar(&opts.Mode, "mode", "standard", "standard or abridged")
	fl.BoolVar(&opts.Shrink, "shrink", false, "shrink the grid every third round (always in abridged)")
	cmdutil.WholeVar(fl, &opts.Side, "side", 0, "the grid's side, 5 to 32 (default: by the number of players)")
	cmdutil.RefuseZero(fl, "side", "give a side from 5 to 32, or leave --side out for one fitting the players")
	fl.DurationVar(&opts.RoundTime, "round-time", 0, "a round's time limit in whole seconds (default 24h, abridged 30s)")
	cmdutil.RefuseZero(fl, "round-time", "give a round's time, such as 30s or 24h, or leave --round-time out for the mode's")
	fl.StringVar(&opts.Bots, "bots", "random,hunter,turtle", "bots given to the seats in turn")
	cmdutil.WholeVar(fl, &opts.Days, "days", 0, "stop after this many days of game time")
	cmdutil.WholeVar(fl, &opts.Rounds, "rounds", 0, "stop after this many rounds")
	fl.StringVar(&opts.Zone, "tz", "UTC", "the game's time zone, an IANA name such as Europe/Berlin")
	fl.StringVar(&opts.Start, "start", "", "when the game starts, RFC 3339 (default 2026-12-01T09:00:00Z: a seed gives the same game whenever it runs)")
	fl.StringVar(&opts.Seed, "seed", "", "seed of every random outcome and bot choice (default: a fresh one, shown)")
	cmdutil.RefuseEmpty(fl, "seed", cmdutil.EmptySeed)
	fl.StringVarP(&opts.Out, "output", "o", "", "the journal file to write (required)")
	cmdutil.RefuseEmpty(fl, "output", "give the file to write the journal to")
	fl.BoolVar(&opts.Force, "force", false, "replace the journal file if it exists")
	fl.BoolVar(&opts.JSON, "json", false, "print a summary as JSON")
	return cmd
}

// simulateSummary is what --json prints.
type simulateSummary struct {
	File   string     `json:"file"`
	Seed   uint64     `json:"seed"`
	Events int        `json:"events"`
	Rounds int        `json:"rounds"`
	Days   int        `json:"days"`
	Ended  bool       `json:"ended"`
	Places [][]string `json:"places"`
	Living []string   `json:"living"`
}

func (o *simulateOptions) config(daysSet, roundsSet bool) (bot.Config, uint64, error) {
	var cfg bot.Config
	switch {
	case o.Players == 0:
		return cfg, 0, cmdutil.Usagef("--players is required (2 to %d)", tacticspkg.MaxPlayers)
	case o.Players < tacticspkg.MinPlayers || o.Players > tacticspkg.MaxPlayers:
		return cfg, 0, cmdutil.Usagef("--players: %d is out of range (want %d to %d)", o.Players, tacticspkg.MinPlayers, tacticspkg.MaxPlayers)
	case o.Out == "":
		return cfg, 0, cmdutil.Usagef("-o FILE is required: the journal is written there")
	case daysSet && roundsSet:
		return cfg, 0, cmdutil.Usagef("--days and --rounds: give one or the other")
	case daysSet && (o.Days < 1 || o.Days > maxDays):
		return cfg, 0, cmdutil.Usagef("--days: %d is out of range (want 1 to %d)", o.Days, maxDays)
	case roundsSet && o.Rounds < 1:
		return cfg, 0, cmdutil.Usagef("--rounds: %d is too few (want at least 1)", o.Rounds)
	case o.RoundTime < 0 || o.RoundTime%time.Second != 0:
		return cfg, 0, cmdutil.Usagef("--round-time: %v is not a whole number of seconds (want 30s, 2h...)", o.RoundTime)
	}
	mode := tacticspkg.Mode(o.Mode)
	if mode != tacticspkg.Standard && mode != tacticspkg.Abridged {
		return cfg, 0, cmdutil.Usagef("--mode: %s is not a mode (want standard or abridged)", cmdutil.Quoted(o.Mode))
	}
	g, err := tacticspkg.NewGame(mode, seatNames[:o.Players], o.Side, o.Shrink, o.Zone, int(o.RoundTime/time.Second))
	if err != nil {
		return cfg, 0, cmdutil.Usagef("%v", err)
	}
	bots := strings.Split(o.Bots, ",")
	for _, b := range bots {
		if _, err := bot.New(b); err != nil {
			return cfg, 0, cmdutil.Usagef("--bots: %v", err)
		}
	}
	// Unless --start says otherwise, a fixed moment (a Tuesday morning), so the same flags
	// and seed give the same game whenever they run (issue 30, item 15).
	start := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	if o.Start != "" {
		if start, err = time.Parse(time.RFC3339, o.Start); err != nil {
			return cfg, 0, cmdutil.Usagef("--start: %s is not an RFC 3339 moment (want 2026-12-01T09:00:00Z)", cmdutil.Quoted(o.Start))
		}
	}
	seed, err := cmdutil.ParseSeed(o.Seed)
	if err != nil {
		return cfg, 0, cmdutil.Usagef("%v", err)
	}
	loc, _ := g.Location()
	days, rounds := maxDays, maxRounds
	if daysSet {
		days = o.Days
	}
	if roundsSet {
		rounds = o.Rounds
	}
	// A journal's moments are RFC 3339 in UTC, up to the year 9999, and none goes back
	// before the engine's first, 0001-01-01T00:00:00Z (TT14): a game that could run past
	// them would write a journal its own replay refuses (issue 33 item 9).
	until := start.In(loc).AddDate(0, 0, days)
	switch {
	case start.Before(time.Time{}):
		return cfg, 0, cmdutil.Usagef("--start: %s is too early: in UTC it is before 0001-01-01T00:00:00Z, the first moment a journal holds", o.Start)
	case until.UTC().Year() > 9999:
		return cfg, 0, cmdutil.Usagef("--start: %s is too late: a game of up to %s from it runs past 9999-12-31T23:59:59Z, the last moment a journal holds (start earlier or give fewer --days)",
			o.Start, cmdutil.Plural(days, "day"))
	}
	cfg = bot.Config{Game: g, Start: start.UTC(), Seed: tacticspkg.SeedOf(seed), Rounds: rounds,
		Until: until}
	for i := range g.Players {
		cfg.Bots = append(cfg.Bots, bots[i%len(bots)])
	}
	return cfg, seed, nil
}

func runSimulate(f *cmdutil.Factory, opts *simulateOptions, daysSet, roundsSet bool) error {
	cfg, seed, err := opts.config(daysSet, roundsSet)
	if err != nil {
		return err
	}
	// Before the game is simulated: a name that cannot be written ("is a device") first,
	// since --force would not help, then one that exists.
	if err := cmdutil.CheckNewFile(opts.Out, opts.Force); err != nil {
		return err
	}
	j, s, err := bot.Simulate(cfg)
	if err != nil {
		return fmt.Errorf("the simulation failed: %v", err)
	}
	if err := cmdutil.WriteFileAtomic(opts.Out, j.Marshal(), opts.Force); err != nil {
		return err
	}
	played := s.Round() // an unfinished game stops between rounds: count those ended
	if !s.Ended() {
		played--
	}
	sum := simulateSummary{File: opts.Out, Seed: seed, Events: len(j.Events), Rounds: played,
		Days: s.Day(s.LastAt()), Ended: s.Ended(), Places: s.Places(), Living: []string{}}
	for _, p := range s.Players() {
		if !p.Downed {
			sum.Living = append(sum.Living, p.Name)
		}
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, sum)
	}
	out := f.IO.Out
	switch {
	case s.Ended() && len(sum.Places) > 0:
		fmt.Fprintf(out, "%s in round %d, on day %d.\n", winners(sum.Places[0]), sum.Rounds, sum.Days)
		fmt.Fprintf(out, "Places: %s\n", placesLine(sum.Places))
	default:
		fmt.Fprintf(out, "No winner yet after %s and %s: %s living (%s).\n", cmdutil.Plural(sum.Rounds, "round"),
			cmdutil.Plural(sum.Days, "day"), cmdutil.Plural(len(sum.Living), "player"), strings.Join(sum.Living, ", "))
	}
	fmt.Fprintf(out, "Journal: %s, %s (seed %d).\n", opts.Out, cmdutil.Plural(sum.Events, "event"), seed)
	return nil
}

func winners(first []string) string {
	if len(first) == 1 {
		return first[0] + " won"
	}
	return strings.Join(first, ", ") + " share first place"
}

// placesLine writes the places as "1. ann  2. bob, cat  4. dan".
func placesLine(places [][]string) string { return tacticspkg.PlacesText(places) }
