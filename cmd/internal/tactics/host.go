package tactics

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tactics/api"
)

// hostOps are the host's commands: each is one request on the host's link.
var hostOps = []struct{ name, short, long string }{
	{"start", "Start a game: every player is placed and round 1 begins",
		"Start the game of a host link: players are placed on random cells (from the game's seed) and round 1 begins."},
	{"pause", "Pause a game: no round ends and nobody acts until it is resumed",
		"Pause the game of a host link (TT16): no round ends while it is paused, so nobody loses a heart, and nobody acts. The days go on: AP moments, counts, hearts and loot still come."},
	{"resume", "Resume a paused game",
		"Resume the game of a host link: the round goes on with the time it had left when it was paused (TT16)."},
	{"end", "End a game now: the living share first place",
		"End the game of a host link now (TT13): the living share first place, the downed follow in the order they were downed. The seed is then shown to everyone."},
}

func newHostCmds(f *cmdutil.Factory) []*cobra.Command {
	var cmds []*cobra.Command
	for _, op := range hostOps {
		cmds = append(cmds, &cobra.Command{
			Use:     op.name + " HOSTLINK",
			Short:   op.short,
			Long:    op.long,
			Example: "  ezd tactics " + op.name + " http://127.0.0.1:8080/h/SECRET",
			Args:    cmdutil.ExactArgs(1, "HOSTLINK"),
			RunE: func(cmd *cobra.Command, args []string) error {
				l, err := parseLink(args[0], "HOSTLINK")
				if err != nil {
					return err
				}
				var res api.ActResult
				if err := newClient().call(cmd.Context(), "POST", l.base+l.path+"/"+op.name, struct{}{}, &res); err != nil {
					return err
				}
				fmt.Fprintln(f.IO.Out, doneText(res.Done))
				return nil
			},
		})
	}
	return cmds
}

// doneText is what an accepted request did, one sentence a line.
func doneText(done []string) string {
	if len(done) == 0 {
		return "Done."
	}
	lines := make([]string, len(done))
	for i, d := range done {
		r, n := utf8.DecodeRuneInString(d)
		lines[i] = string(unicode.ToUpper(r)) + d[n:] + "."
	}
	return strings.Join(lines, "\n")
}
