package cli

import (
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
)

// runForms runs ezd as if in a terminal in accessible mode, answering the prompts with
// lines, one byte at a time (huh makes a new scanner per field). It returns the exit code,
// stdout and stderr, where the prompts go.
func runForms(t *testing.T, lines []string, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, newRootCmd, nil, lines, args...)
}

// runPiped runs ezd with stdin and stdout not terminals, as in a script.
func runPiped(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return cmdtest.Run(t, newRootCmd, nil, nil, args...)
}
