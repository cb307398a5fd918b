package cli

import (
	"context"
	"os"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// runForms runs ezd as if in a terminal in accessible mode, answering the prompts with
// lines, one byte at a time (huh makes a new scanner per field). It returns the exit code,
// stdout and stderr, where the prompts go.
func runForms(t *testing.T, lines []string, args ...string) (int, string, string) {
	t.Helper()
	ios, out, errOut := iostreams.Test("")
	ios.In = iotest.OneByteReader(strings.NewReader(strings.Join(lines, "\n") + "\n"))
	ios.InTTY, ios.OutTTY, ios.Accessible = true, true, true
	code := Run(context.Background(), args, ios, func(string) string { return "" })
	return code, out.String(), errOut.String()
}

// runPiped runs ezd with stdin and stdout not terminals, as in a script.
func runPiped(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	ios, out, errOut := iostreams.Test("")
	code := Run(context.Background(), args, ios, func(string) string { return "" })
	return code, out.String(), errOut.String()
}

func readArmy(t *testing.T, path string) army.Army {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := army.Parse(path, data)
	if err != nil {
		t.Fatalf("%s does not parse: %v\n%s", path, err, data)
	}
	return a
}
