package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/battle"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// completionExamples show where each shell's script goes.
var completionExamples = map[string]string{
	"bash":       "  ezd completion bash > ~/.local/share/bash-completion/completions/ezd\n  source <(ezd completion bash)",
	"zsh":        "  ezd completion zsh > \"${fpath[1]}/_ezd\"\n  source <(ezd completion zsh)",
	"fish":       "  ezd completion fish > ~/.config/fish/completions/ezd.fish\n  ezd completion fish | source",
	"powershell": "  ezd completion powershell | Out-String | Invoke-Expression",
}

// addCompletionCmd adds cobra's "completion" command now rather than when ezd runs, so
// that its help pages carry examples like every other command's.
func addCompletionCmd(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Example = "  ezd completion bash > ~/.local/share/bash-completion/completions/ezd"
		for _, sh := range c.Commands() {
			sh.Example = completionExamples[sh.Name()]
			sh.RunE = writeCompletion
		}
	}
}

// writeCompletion writes the completion script of the shell cmd is named after to the
// command's own stdout, as every command writes to the injected streams: cobra's own
// commands write to the stdout they found when they were made, the process's.
func writeCompletion(cmd *cobra.Command, _ []string) error {
	noDesc, _ := cmd.Flags().GetBool("no-descriptions")
	root, out := cmd.Root(), cmd.OutOrStdout()
	switch cmd.Name() {
	case "bash":
		return root.GenBashCompletionV2(out, !noDesc)
	case "zsh":
		if noDesc {
			return root.GenZshCompletionNoDesc(out)
		}
		return root.GenZshCompletion(out)
	case "fish":
		return root.GenFishCompletion(out, !noDesc)
	case "powershell":
		if noDesc {
			return root.GenPowerShellCompletion(out)
		}
		return root.GenPowerShellCompletionWithDesc(out)
	}
	return fmt.Errorf("no completion for the shell %s", cmd.Name())
}

// addCompletions teaches shell completion the values of ezd's arguments and flags, by
// what they are called, across the whole tree, so that a command added later completes
// its armies, classes and tanks too. A command that registered its
// own completion keeps it.
func addCompletions(f *cmdutil.Factory, root *cobra.Command) {
	var models []string
	for _, v := range armypkg.Catalogue() {
		models = append(models, v.Name)
	}
	byFlag := map[string]cobra.CompletionFunc{
		"army":        cmdutil.CompleteArmies,
		"target-army": cmdutil.CompleteArmies,
		"red":         cmdutil.CompleteArmies,
		"blue":        cmdutil.CompleteArmies,
		"attacker":    cmdutil.CompleteWords(cmdutil.ClassNames()...),
		"target":      cmdutil.CompleteWords(cmdutil.ClassNames()...),
		"tank":        cmdutil.CompleteWords(cmdutil.ClassNames()...),
		"model":       cmdutil.CompleteWords(models...),
		"nation":      cmdutil.CompleteWords(armypkg.Nations()...),
		"paper":       cmdutil.CompleteWords("a4", "letter"),
		"units":       cmdutil.CompleteWords("cm", "in"),
		"cover":       cmdutil.CompleteWords("none", "light"),
		"battle":      battle.CompleteBattles(f),
	}
	var walk func(*cobra.Command)
	walk = func(c *cobra.Command) {
		for name, fn := range byFlag {
			if c.Flags().Lookup(name) != nil {
				_ = c.RegisterFlagCompletionFunc(name, fn) // an error: it has its own
			}
		}
		if c.ValidArgsFunction == nil {
			use := strings.Fields(c.Use)
			switch {
			case len(use) < 2:
			case strings.Contains(use[1], "ARMY"):
				c.ValidArgsFunction = cmdutil.CompleteArmies
			case use[1] == "CLASS":
				c.ValidArgsFunction = cmdutil.CompleteWords(cmdutil.ClassNames()...)
			case use[1] == "TANK" || use[1] == "TARGET":
				c.ValidArgsFunction = battle.CompleteTanks(f)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
