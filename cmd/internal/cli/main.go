// Package cli is the ezd command line: the root command, which gathers one command
// package per group, the main menu, and Main, the single way in and out of the program.
package cli

import (
	"context"
	"os"
	"os/signal"

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
	return cmdutil.Execute(ctx, newRootCmd(f), args, ios)
}
