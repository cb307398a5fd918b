// Package print holds the ezd print commands, which write the printables as PDF files,
// and the main menu's "Print".
package print

import (
	"bytes"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/printouts"
	"github.com/ezd-game/ezd/printables"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// printOptions are the flags every `ezd print` subcommand shares.
type printOptions struct {
	Army   string
	Output string
	Paper  string
	Units  string
	Force  bool
	Backs  bool
	BW     bool
	// Stance is the paper bot's: --stance of print bot, --bot of print all (solo play).
	Stance string
}

// NewCmd returns the "print" command and one subcommand per printout.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "print",
		Short: "Make PDFs to print: unit cards, roster, rules reference, rulers",
		Long: `Make PDFs to print before the game. Print them at 100% ("actual size"), not "fit to
page": the rulers are true to scale, and a calibration bar on the rulers page and a scale
bar beside the cards let you check. The files ask print dialogs for actual size.

With --backs, each page of cards is followed by a page of their backs; print both sides,
flipping on the long edge, and each back lands behind its card.`,
		Example: `  ezd print all sample:france-1940
  ezd print cards my-army.yaml --paper letter -o cards.pdf
  ezd print cards my-army.yaml --backs
  ezd print rulers --units in`,
		Args: cmdutil.NoArgs,
		RunE: cmdutil.ShowHelp,
	}
	for _, p := range printouts.All() {
		cmd.AddCommand(newPrintoutCmd(f, p))
	}
	cmd.AddCommand(newNothanksCmd(f))
	return cmd
}

func newPrintoutCmd(f *cmdutil.Factory, p printouts.Printout) *cobra.Command {
	var opts printOptions
	use, args := p.Name, cmdutil.NoArgs
	if p.HasArmy {
		use, args = p.Name+" ARMY", cmdutil.ExactArgs(1, "one army: a file or sample:NAME")
	}
	cmd := &cobra.Command{
		Use:     use,
		Short:   p.Short,
		Example: printExample(p),
		Args:    args,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				opts.Army = args[0]
			}
			return runPrint(f, p, opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", "file to write, - for stdout (default: named after the army)")
	cmdutil.RefuseEmpty(cmd.Flags(), "output", cmdutil.EmptyOutput)
	cmd.Flags().StringVar(&opts.Paper, "paper", "a4", "paper size: a4 or letter")
	cmdutil.RefuseEmpty(cmd.Flags(), "paper", cmdutil.EmptyPaper)
	cmd.Flags().StringVar(&opts.Units, "units", "cm", "measure in cm or in (R10)")
	cmdutil.RefuseEmpty(cmd.Flags(), "units", cmdutil.EmptyUnits)
	cmd.Flags().BoolVar(&opts.Force, "force", false, "replace the output file if it exists")
	switch p.Name {
	case "bot":
		cmd.Flags().StringVar(&opts.Stance, "stance", "steady", "the bot's stance: steady, aggressive or cautious")
	case "all":
		cmd.Flags().StringVar(&opts.Stance, "bot", "", "add the paper bot's card for a solo opponent in this stance: steady, aggressive or cautious")
	}
	if p.HasCards {
		cmd.Flags().BoolVar(&opts.Backs, "backs", false, "a page of card backs after each page of cards, for printing both sides (flip on the long edge)")
		cmd.Flags().BoolVar(&opts.BW, "bw", false, "black and white: the cards without their class tints, for a printer without colour")
	}
	return cmd
}

// printExample shows the printout made from a sample army, then on Letter in inches.
func printExample(p printouts.Printout) string {
	army := ""
	if p.HasArmy {
		army = " sample:france-1940"
	}
	return fmt.Sprintf("  ezd print %[1]s%[2]s\n  ezd print %[1]s%[2]s --paper letter --units in -o %[1]s.pdf", p.Name, army)
}

func runPrint(f *cmdutil.Factory, p printouts.Printout, opts printOptions) error {
	var po printables.Options
	var err error
	if po.Paper, err = printables.ParsePaper(opts.Paper); err != nil {
		return fmt.Errorf("--paper: %w", err)
	}
	if po.Unit, err = terrain.ParseUnit(opts.Units); err != nil {
		return fmt.Errorf("--units: %w", err)
	}
	po.Backs, po.BlackAndWhite = opts.Backs, opts.BW
	if opts.Stance != "" {
		st, err := solo.ParseStance(opts.Stance)
		if err != nil {
			return cmdutil.Usagef("--%s: %v", map[bool]string{true: "stance", false: "bot"}[p.Name == "bot"], err)
		}
		bot := printouts.BotRules(st)
		po.Bot = &bot
	}
	var a army.Army
	if p.HasArmy {
		if a, err = cmdutil.LoadArmy(opts.Army); err != nil {
			return err
		}
		// A name the font cannot draw prints as "?"; say so, then print.
		for _, w := range printables.FontWarnings(a) {
			fmt.Fprintf(f.IO.ErrOut, "warning: %s\n", w)
		}
	}
	out := opts.Output
	if out == "" {
		out = printouts.FileName(p, a, po.Unit, opts.Stance)
	}
	if out == "-" && f.IO.OutTTY {
		return fmt.Errorf("will not write a PDF to the terminal: redirect it (> file.pdf) or use -o FILE")
	}
	if out != "-" {
		if err := cmdutil.CheckNewFile(out, opts.Force); err != nil {
			return err // before the work, and nothing is touched
		}
	}
	var buf bytes.Buffer
	if err := p.Draw(&buf, a, po); err != nil {
		return err
	}
	if out == "-" {
		_, err := f.IO.Out.Write(buf.Bytes())
		return err
	}
	if err := cmdutil.WriteFileAtomic(out, buf.Bytes(), opts.Force); err != nil {
		return err
	}
	fmt.Fprintf(f.IO.ErrOut, "Wrote %s (%s, %d KiB). Print at 100%%, not \"fit to page\".\n",
		cmdutil.ShowPath(out), po.Paper, (buf.Len()+1023)/1024)
	return nil
}
