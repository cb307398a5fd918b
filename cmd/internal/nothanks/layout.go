package nothanks

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
)

func newLayoutCmd(f *cmdutil.Factory) *cobra.Command {
	var players int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "layout",
		Short: "Show the built-in set-up for 2, 3 or 4 players",
		Long: `Show ezd's set-up for 2, 3 or 4 players (N3): the board, every piece and the territories,
so you can set up the real board, or save it with --json and edit it into a layout file
of your own (the advanced set-up: your pieces anywhere in your territory, no two
barriers adjacent) for 'ezd nothanks play --layout FILE'.`,
		Example: "  ezd nothanks layout --players 4\n  ezd nothanks layout --players 2 --json > mine.json",
		Args:    cmdutil.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			l, err := nothanks.BuiltIn(players)
			if err != nil {
				return cmdutil.Usagef("--players: %v", err)
			}
			if asJSON {
				return cmdutil.WriteJSON(f.IO.Out, l.Sorted())
			}
			p, _ := l.Start(nothanks.Red)
			fmt.Fprintf(f.IO.Out, "%d players on a %dx%d board\n\n", l.Players, l.Size, l.Size)
			for _, line := range drawBoard(p, plainInk{}, nil) {
				fmt.Fprintln(f.IO.Out, line)
			}
			fmt.Fprintln(f.IO.Out)
			writeLegend(f.IO.Out)
			for c := range nothanks.Colour(players) {
				fmt.Fprintf(f.IO.Out, "%s (%c): %s\n", c, c.Letter(), nothanks.TerritoryWords(l.Size, l.Players, c))
			}
			return nil
		},
	}
	cmdutil.WholeVar(cmd.Flags(), &players, "players", 2, "number of players, 2 to 4")
	cmd.Flags().BoolVar(&asJSON, "json", false, `print the layout as JSON: {"size", "pieces"}`)
	return cmd
}

// writeLegend says how the board draws pieces.
func writeLegend(w io.Writer) {
	fmt.Fprintln(w, "R tank, [R] base, ### barrier (R red, B blue, W white, K black)")
}

// loadLayout reads a layout file (N3's advanced set-up); errors name the file.
func loadLayout(path string) (nothanks.Layout, error) {
	data, err := readSmall(path, "layout")
	if err != nil {
		return nothanks.Layout{}, err
	}
	l, err := nothanks.ParseLayout(data)
	if err != nil {
		return l, fmt.Errorf("%s: %v", path, err)
	}
	return l, nil
}

// readSmall reads a layout or record file: a regular file of at most MaxFileBytes.
func readSmall(path, what string) ([]byte, error) {
	file, err := cmdutil.OpenRegular(path, "a "+what+" file")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("there is no %s file %s: check the name and the folder", what, path)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read the %s: %v", what, err)
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, nothanks.MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read the %s: %v", what, err)
	}
	return data, nil
}
