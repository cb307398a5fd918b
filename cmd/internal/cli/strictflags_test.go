package cli

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// issue 33, item 4: every flag of the real command tree that takes a value, given empty,
// is refused (exit 2) with the flag's name, not taken as left out: `NAME=; ezd battle undo
// -b "$NAME"` undid a step of the most recent battle. The walk finds every command and every
// flag as built at test time, so a flag added later is checked too; only those exempted by
// cmdutil.AllowEmpty are left out, and each exemption is listed in allowedEmpty.
func TestEveryFlagGivenEmptyIsRefused(t *testing.T) {
	t.Chdir(t.TempDir()) // a command that failed to refuse would write its file here
	env := map[string]string{"HOME": t.TempDir(), "XDG_DATA_HOME": t.TempDir(), "XDG_CACHE_HOME": t.TempDir()}
	seen := map[string]bool{}
	for _, c := range everyCommand(t) {
		c.LocalFlags().VisitAll(func(fl *pflag.Flag) {
			if fl.Value.Type() == "bool" || fl.Name == "help" {
				return
			}
			if _, ok := fl.Annotations["ezd-allow-empty"]; ok {
				if !allowedEmpty[c.CommandPath()+" --"+fl.Name] {
					t.Errorf("%s --%s is exempted from the refusal of empty values but not listed in allowedEmpty", c.CommandPath(), fl.Name)
				}
				return
			}
			seen[c.CommandPath()+" --"+fl.Name] = true
			for _, form := range [][]string{{"--" + fl.Name, ""}, {"--" + fl.Name + "= "}} {
				args := append(exampleArgs(c), form...)
				ios, out, errOut := iostreams.Test("")
				code := cmdutil.Execute(t.Context(), newRootCmd(&cmdutil.Factory{IO: ios, Getenv: func(k string) string { return env[k] }}), args, ios)
				if code != cmdutil.ExitUsage || !strings.Contains(errOut.String(), "--"+fl.Name) {
					t.Errorf("ezd %q: exit %d, stdout %q, stderr %q; want exit %d naming --%s", args, code, out, errOut, cmdutil.ExitUsage, fl.Name)
				}
			}
		})
	}
	// The cases issue 33 found, each of which must be among those walked.
	for _, want := range []string{
		"ezd battle pass --battle", "ezd battle bot --battle", "ezd battle undo --battle",
		"ezd attack --army", "ezd attack --target-army",
		"ezd nothanks demo --layout", "ezd nothanks play --layout", "ezd print nothanks --layout",
		"ezd nothanks tournament --out", "ezd tankwar tournament --out", "ezd tactics simulate --start",
		"ezd tankwar play --start1", "ezd tankwar play --start2", "ezd tankwar demo --start1",
		"ezd army new --nation", "ezd army catalogue --nation", "ezd print all --bot",
		"ezd print bot --stance", "ezd battle move --through", "ezd move --through",
		"ezd battle bot --through", "ezd battle bot --sees", "ezd battle bot --cover",
		"ezd tactics simulate --round-time",
	} {
		if !seen[want] {
			t.Errorf("%s was not walked", want)
		}
	}
	if len(seen) < 100 {
		t.Fatalf("walked only %d flags", len(seen))
	}
}

// allowedEmpty lists the flags whose empty value means something (cmdutil.AllowEmpty),
// each with what it means.
var allowedEmpty = map[string]bool{}

// issue 33, item 4: a number flag whose default is worked out takes 0 as "left out", so
// given 0 it is refused: `tactics simulate --round-time 0` ran with the mode's round time.
// (tactics new refuses --round-time 0 with words of its own.)
func TestZeroThatMeansLeftOutIsRefused(t *testing.T) {
	for _, args := range [][]string{
		{"tactics", "simulate", "--players", "3", "-o", "g.jsonl", "--round-time", "0"},
		{"tactics", "simulate", "--players", "3", "-o", "g.jsonl", "--round-time", "0s"},
		{"tactics", "simulate", "--players", "3", "-o", "g.jsonl", "--side", "0"},
		{"tactics", "new", "--players", "a,b", "--round-time", "0"},
		{"tactics", "new", "--players", "a,b", "--side", "0"},
		{"odds", "--attacker", "light", "--target", "light", "--damage-left", "0"},
	} {
		t.Chdir(t.TempDir())
		ios, _, errOut := iostreams.Test("")
		code := cmdutil.Execute(t.Context(), newRootCmd(&cmdutil.Factory{IO: ios, Getenv: func(string) string { return "" }}), args, ios)
		flag := args[len(args)-2]
		if code != cmdutil.ExitUsage || !strings.HasPrefix(errOut.String(), "ezd: "+flag) {
			t.Errorf("ezd %q: exit %d, stderr %q; want exit %d naming %s", args, code, errOut, cmdutil.ExitUsage, flag)
		}
	}
}

// exampleArgs is c's path after "ezd" and the arguments of its first example, so that its
// positional arguments pass their checks, which cobra makes before the flags'.
func exampleArgs(c *cobra.Command) []string {
	example := strings.TrimSuffix(strings.TrimSpace(strings.SplitN(c.Example, "\n", 2)[0]), "\\")
	if example == "" {
		return strings.Fields(strings.TrimPrefix(c.CommandPath(), "ezd"))
	}
	return strings.Fields(strings.TrimPrefix(example, "ezd"))
}
