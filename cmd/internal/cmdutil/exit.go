package cmdutil

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/huh"
)

// Exit codes of ezd. Every path out of the program goes through ExitCode, the one table.
const (
	ExitOK        = 0   // success
	ExitInvalid   = 1   // invalid input, or a rule says no
	ExitUsage     = 2   // the command line itself is wrong
	ExitCancelled = 130 // the player pressed Ctrl-C or Esc
)

// usageError is a wrong command line: an unknown flag, a missing argument, a missing flag
// when no form may be shown. It exits 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// Usagef returns a usage error with a formatted message; it exits 2.
func Usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// SilentError has already been reported on stderr (a list of army problems, say); Execute
// prints nothing more and exits 1.
type SilentError struct{ Err error }

func (e SilentError) Error() string { return e.Err.Error() }
func (e SilentError) Unwrap() error { return e.Err }

// ExitStatus is the exit code of a program that ezd ran in its place and waited for (the
// referee server, where a process cannot replace itself): that program has said all there
// was to say, so Execute prints nothing and ezd exits with the same code.
type ExitStatus int

func (e ExitStatus) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// ErrCancelled is returned when the player leaves a form with Ctrl-C or Esc.
var ErrCancelled = errors.New("cancelled")

// ExitCode maps an error from a command to the process's exit code.
func ExitCode(err error) int {
	var ue usageError
	var es ExitStatus
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &es):
		return int(es)
	case errors.Is(err, ErrCancelled), errors.Is(err, huh.ErrUserAborted),
		errors.Is(err, context.Canceled):
		return ExitCancelled
	case errors.As(err, &ue), isCobraUsage(err):
		return ExitUsage
	default:
		return ExitInvalid
	}
}

// isCobraUsage recognises the errors cobra makes itself for a wrong command line, which
// come as plain errors.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, prefix := range []string{"unknown command", "unknown flag", "unknown shorthand flag",
		"flag needs an argument", "invalid argument", "accepts ", "requires at least",
		"required flag", "if any flags in the group"} {
		if strings.HasPrefix(msg, prefix) {
			return true
		}
	}
	return false
}
