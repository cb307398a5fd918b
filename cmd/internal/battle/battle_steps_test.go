package battle

import (
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// Each step command keeps its own flags: --dice given to initiative is not the dice of
// attack (the two once shared one variable, so a tree run twice, as a menu would, carried
// one command's dice into the other).
func TestStepCommandsKeepTheirOwnDice(t *testing.T) {
	ios, _, _ := iostreams.Test("")
	cmds := newBattleStepCmds(&cmdutil.Factory{IO: ios, Getenv: func(string) string { return "" }}, &battleOptions{})
	byName := map[string]int{}
	for i, c := range cmds {
		byName[c.Name()] = i
	}
	initiative, attack := cmds[byName["initiative"]], cmds[byName["attack"]]
	if err := initiative.Flags().Set("dice", "5,2"); err != nil {
		t.Fatal(err)
	}
	if got := attack.Flags().Lookup("dice").Value.String(); got != "" {
		t.Errorf("attack's --dice is %q after initiative's was set", got)
	}
	if len(cmds) != 8 {
		t.Errorf("%d step commands, want 8", len(cmds))
	}
}
