package tankwar

import "testing"

// BenchmarkRandomGames plays random games from fair starts, turn after turn; ns/op is the
// cost of one turn. Goal (issue 10): at least 1 million turns a second on one core
// (under 1000 ns/op) and 0 allocs/op.
func BenchmarkRandomGames(b *testing.B) {
	rng := uint64(0x9e3779b97f4a7c15)
	next := func() Action {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return Action(rng % 3)
	}
	seed := uint64(0)
	p := FairStart(seed, DefaultLife).Position()
	b.ReportAllocs()
	for b.Loop() {
		if p.Result.Over() {
			seed++
			p = FairStart(seed, DefaultLife).Position()
		}
		p, _ = p.Step(next(), next())
	}
}
