package cli

import (
	"context"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// ezd completion writes its script to the streams ezd was given, as every command does,
// not to the process's stdout (cobra's own completion commands keep the stdout they
// found when they were made).
func TestCompletionWritesToTheInjectedStdout(t *testing.T) {
	for sh, first := range map[string]string{
		"bash":       "# bash completion V2 for ezd",
		"zsh":        "#compdef ezd",
		"fish":       "# fish completion for ezd",
		"powershell": "# powershell completion for ezd",
	} {
		for _, args := range [][]string{{"completion", sh}, {"completion", sh, "--no-descriptions"}} {
			ios, out, _ := iostreams.Test("")
			if code := Run(context.Background(), args, ios, func(string) string { return "" }); code != 0 {
				t.Fatalf("%v: exit %d", args, code)
			}
			if !strings.HasPrefix(out.String(), first) {
				t.Errorf("%v: the injected stdout begins %.40q, want %q", args, out.String(), first)
			}
		}
	}
}
