package battle

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// Shell completion of what only the battles on disk know: their names, for -b, and their
// tanks, for the steps that take a tank. Completion never prints and
// never fails: a battle that cannot be read completes nothing.

// CompleteBattles completes -b with the names of the battles, the most recently played
// first.
func CompleteBattles(f *cmdutil.Factory) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var names []cobra.Completion
		if dir, err := battleDir(f); err == nil {
			infos, _ := journal.List(dir)
			for _, info := range infos {
				if strings.HasPrefix(info.Name, toComplete) {
					names = append(names, info.Name)
				}
			}
		}
		return names, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
	}
}

// CompleteTanks completes a tank argument with refs as players type them, "red:2", each
// described by the tank's name. It offers what the step may take in the battle -b names
// (or the one played last): the tanks ready to activate for activate, the targets of the
// active tank for attack, else every tank still standing.
func CompleteTanks(f *cmdutil.Factory) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		none := cobra.ShellCompDirectiveNoFileComp
		if len(args) > 0 {
			return nil, none
		}
		b := battleToComplete(f, cmd)
		if b == nil {
			return nil, none
		}
		st := b.State()
		var refs []combat.Ref
		switch cmd.Name() {
		case "activate":
			refs = st.Options().Activate
		case "attack":
			refs = st.Options().Targets
		}
		if len(refs) == 0 {
			s := st.Status()
			for _, side := range []combat.SideStatus{s.Sides.Red, s.Sides.Blue} {
				for _, t := range side.Tanks {
					if !t.Destroyed {
						refs = append(refs, t.Ref)
					}
				}
			}
		}
		var out []cobra.Completion
		for _, r := range refs {
			t, _ := st.Tank(r)
			if strings.HasPrefix(r.String(), toComplete) {
				out = append(out, cobra.CompletionWithDesc(r.String(), t.Name))
			}
		}
		return out, none | cobra.ShellCompDirectiveKeepOrder
	}
}

// battleToComplete reads the battle -b names, or the one played last; nil if none can be.
func battleToComplete(f *cmdutil.Factory, cmd *cobra.Command) *combat.Battle {
	dir, err := battleDir(f)
	if err != nil {
		return nil
	}
	name, _ := cmd.Flags().GetString("battle")
	if name == "" {
		infos, _ := journal.List(dir)
		if len(infos) == 0 {
			return nil
		}
		name = infos[0].Name
	}
	b, _, err := readBattle(dir, name)
	if err != nil {
		return nil
	}
	return b
}
