package matchup

import (
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
)

// BenchmarkAllGreedy is `ezd matchup --all --policy greedy` for 10 points (target: under
// 5 s).
func BenchmarkAllGreedy(b *testing.B) {
	for b.Loop() {
		if code, _, errOut := cmdtest.Run(b, cmdtest.Group(NewCmd), nil, nil, "matchup", "--all", "--policy", "greedy"); code != 0 {
			b.Fatal(errOut)
		}
	}
}
