// Package army holds the ezd army commands: new, edit, show, validate, catalogue, list,
// share and import, with the army builder's form and the main menu's "Build an army" and
// "Show an army".
package army

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/terrain"
)

// NewCmd returns the "army" command and its subcommands.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "army",
		Short: "Build, edit, show, check, list and share armies; list the 1940 catalogue",
		Args:  cmdutil.NoArgs,
		RunE:  cmdutil.ShowHelp,
	}
	cmd.AddCommand(newArmyNewCmd(f), newArmyEditCmd(f), newArmyShowCmd(f), newArmyValidateCmd(f), newArmyCatalogueCmd(f),
		newArmyListCmd(f), newArmyShareCmd(f), newArmyImportCmd(f))
	return cmd
}

type armyShowOptions struct {
	Army     string
	JSON     bool
	Markdown bool
	Units    string
}

func newArmyShowCmd(f *cmdutil.Factory) *cobra.Command {
	var opts armyShowOptions
	cmd := &cobra.Command{
		Use:   "show ARMY",
		Short: "Show an army's roster with every tank's numbers, points and loss threshold",
		Example: `  ezd army show sample:france-1940
  ezd army show my-army.yaml --markdown`,
		Args: cmdutil.ExactArgs(1, "one army: a file or sample:NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Army = args[0]
			return runArmyShow(f, opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the roster as JSON")
	cmd.Flags().BoolVar(&opts.Markdown, "markdown", false, "print a list to paste into a forum or chat")
	cmd.Flags().StringVar(&opts.Units, "units", "cm", "measure in cm or in (R10)")
	cmdutil.RefuseEmpty(cmd.Flags(), "units", cmdutil.EmptyUnits)
	cmd.MarkFlagsMutuallyExclusive("json", "markdown")
	return cmd
}

func runArmyShow(f *cmdutil.Factory, opts armyShowOptions) error {
	unit, err := terrain.ParseUnit(opts.Units)
	if err != nil {
		return err
	}
	a, err := cmdutil.LoadArmy(opts.Army)
	if err != nil {
		return err
	}
	switch {
	case opts.JSON:
		return cmdutil.WriteJSON(f.IO.Out, cmdutil.NewRosterJSON(a))
	case opts.Markdown:
		return writeRosterMarkdown(f.IO.Out, a, unit)
	}
	return writeRoster(f.IO.Out, a, unit)
}

// writeRoster prints the roster as a table, then the points and the loss threshold. The
// table fits 80 columns: a tank's name too long for the room the numbers leave is wrapped
// within its column, so the Defend column never runs past the edge.
func writeRoster(w io.Writer, a armypkg.Army, unit terrain.Unit) error {
	title := a.Name
	if a.Faction != "" {
		title += " (" + a.Faction + ")"
	}
	fmt.Fprintln(w, title)
	labels := make([][]string, len(a.Tanks))
	for i := range a.Tanks {
		labels[i] = []string{tankLabel(a, i)}
	}
	table := rosterTable(a, unit, labels)
	if widest(table) > iostreams.MaxWidth {
		// The room the other columns leave, measured with every name empty.
		empty := make([][]string, len(a.Tanks))
		for i := range empty {
			empty[i] = []string{""}
		}
		room := max(iostreams.MaxWidth-(widest(rosterTable(a, unit, empty))-len("Tank")), len("Tank"))
		for i, t := range a.Tanks {
			// The name and its model apart: "Rosalie" above "(Somua S35)".
			name := a.TankName(i)
			labels[i] = wrapCell(name, room)
			if t.Model != "" && t.Model != name {
				labels[i] = append(labels[i], wrapCell("("+t.Model+")", room)...)
			}
		}
		table = rosterTable(a, unit, labels)
	}
	if _, err := io.WriteString(w, table); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "%s\nThe army breaks when it has lost %d points (R8).\n", pointsLine(a), a.LossThreshold())
	return err
}

// rosterTable is the roster's table, each tank named by the lines of its label: the first
// on the tank's row, the others on rows of their own below it.
func rosterTable(a armypkg.Army, unit terrain.Unit, labels [][]string) string {
	var b strings.Builder
	tw := cmdutil.NewTable(&b)
	fmt.Fprintln(tw, "  #\tTank\tClass\tCost\tActions\tMove\tRange\tDamage\tAttack\tDefend")
	for i, t := range a.Tanks {
		s := t.Stats()
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%d\t%d\t%s\t%s\t%d\t%s\t+%d\n", i+1, labels[i][0], t.Class,
			s.Cost, s.Actions, unit.Format(s.Move), unit.Format(s.Range), s.Capacity, cmdutil.Signed(s.Attack), s.DefenceBonus)
		for _, more := range labels[i][1:] {
			// Every cell, empty ones too, so that the columns after it stay aligned.
			fmt.Fprintf(tw, "\t%s\t\t\t\t\t\t\t\t\n", more)
		}
	}
	tw.Flush()
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ") // the empty cells' padding
	}
	return strings.Join(lines, "\n") + "\n"
}

// widest is the length of the longest line of text, in runes, as the table counts them.
func widest(text string) int {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		n = max(n, utf8.RuneCountInString(l))
	}
	return n
}

// wrapCell breaks text between words into lines of at most width runes, and a word
// longer than that into pieces.
func wrapCell(text string, width int) []string {
	var out []string
	for _, line := range strings.Split(iostreams.Wrap(text, width, ""), "\n") {
		for r := []rune(line); ; r = r[width:] {
			if len(r) <= width {
				out = append(out, string(r))
				break
			}
			out = append(out, string(r[:width]))
		}
	}
	return out
}

// tankLabel names the i-th tank with its model when the name does not already say it:
// "Rosalie (Somua S35)".
func tankLabel(a armypkg.Army, i int) string {
	name, model := a.TankName(i), a.Tanks[i].Model
	if model == "" || model == name {
		return name
	}
	return name + " (" + model + ")"
}

// pointsLine says what the army fields against its limit: "Fielded 9 of 10 points, 1 unspent."
func pointsLine(a armypkg.Army) string {
	return fmt.Sprintf("Fielded %d of %d points, %d unspent.", a.Fielded(), a.Limit(), a.Unspent())
}

// writeRosterMarkdown prints the roster as a Markdown list for forums and chats.
func writeRosterMarkdown(w io.Writer, a armypkg.Army, unit terrain.Unit) error {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**", a.Name)
	if a.Faction != "" {
		fmt.Fprintf(&b, " (%s)", a.Faction)
	}
	fmt.Fprintf(&b, ": %d/%d points, breaks at %d lost\n\n", a.Fielded(), a.Limit(), a.LossThreshold())
	for i, t := range a.Tanks {
		s := t.Stats()
		fmt.Fprintf(&b, "- **%s**: %s, %d pts; %s, move %s, range %s, %d damage, attack %s, defend +%d\n",
			tankLabel(a, i), t.Class, s.Cost, cmdutil.Plural(s.Actions, "action"), unit.Format(s.Move), unit.Format(s.Range),
			s.Capacity, cmdutil.Signed(s.Attack), s.DefenceBonus)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
