package analysis

import (
	"os"
	"testing"
)

// mutationRun reports whether the tests run under gremlins (EZD_MUTATION=1), which runs
// the suite once per mutant: the slowest checks of the 10-point samples are then left out
// and the Monte Carlo is shorter. The small armies still cover every rule.
func mutationRun() bool { return os.Getenv("EZD_MUTATION") != "" }

// slow skips a test of the samples under a mutation run.
func slow(t *testing.T) {
	t.Helper()
	if mutationRun() {
		t.Skip("EZD_MUTATION: the samples' optimal solves are left out")
	}
}
