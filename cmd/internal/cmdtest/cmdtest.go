// Package cmdtest runs ezd commands in tests as the real ezd runs them: under the ezd root,
// through cmdutil.Execute, with the exit code and both streams to check. Every command
// package's tests use it, so none of them needs the cli package.
package cmdtest

import (
	"context"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// Run runs `ezd args...` on the command tree that root makes and returns the exit code,
// stdout and stderr. env is the environment (nil: empty). With lines, stdin and stdout are
// a terminal in accessible mode and lines are the answers, one a line, read one byte at a
// time (huh makes a new scanner per field, so none may read ahead); without, a script.
func Run(t testing.TB, root func(*cmdutil.Factory) *cobra.Command, env map[string]string, lines []string, args ...string) (int, string, string) {
	t.Helper()
	ios, out, errOut := iostreams.Test("")
	if lines != nil {
		ios.In = iotest.OneByteReader(strings.NewReader(strings.Join(lines, "\n") + "\n"))
		ios.InTTY, ios.OutTTY, ios.Accessible = true, true, true
	}
	f := &cmdutil.Factory{IO: ios, Getenv: func(k string) string { return env[k] }}
	code := cmdutil.Execute(context.Background(), root(f), args, ios)
	return code, out.String(), errOut.String()
}

// Group returns a maker of the ezd root holding only the command group that newCmd makes,
// for Run: a group's tests run it as `ezd GROUP ...` without the other groups.
func Group(newCmd func(*cmdutil.Factory) *cobra.Command) func(*cmdutil.Factory) *cobra.Command {
	return func(f *cmdutil.Factory) *cobra.Command {
		root := cmdutil.NewRoot(f)
		root.AddCommand(newCmd(f))
		return root
	}
}

// InOrder checks that out holds each of wants, in that order.
func InOrder(t testing.TB, out string, wants ...string) {
	t.Helper()
	rest := out
	for _, w := range wants {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Errorf("stdout lacks %q after what came before it:\n%s", w, out)
			return
		}
		rest = rest[i+len(w):]
	}
}
