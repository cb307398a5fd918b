// Package cli is the ezd command line: the root command, which gathers one command
// package per group, the main menu, and Main, the single way in and out of the program.
package cli

import (
	"context"
	"os"
	"os/signal"
	"slices"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
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
// code. Errors are printed once, as "ezd: message".
func Run(ctx context.Context, args []string, ios *iostreams.IOStreams, getenv func(string) string) int {
	f := &cmdutil.Factory{IO: ios, Getenv: getenv}
	if slices.Equal(args, []string{"--version"}) || slices.Equal(args, []string{"-v"}) {
		// The version is what package managers and bug reports ask for, and is asked
		// before anything else: it is answered by the root alone, without building the
		// command groups (a quarter of the start-up's instructions).
		return cmdutil.Execute(ctx, newBareRoot(f), args, ios)
	}
	root := newRootCmd(f)
	if len(args) > 0 && (args[0] == cobra.ShellCompRequestCmd || args[0] == cobra.ShellCompNoDescRequestCmd) {
		// Only a shell asking for completions needs them: every other command starts
		// without walking the tree to register them.
		addCompletions(f, root)
	}
	return cmdutil.Execute(ctx, root, args, ios)
}
