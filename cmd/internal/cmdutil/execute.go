package cmdutil

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// NewRoot returns the bare "ezd" command that every command hangs under, with what all of
// them rely on: errors left to Execute, flag errors as usage errors, and --accessible. The
// cli package dresses it as the real root; a group's tests hang just that group under it.
func NewRoot(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:           "ezd",
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          NoArgs,
		// No command sets its own: a command's hook would hide this one.
		PersistentPreRunE: refuseEmptyFlags,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.SetHelpFunc(func(c *cobra.Command, _ []string) { writeHelp(c, helpWidth(f.IO)) })
	root.SetUsageFunc(func(c *cobra.Command) error { writeUsage(c.OutOrStderr(), c, helpWidth(f.IO)); return nil })
	root.PersistentFlags().BoolVar(&f.IO.Accessible, "accessible", f.IO.Accessible,
		"plain numbered prompts for screen readers and pipes (also ACCESSIBLE=1)")
	return root
}

// Execute runs root with args on the streams of ios and returns the exit code. Errors are
// printed here, once, as "ezd: message".
func Execute(ctx context.Context, root *cobra.Command, args []string, ios *iostreams.IOStreams) int {
	if !ios.OutTTY {
		// A report that could not be written is an error, whichever command wrote it
		// and however (Fprintf's error unchecked, a bufio.Writer flushed late): the
		// first failed write on stdout is kept and, if the command itself succeeded,
		// reported here, exit 1 (`ezd battle log > /dev/full`). A terminal stays the
		// file itself, which full-screen programs need.
		out := &stickyWriter{w: ios.Out}
		ios.Out = out
		defer func() { ios.Out = out.w }()
	}
	root.SetArgs(args)
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	cmd, err := root.ExecuteContextC(ctx)
	if out, ok := ios.Out.(*stickyWriter); ok && err == nil && out.err != nil {
		err = out.err
	}
	code := ExitCode(err)
	if err != nil {
		err = printableError{err} // no control character from data reaches the terminal
	}
	var se SilentError
	var es ExitStatus
	var pe *ProblemsError
	switch {
	case err == nil, errors.As(err, &se), errors.As(err, &es):
	case errors.As(err, &pe):
		// FILE:LINE: message, one a line, as compilers print them for editors to follow.
		fmt.Fprintln(ios.ErrOut, Printable(pe.Error()))
	case code == ExitCancelled:
		fmt.Fprintln(ios.ErrOut, "ezd: cancelled")
	case code == ExitUsage:
		fmt.Fprintf(ios.ErrOut, "%s\nRun '%s --help' for usage.\n", ios.WrapErr("ezd: "+err.Error(), "  "), cmd.CommandPath())
	default:
		// A refusal can run to a few hundred characters: on a terminal it wraps between
		// words; to a pipe it stays one line, for scripts to match.
		fmt.Fprintln(ios.ErrOut, ios.WrapErr("ezd: "+err.Error(), "  "))
	}
	return code
}

// printableError is an error whose message is made Printable; errors.As and errors.Is see
// the error inside.
type printableError struct{ err error }

func (e printableError) Error() string { return Printable(e.err.Error()) }
func (e printableError) Unwrap() error { return e.err }

// stickyWriter passes writes on and keeps the first error, after which it writes nothing
// more: a report with a hole in it is worse than one cut short.
type stickyWriter struct {
	w   io.Writer
	err error
}

func (s *stickyWriter) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	if err != nil {
		s.err = err
	}
	return n, err
}
