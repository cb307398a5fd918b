package cmdutil

import (
	"context"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// A program that ran in ezd's place (the referee server, as a child where a process cannot
// replace itself) has said all there was to say: ezd exits with its code and adds nothing.
func TestExitStatusIsTheExitCodeAndPrintsNothing(t *testing.T) {
	for _, code := range []int{1, 3, 130} {
		ios, out, errOut := iostreams.Test("")
		root := NewRoot(&Factory{IO: ios, Getenv: func(string) string { return "" }})
		root.RunE = func(*cobra.Command, []string) error { return ExitStatus(code) }
		if got := Execute(context.Background(), root, nil, ios); got != code {
			t.Errorf("ExitStatus(%d): exit %d", code, got)
		}
		if out.Len()+errOut.Len() != 0 {
			t.Errorf("ExitStatus(%d) printed %q %q, want nothing", code, out, errOut)
		}
	}
}
