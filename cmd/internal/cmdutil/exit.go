package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/huh"
)

// Exit codes of ezd. Every path out of Main goes through exitCode, the one table.
const (
	exitOK        = 0   // success
	exitInvalid   = 1   // invalid input, or a rule says no
	exitUsage     = 2   // the command line itself is wrong
	exitCancelled = 130 // the player pressed Ctrl-C or Esc
)

// usageError is a wrong command line: an unknown flag, a missing argument, a missing flag
// when no form may be shown. It exits 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef returns a usage error with a formatted message.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// silentError has already been reported on stderr (a list of army problems, say); Main
// prints nothing more and exits 1.
type silentError struct{ err error }

func (e silentError) Error() string { return e.err.Error() }
func (e silentError) Unwrap() error { return e.err }

// errCancelled is returned when the player leaves a form with Ctrl-C or Esc.
var errCancelled = errors.New("cancelled")

// exitCode maps an error from a command to the process's exit code.
func exitCode(err error) int {
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errCancelled), errors.Is(err, huh.ErrUserAborted),
		errors.Is(err, context.Canceled):
		return exitCancelled
	case errors.As(err, &ue), isCobraUsage(err):
		return exitUsage
	default:
		return exitInvalid
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
