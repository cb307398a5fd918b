package tactics

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	tacticspkg "github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
)

func newShowCmd(f *cmdutil.Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "show LINK",
		Short: "Show a game as the link's player (or its host) sees it now",
		Long: `Show the game of a link as its player sees it now: the board, everyone's hearts, AP
and range, the items, the round and its time left, and what you can still do in your
turn, with each action's cost. With a host's link: the board and where the game stands.
With --json: the keys of ezd tactics replay --json, plus "you" and "turn" (what you have
used and every action you can take now), "game", "started", "secondsLeft" and the
seed's "seedSHA256" (and "seed" once the game has ended).`,
		Example: `  ezd tactics show http://127.0.0.1:8080/p/SECRET
  ezd tactics show http://127.0.0.1:8080/p/SECRET --json`,
		Args: cmdutil.ExactArgs(1, "LINK"),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := parseLink(args[0], "LINK")
			if err != nil {
				return err
			}
			var raw []byte
			if err := newClient().call(cmd.Context(), "GET", l.base+l.path+"/state", nil, &raw); err != nil {
				return err
			}
			if asJSON {
				_, err := f.IO.Out.Write(raw)
				return err
			}
			if l.host {
				var h api.HostState
				if err := json.Unmarshal(raw, &h); err != nil {
					return fmt.Errorf("the server's answer is not what ezd expects: %v", err)
				}
				writeHostState(f.IO.Out, h)
				return nil
			}
			var v api.PlayerState
			if err := json.Unmarshal(raw, &v); err != nil {
				return fmt.Errorf("the server's answer is not what ezd expects: %v", err)
			}
			writePlayerState(f.IO.Out, v)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the state as JSON")
	return cmd
}

func writePlayerState(w io.Writer, v api.PlayerState) {
	fmt.Fprintf(w, "%s on %s: %s, %d AP, range %d%s\n", v.You.Name, v.You.Cell, cmdutil.Plural(v.You.Hearts, "heart"), v.You.AP, v.You.Range, downedWords(v.You.BoardPlayer, true, v.Ended))
	fmt.Fprintln(w, roundLine(v.Started, v.Ended, v.Turn.Round, v.Turn.Paused, v.SecondsLeft))
	writeBoardLines(w, v.Board, v.Bots)
	for _, p := range v.Proposals {
		fmt.Fprintf(w, "%s proposes the ranking %s (propose it too to agree).\n", p.By, strings.Join(p.Order, ","))
	}
	writeFairness(w, v.Fairness)
	if !v.Started || v.Ended {
		return
	}
	fmt.Fprintln(w)
	switch {
	case v.You.Downed:
	case v.Turn.Ended:
		fmt.Fprintln(w, "You have ended your turn in this round.")
	default:
		fmt.Fprintf(w, "Your turn: primary action %s, secondary action %s.\n", used(v.Turn.Primary), used(v.Turn.Secondary))
	}
	if len(v.Turn.Options) == 0 {
		fmt.Fprintln(w, "Nothing you can do right now.")
		return
	}
	fmt.Fprintln(w, "You can (ezd tactics act LINK ...):")
	for _, o := range v.Turn.Options {
		line := "  " + optionText(o)
		if o.Cost > 0 {
			line += fmt.Sprintf("  (%d AP)", o.Cost)
		}
		fmt.Fprintln(w, line)
	}
}

func writeHostState(w io.Writer, h api.HostState) {
	fmt.Fprintf(w, "Game %s\n", h.Game)
	fmt.Fprintln(w, roundLine(h.Started, h.Ended, h.Round, h.Paused, h.SecondsLeft))
	writeBoardLines(w, h.Board, h.Bots)
	writeFairness(w, h.Fairness)
}

// writeFairness prints the seed's commitment and, once the game has ended, the seed,
// checked here against the commitment published from the start (issue 30, item 4).
func writeFairness(w io.Writer, f api.Fairness) {
	fmt.Fprintf(w, "Seed SHA-256: %s\n", f.SeedSHA256)
	if f.Seed == nil {
		return
	}
	if f.Check() {
		fmt.Fprintf(w, "Seed: %s (its SHA-256 is the one published: chance was fixed before the start)\n", *f.Seed)
	} else {
		seed := *f.Seed
		if len(seed) > 80 {
			seed = seed[:80] + "..."
		}
		fmt.Fprintf(w, "Seed: %q, whose SHA-256 is NOT the one published: this game's chance is not the one promised\n", seed)
	}
}

func roundLine(started, ended bool, round int, paused bool, left *int64) string {
	switch {
	case ended:
		return "The game has ended."
	case !started:
		return "The game has not started yet."
	case paused:
		return fmt.Sprintf("Round %d, paused by the host.", round)
	case left != nil:
		return fmt.Sprintf("Round %d, ends in %s.", round, duration(*left))
	}
	return fmt.Sprintf("Round %d.", round)
}

func duration(s int64) string {
	s = max(s, 0)
	h, m, sec := s/3600, s%3600/60, s%60
	switch {
	case h > 0:
		return fmt.Sprintf("%d h %02d min", h, m)
	case m > 0:
		return fmt.Sprintf("%d min %02d s", m, sec)
	}
	return fmt.Sprintf("%d s", sec)
}

func used(b bool) string {
	if b {
		return "used"
	}
	return "open"
}

// downedWords says how a player stands: downed, and whether a heart can still revive them
// (TT8); how, to the player themselves (you); nothing of reviving once the game has ended.
func downedWords(p tacticspkg.BoardPlayer, you, ended bool) string {
	switch {
	case p.Downed && (ended || !p.Revivable):
		return ", downed for good"
	case p.Downed && you:
		return ", downed (a heart from anyone in range revives you)"
	case p.Downed:
		return ", downed (a heart revives them)"
	case p.Acted:
		return ", has acted this round"
	}
	return ""
}

// writeBoardLines lists the board: the places once the game has ended, the grid, each
// player (bots, by their names in bots, marked as such) and each item.
func writeBoardLines(w io.Writer, b tacticspkg.Board, bots map[string]string) {
	if b.Ended && len(b.Places) > 0 {
		for i, names := range b.Places {
			fmt.Fprintf(w, "  %d. %s\n", i+1, strings.Join(names, " and "))
		}
	}
	fmt.Fprintf(w, "Grid %s to %s.\n", b.Bounds.Min, b.Bounds.Max)
	var acted, living int
	for _, p := range b.Players {
		if !p.Downed {
			living++
			if p.Acted {
				acted++
			}
		}
	}
	if !b.Ended && b.Round > 0 {
		fmt.Fprintf(w, "%d of %d living players have acted this round.\n", acted, living)
	}
	for _, p := range b.Players {
		bot := ""
		if kind := bots[p.Name]; kind != "" {
			bot = fmt.Sprintf(" (bot: %s)", kind)
		}
		fmt.Fprintf(w, "  %-12s %-4s %s, %d AP, range %d%s%s\n", p.Name, p.Cell, cmdutil.Plural(p.Hearts, "heart"), p.AP, p.Range, downedWords(p, false, b.Ended), bot)
	}
	for _, it := range b.Items {
		fmt.Fprintf(w, "  item on %s: %s\n", it.Cell, tacticspkg.ItemWords(tacticspkg.Item{Hearts: it.Hearts, AP: it.AP}))
	}
}

// optionText is an option as `act` takes it. The options came through JSON, so a cell is
// a two-number array and a name a string.
func optionText(o tacticspkg.Option) string {
	switch to := o.To.(type) {
	case []any:
		if len(to) == 2 {
			x, _ := to[0].(float64)
			y, _ := to[1].(float64)
			o.To = tacticspkg.Cell{X: int(x), Y: int(y)}
		}
	}
	text := api.ActionText(o)
	if o.Kind == tacticspkg.KindGiveAP && o.MaxAP > 1 {
		text = strings.TrimSuffix(text, " 1") + fmt.Sprintf(" N (N from 1 to %d)", o.MaxAP)
	}
	return text
}

func newActCmd(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "act LINK ACTION...",
		Short: "Take an action in your turn, through your link",
		Long: `Take one action as the link's player: move CELL, attack NAME, heart, range,
give-heart NAME, give-ap NAME N, end (your turn), vote haunt NAME, vote intercede NAME,
propose NAME,NAME,... (a ranking, best first). The server checks it against the rules at
the moment it arrives: a refused action exits 1 with the rule's reason and changes
nothing; an accepted one prints what happened.`,
		Example: `  ezd tactics act http://127.0.0.1:8080/p/SECRET move C4
  ezd tactics act http://127.0.0.1:8080/p/SECRET give-ap bob 2
  ezd tactics act http://127.0.0.1:8080/p/SECRET vote haunt bob`,
		Args: cmdutil.MinArgs(2, "LINK and ACTION"),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := parseLink(args[0], "LINK")
			if err != nil {
				return err
			}
			if l.host {
				return cmdutil.Usagef("that is the host's link (/h/...): act needs a player's link (/p/...)")
			}
			var res api.ActResult
			err = newClient().call(cmd.Context(), "POST", l.base+l.path+"/act", api.ActRequest{Action: strings.Join(args[1:], " ")}, &res)
			if err != nil {
				return err
			}
			fmt.Fprintln(f.IO.Out, doneText(res.Done))
			return nil
		},
	}
	return cmd
}

func newExportCmd(f *cmdutil.Factory) *cobra.Command {
	var out string
	var force bool
	cmd := &cobra.Command{
		Use:   "export HOSTLINK -o FILE",
		Short: "Save a game's journal from the server",
		Long: `Save the journal of the host link's game to a file: every event with its moment, which
ezd tactics replay folds to exactly the state the server shows. An existing file is kept
unless --force is given.`,
		Example: `  ezd tactics export http://127.0.0.1:8080/h/SECRET -o game.json
  ezd tactics replay game.json`,
		Args: cmdutil.ExactArgs(1, "HOSTLINK"),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := parseLink(args[0], "HOSTLINK")
			if err != nil {
				return err
			}
			if out == "" {
				return cmdutil.Usagef("-o FILE is required: the journal is written there")
			}
			if err := cmdutil.CheckSavePath(out); err != nil {
				return err
			}
			var raw []byte
			if err := newClient().call(cmd.Context(), "GET", l.base+l.path+"/export", nil, &raw); err != nil {
				return err
			}
			if _, _, err := tacticspkg.Load(raw); err != nil {
				return fmt.Errorf("the server sent a journal that does not replay (%v): nothing was written", err)
			}
			if err := cmdutil.WriteFileAtomic(out, raw, force); err != nil {
				return err
			}
			fmt.Fprintf(f.IO.ErrOut, "Saved the journal to %s.\n", cmdutil.ShowPath(out))
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "the journal file to write (required)")
	cmd.Flags().BoolVar(&force, "force", false, "replace the file if it exists")
	cmdutil.RefuseEmpty(cmd.Flags(), "output", "give the file to write the journal to")
	return cmd
}
