package tactics

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"rsc.io/qr"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	tacticspkg "github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
	"github.com/ezd-game/ezd/tactics/bot"
	"github.com/ezd-game/ezd/whole"
)

// defaultServer is where `ezd tactics serve` listens unless told otherwise.
const defaultServer = "http://127.0.0.1:8080"

type newOptions struct {
	Players   string
	Mode      string
	Shrink    bool
	Side      int
	RoundTime time.Duration
	Zone      string
	Seed      string
	Webhook   string
	Bots      string
	Server    string
	JSON      bool
}

func newNewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &newOptions{}
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Make a game on a running referee server and print everyone's link",
		Long: `Make a game on a running ezd tactics server and print its links: the host's link
(start, pause, resume and end the game, give a player a new link) and one secret link
per player, each with a QR code on a terminal. Send each player their own link only:
whoever has it plays that seat. --bots fills more seats with bots (random, hunter,
turtle: docs/tactics.md), each named for its kind and a number (hunter1) and given no
link; the server plays each once a round, at a moment of the round's first half. The
server draws the game's seed (32 random bytes; nobody chooses it) and prints its
SHA-256; the seed itself is shown when the game ends, so everyone can check that chance
was fixed before the start. With --json: {"game", "host",
"players": [{"name", "link"}], "bots": [{"name", "bot"}], "seedSHA256"}.`,
		Example: `  ezd tactics new --players ann,bob,cy,dee
  ezd tactics new --players ann,bob --mode abridged \
      --server http://192.168.1.20:8080
  ezd tactics new --players ann,bob --bots hunter:2,turtle
  ezd tactics new --players ann,bob,cy --tz Europe/Berlin --round-time 12h \
      --json`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runNew(cmd, f, opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Players, "players", "", "the players' names, separated by commas (required)")
	fl.StringVar(&opts.Mode, "mode", "standard", "standard or abridged")
	fl.BoolVar(&opts.Shrink, "shrink", false, "shrink the grid every third round (always in abridged)")
	cmdutil.WholeVar(fl, &opts.Side, "side", 0, "the grid's side, 5 to 32 (default: by the number of players)")
	cmdutil.RefuseZero(fl, "side", "give a side from 5 to 32, or leave --side out for one fitting the players")
	fl.DurationVar(&opts.RoundTime, "round-time", 0, "a round's time limit in whole seconds (default 24h, abridged 30s)")
	fl.StringVar(&opts.Zone, "tz", "", "the game's time zone, an IANA name (default: this machine's)")
	fl.StringVar(&opts.Seed, "seed", "", "refused: a served game's seed is the server's")
	fl.MarkHidden("seed")
	cmdutil.RefuseEmpty(fl, "seed", "a served game's seed is the server's own: leave --seed out")
	fl.StringVar(&opts.Webhook, "webhook", "", "a chat webhook URL that hears of round starts, AP moments, downings and the end")
	fl.StringVar(&opts.Bots, "bots", "", "bots for more seats, as KIND:COUNT separated by commas (random, hunter, turtle)")
	fl.StringVar(&opts.Server, "server", defaultServer, "the referee server's address")
	fl.BoolVar(&opts.JSON, "json", false, "print the links as JSON")
	cmdutil.RefuseEmpty(fl, "bots", "give bots as hunter:2,turtle, or leave --bots out for people only")
	return cmd
}

func runNew(cmd *cobra.Command, f *cmdutil.Factory, o *newOptions) error {
	if o.Players == "" {
		return cmdutil.Usagef("--players is required: the players' names, such as --players ann,bob,cy")
	}
	switch {
	case o.RoundTime < 0 || o.RoundTime%time.Second != 0:
		return cmdutil.Usagef("--round-time: %v is not a whole number of seconds (want 30s, 2h...)", o.RoundTime)
	case o.RoundTime == 0 && cmd.Flags().Changed("round-time"):
		return cmdutil.Usagef("--round-time: a round of 0s cannot be played (want 1s or more; leave it out for 24h, abridged 30s)")
	case o.Seed != "":
		return cmdutil.Usagef("--seed: a served game's seed is the server's own (32 random bytes, its SHA-256 shown from the start), so nobody chooses chance; ezd tactics simulate --seed plays a chosen one")
	}
	req := api.NewGameRequest{Mode: o.Mode, Side: o.Side, Shrink: o.Shrink,
		RoundSeconds: int(o.RoundTime / time.Second), Timezone: o.Zone, Webhook: o.Webhook}
	for _, name := range strings.Split(o.Players, ",") {
		req.Players = append(req.Players, strings.TrimSpace(name))
	}
	if req.Timezone == "" {
		req.Timezone = localZone(f.Getenv)
	}
	if o.Bots != "" {
		var err error
		if req.Bots, err = parseBots(o.Bots); err != nil {
			return err
		}
	}
	// Check here what can be checked here, so the message is the same as the server's but
	// no request is sent in vain.
	seats := append(slices.Clone(req.Players), req.Bots...) // the bots' names are the server's: count the seats
	for i := len(req.Players); i < len(seats); i++ {
		seats[i] = fmt.Sprintf("bot %d", i)
	}
	g, err := tacticspkg.NewGame(tacticspkg.Mode(req.Mode), seats, req.Side, req.Shrink, req.Timezone, req.RoundSeconds)
	if err != nil {
		return cmdutil.Usagef("%v", err)
	}
	copy(req.Players, g.Players) // trimmed and NFC, as the server keeps them (TT1)
	base := strings.TrimSuffix(o.Server, "/")
	if _, err := parseLink(base+"/p/x", "--server"); err != nil {
		return cmdutil.Usagef("--server %s is not a server's address (want http://HOST:PORT)", cmdutil.Quoted(o.Server))
	}
	var res api.NewGameResult
	if err := newClient().call(cmd.Context(), "POST", base+"/api/games", req, &res); err != nil {
		return err
	}
	res.Host = base + res.Host
	for i := range res.Players {
		res.Players[i].Link = base + res.Players[i].Link
	}
	if o.JSON {
		return cmdutil.WriteJSON(f.IO.Out, res)
	}
	out := f.IO.Out
	fmt.Fprintf(out, "Game %s made on %s. Send each player their own link, and keep the host's.\n\n", res.Game, base)
	fmt.Fprintf(out, "Host: %s\n", res.Host)
	if f.IO.OutTTY {
		cmdutil.WriteQR(out, res.Host, qr.L)
	}
	for _, p := range res.Players {
		fmt.Fprintf(out, "%s: %s\n", p.Name, p.Link)
		if f.IO.OutTTY {
			cmdutil.WriteQR(out, p.Link, qr.L)
		}
	}
	for _, b := range res.Bots {
		fmt.Fprintf(out, "%s: a %s bot (no link: the server plays it)\n", b.Name, b.Bot)
	}
	fmt.Fprintf(out, "\nSeed SHA-256 (the seed is shown when the game ends): %s\n", res.SeedSHA256)
	fmt.Fprintf(out, "Start it with: ezd tactics start %s\n", res.Host)
	return nil
}

// parseBots reads --bots: KIND or KIND:COUNT, separated by commas ("hunter:2,turtle"),
// into one bot's name a seat.
func parseBots(s string) ([]string, error) {
	var out []string
	for _, part := range strings.Split(s, ",") {
		kind, count, hasCount := strings.Cut(strings.TrimSpace(part), ":")
		if _, err := bot.New(kind); err != nil {
			return nil, cmdutil.Usagef("--bots: %v", err)
		}
		n := uint64(1)
		if hasCount {
			var err error
			if n, err = whole.Parse(count); err != nil || n < 1 {
				return nil, cmdutil.Usagef("--bots: %s is not a number of bots (want %s:1 or more)", cmdutil.Quoted(count), kind)
			}
		}
		if uint64(len(out))+n > tacticspkg.MaxPlayers {
			return nil, cmdutil.Usagef("--bots: more than %d seats", tacticspkg.MaxPlayers)
		}
		for range n {
			out = append(out, kind)
		}
	}
	return out, nil
}

// localZone is this machine's time zone as an IANA name (TT14 wants a name that means
// the same everywhere): $TZ, else where /etc/localtime points, else UTC.
func localZone(getenv func(string) string) string {
	if tz := strings.TrimPrefix(getenv("TZ"), ":"); tz != "" {
		if _, err := time.LoadLocation(tz); err == nil {
			return tz
		}
	}
	if target, err := os.Readlink("/etc/localtime"); err == nil {
		if i := strings.Index(target, "zoneinfo/"); i >= 0 {
			if name := filepath.ToSlash(target[i+len("zoneinfo/"):]); name != "" {
				if _, err := time.LoadLocation(name); err == nil {
					return name
				}
			}
		}
	}
	return "UTC"
}
