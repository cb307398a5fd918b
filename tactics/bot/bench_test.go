package bot

import (
	"testing"

	"github.com/ezd-game/ezd/tactics"
)

// sixteenFor60Days is a standard game of 16 bots, stopped after 60 days.
func sixteenFor60Days(b *testing.B) Config {
	cfg := config(b, tactics.Standard, 16, []string{"random", "turtle"}, 5)
	return cfg
}

// BenchmarkFold folds the journal of a 16-player game of 60 days (docs/tactics.md).
func BenchmarkFold(b *testing.B) {
	j, s, err := Simulate(sixteenFor60Days(b))
	if err != nil {
		b.Fatal(err)
	}
	if s.Ended() {
		b.Fatalf("the game ended before 60 days: the benchmark wants a full 60 days")
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tactics.Fold(j.Game, j.Events); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(j.Events)), "events")
}

// BenchmarkLoad reads and folds the same journal from its bytes.
func BenchmarkLoad(b *testing.B) {
	j, _, err := Simulate(sixteenFor60Days(b))
	if err != nil {
		b.Fatal(err)
	}
	data := j.Marshal()
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := tactics.Load(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}

// BenchmarkSimulate plays a 16-player standard game of 60 days (docs/tactics.md, Speed: well under a
// second).
func BenchmarkSimulate(b *testing.B) {
	cfg := sixteenFor60Days(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Simulate(cfg); err != nil {
			b.Fatal(err)
		}
	}
}
