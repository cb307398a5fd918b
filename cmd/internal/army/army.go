// Package army holds the ezd army commands: new, edit, show, validate and catalogue, with
// the army builder's form and the main menu's "Build an army" and "Show an army".
package army

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/terrain"
)

// NewCmd returns the "army" command and its subcommands.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "army",
		Short: "Build, edit, show and check armies; list the 1940 catalogue",
		Args:  cmdutil.NoArgs,
		RunE:  cmdutil.ShowHelp,
	}
	cmd.AddCommand(newArmyNewCmd(f), newArmyEditCmd(f), newArmyShowCmd(f), newArmyValidateCmd(f), newArmyCatalogueCmd(f))
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
		return cmdutil.WriteJSON(f.IO.Out, rosterJSON(a))
	case opts.Markdown:
		return writeRosterMarkdown(f.IO.Out, a, unit)
	}
	return writeRoster(f.IO.Out, a, unit)
}

// armyJSON is the --json form of a roster; its keys are part of ezd's contract.
type armyJSON struct {
	Name          string      `json:"name"`
	Faction       string      `json:"faction"`
	Limit         int         `json:"limit"`
	Fielded       int         `json:"fielded"`
	Unspent       int         `json:"unspent"`
	LossThreshold int         `json:"lossThreshold"`
	Tanks         []tankStats `json:"tanks"`
}

// tankStats is one tank with the R2 numbers of its class.
type tankStats struct {
	Name  string `json:"name"`
	Model string `json:"model"`
	cmdutil.ClassStats
}

func rosterJSON(a armypkg.Army) armyJSON {
	out := armyJSON{Name: a.Name, Faction: a.Faction, Limit: a.Limit(), Fielded: a.Fielded(),
		Unspent: a.Unspent(), LossThreshold: a.LossThreshold(), Tanks: []tankStats{}}
	for i, t := range a.Tanks {
		out.Tanks = append(out.Tanks, tankStats{a.TankName(i), t.Model, cmdutil.NewClassStats(t.Class)})
	}
	return out
}

// writeRoster prints the roster as a table, then the points and the loss threshold.
func writeRoster(w io.Writer, a armypkg.Army, unit terrain.Unit) error {
	title := a.Name
	if a.Faction != "" {
		title += " (" + a.Faction + ")"
	}
	fmt.Fprintln(w, title)
	tw := cmdutil.NewTable(w)
	fmt.Fprintln(tw, "  #\tTank\tClass\tCost\tActions\tMove\tRange\tDamage\tAttack\tDefend")
	for i, t := range a.Tanks {
		s := t.Stats()
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%d\t%d\t%s\t%s\t%d\t%s\t+%d\n", i+1, tankLabel(a, i), t.Class,
			s.Cost, s.Actions, unit.Format(s.Move), unit.Format(s.Range), s.Capacity, cmdutil.Signed(s.Attack), s.DefenceBonus)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "%s\nThe army breaks when it has lost %d points (R8).\n", pointsLine(a), a.LossThreshold())
	return err
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
