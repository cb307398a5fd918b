package matchup

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// docs/interactive.md: the report's model line wraps between words to the terminal's width,
// and is one line through a pipe.
func TestModelLineWrapsOnlyOnATerminal(t *testing.T) {
	run := func(tty bool, width int) string {
		ios, out, _ := iostreams.Test("")
		ios.OutTTY, ios.Width = tty, width
		f := &cmdutil.Factory{IO: ios, Getenv: func(string) string { return "" }}
		args := []string{"matchup", "sample:france-1940", "sample:germany-1940", "--policy", "greedy"}
		if code := cmdutil.Execute(context.Background(), cmdtest.Group(NewCmd)(f), args, ios); code != 0 {
			t.Fatalf("exit %d", code)
		}
		return out.String()
	}
	for _, line := range strings.Split(run(true, 80), "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("a line of %d columns: %q", n, line)
		}
	}
	piped := run(false, 0)
	for _, line := range strings.Split(piped, "\n") {
		if strings.HasPrefix(line, "Model: ") && !strings.HasSuffix(line, "turns.") {
			t.Errorf("through a pipe the model line is split: %q", line)
		}
	}
}
