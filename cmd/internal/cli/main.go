// Package cli is the ezd command line: one cobra command per file, built by constructors
// that take the Factory, and Main, the single way in and out of the program.
package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// Main runs ezd with the process's arguments and streams and returns its exit code. It is
// the entry the binary and the end-to-end tests call.
func Main() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return Run(ctx, os.Args[1:], iostreams.System(), os.Getenv)
}

// Run runs ezd with the given arguments, streams and environment and returns the exit
// code. Errors are printed here, once, as "ezd: message".
func Run(ctx context.Context, args []string, ios *iostreams.IOStreams, getenv func(string) string) int {
	f := &Factory{IO: ios, Getenv: getenv}
	root := newRootCmd(f)
	root.SetArgs(args)
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	cmd, err := root.ExecuteContextC(ctx)
	code := exitCode(err)
	var se silentError
	var pe *problemsError
	switch {
	case err == nil, errors.As(err, &se):
	case errors.As(err, &pe):
		// FILE:LINE: message, one a line, as compilers print them for editors to follow.
		fmt.Fprintln(ios.ErrOut, pe)
	case code == exitCancelled:
		fmt.Fprintln(ios.ErrOut, "ezd: cancelled")
	case code == exitUsage:
		fmt.Fprintf(ios.ErrOut, "ezd: %v\nRun '%s --help' for usage.\n", err, cmd.CommandPath())
	default:
		fmt.Fprintf(ios.ErrOut, "ezd: %v\n", err)
	}
	return code
}
