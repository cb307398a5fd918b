package army

import (
	"fmt"
	"net/url"

	"github.com/spf13/cobra"
	"rsc.io/qr"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

type armyShareOptions struct {
	Army string
	Page string
	JSON bool
}

func newArmyShareCmd(f *cmdutil.Factory) *cobra.Command {
	var opts armyShareOptions
	cmd := &cobra.Command{
		Use:   "share ARMY",
		Short: "Print an army's share link, and its QR code on a terminal",
		Long: `Print the share link of an army on the first line: the army itself, packed into a short
code, so the link works with no server to keep it. Paste it into 'ezd army import', or
open it on an 'ezd serve' page, which offers to save it. On a terminal the link is also
drawn as a QR code that a phone camera reads.

The link is ezd:army/CODE, or with --page the address of an 'ezd serve' page followed by
#army=CODE. The code carries the name, the faction, the points limit and each tank's
class, name and model; comments in the army file are not carried.`,
		Example: `  ezd army share my-army.yaml
  ezd army share sample:france-1940 --page http://192.168.1.20:8420/t/TABLE/`,
		Args: cmdutil.ExactArgs(1, "one army: a file or sample:NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Army = args[0]
			return runArmyShare(f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Page, "page", "", "put the code behind this 'ezd serve' page: PAGE#army=CODE")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the link and the code as JSON")
	cmdutil.RefuseEmpty(cmd.Flags(), "page", "give the address of an 'ezd serve' page, or leave --page out for an ezd:army/ link")
	return cmd
}

// shareJSON is `army share --json`; its keys are part of ezd's contract.
type shareJSON struct {
	Link string `json:"link"`
	Code string `json:"code"`
}

func runArmyShare(f *cmdutil.Factory, opts armyShareOptions) error {
	a, err := cmdutil.LoadArmy(opts.Army)
	if err != nil {
		return err
	}
	if opts.Page != "" {
		if err := checkPage(opts.Page); err != nil {
			return err
		}
	}
	code, err := armypkg.EncodeShare(a)
	if err != nil {
		return fmt.Errorf("%s: %w", opts.Army, err)
	}
	link := armypkg.ShareLink(opts.Page, code)
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, shareJSON{link, code})
	}
	if _, err := fmt.Fprintln(f.IO.Out, link); err != nil {
		return err
	}
	if !f.IO.OutTTY {
		return nil
	}
	fmt.Fprintln(f.IO.Out)
	// Level M, as docs/serve.md promises a 10-point army: version 10 or less.
	if !cmdutil.WriteQR(f.IO.Out, link, qr.M) {
		fmt.Fprintln(f.IO.ErrOut, "The link is too long for a QR code: send it as text.")
		return nil
	}
	_, err = fmt.Fprintf(f.IO.ErrOut, "Scan it with a phone, or paste the link into 'ezd army import'.\n")
	return err
}

// checkPage refuses a --page that is no web page's address.
func checkPage(page string) error {
	u, err := url.Parse(page)
	if err != nil || len(page) > 2048 || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return cmdutil.Usagef("--page %q is not the address of a web page: give the 'ezd serve' page as http://HOST:PORT/...", cmdutil.Shorten(page, 60))
	}
	return nil
}
