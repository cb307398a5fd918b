package battle

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// linksJSON is `battle links --json`: each link in full at the running server's address.
type linksJSON struct {
	Red   string `json:"red"`
	Blue  string `json:"blue"`
	Watch string `json:"watch"`
}

func newBattleLinksCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	var asJSON bool
	var rotate string
	cmd := &cobra.Command{
		Use:   "links",
		Short: "The battle's links for the players' phones (ezd serve): red, blue and watch",
		Long: `Print the battle's three links at the address of the running ezd serve: red's and
blue's, each of which takes its side's steps, and the watch link, which only looks. The
links are the keys to the battle: anyone who has one can use it.

--rotate SIDE replaces one link (red, blue or watch) with a new one: the old one stops
working at once. The links are kept beside the battle, so they survive a restart of the
server.`,
		Example: `  ezd battle links -b sedan
  ezd battle links -b sedan --json
  ezd battle links -b sedan --rotate blue`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBattleLinks(f, opts, rotate, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the links as JSON")
	cmd.Flags().StringVar(&rotate, "rotate", "", "replace one link with a new one: red, blue or watch")
	cmdutil.RefuseEmpty(cmd.Flags(), "rotate", "name the link to replace: red, blue or watch")
	return cmd
}

func runBattleLinks(f *cmdutil.Factory, opts *battleOptions, rotate string, asJSON bool) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	name, err := battles.Choose(f.IO.ErrOut, dir, opts.Battle)
	if err != nil {
		return err
	}
	var links battles.Links
	if rotate != "" {
		links, err = battles.Rotate(dir, name, rotate)
	} else {
		links, err = battles.EnsureLinks(dir, name)
	}
	if err != nil {
		return err
	}
	serveDir, err := battles.ServeDir(f)
	if err != nil {
		return err
	}
	served, err := battles.RunningServer(serveDir)
	if errors.Is(err, battles.ErrNotServing) {
		what := "the links"
		if rotate != "" {
			what = fmt.Sprintf("%s's new link", rotate)
		}
		return fmt.Errorf("ezd serve is not running, so %s of battle %s lead nowhere yet: start it with ezd serve (in another terminal), then run ezd battle links -b %s", what, name, name)
	}
	if err != nil {
		return err
	}
	base := served.URLs[0]
	out := linksJSON{base + "/b/" + links.Red, base + "/b/" + links.Blue, base + "/b/" + links.Watch}
	if asJSON {
		return cmdutil.WriteJSON(f.IO.Out, out)
	}
	if opts.Battle == "" {
		fmt.Fprintf(f.IO.Out, "Battle %s:\n", name)
	}
	tw := cmdutil.NewTable(f.IO.Out)
	fmt.Fprintf(tw, "red\t%s\nblue\t%s\nwatch\t%s\n", out.Red, out.Blue, out.Watch)
	return tw.Flush()
}
