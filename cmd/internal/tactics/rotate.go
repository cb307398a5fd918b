package tactics

import (
	"fmt"

	"github.com/spf13/cobra"
	"rsc.io/qr"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tactics/api"
)

func newRotateCmd(f *cmdutil.Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "rotate HOSTLINK PLAYER",
		Short: "Give a player a new link: their old one stops working at once",
		Long: `Give a player of the host link's game a new secret link, for a link that was lost
or shared with the wrong person: from then on the old link opens nothing (404) and the
new one plays the same seat, with nothing of the game changed. The new link is printed
with a QR code on a terminal; send it to that player only. PLAYER is the name exactly
as the game has it. Bots have no link. With --json: {"player", "link"}.`,
		Example: `  ezd tactics rotate http://127.0.0.1:8080/h/SECRET ann
  ezd tactics rotate http://192.168.1.20:8080/h/SECRET bob --json`,
		Args: cmdutil.ExactArgs(2, "HOSTLINK and PLAYER"),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := parseLink(args[0], "HOSTLINK")
			if err != nil {
				return err
			}
			var res api.RotateResult
			if err := newClient().call(cmd.Context(), "POST", l.base+l.path+"/rotate", api.RotateRequest{Player: args[1]}, &res); err != nil {
				return err
			}
			res.Link = l.base + res.Link
			if asJSON {
				return cmdutil.WriteJSON(f.IO.Out, res)
			}
			fmt.Fprintf(f.IO.Out, "New link for %s (the old one no longer works): %s\n", res.Player, res.Link)
			if f.IO.OutTTY {
				cmdutil.WriteQR(f.IO.Out, res.Link, qr.L)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the new link as JSON")
	return cmd
}
