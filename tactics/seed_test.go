package tactics

import (
	"strings"
	"testing"
)

// A seed is written as 64 hex digits and read back; a game made before seeds had 32 bytes
// keeps its number, which reads as SeedOf it; anything else is refused.
func TestSeedText(t *testing.T) {
	s := SeedOf(42)
	if got := s.String(); len(got) != 64 || !strings.HasPrefix(got, "2a00000000000000") {
		t.Errorf("SeedOf(42) is written %q", got)
	}
	for text, want := range map[string]Seed{s.String(): s, "42": s, "0": SeedOf(0), "18446744073709551615": SeedOf(1<<64 - 1), strings.Repeat("ff", 32): {
		255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
		255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255}} {
		if got, err := ParseSeed(text); err != nil || got != want {
			t.Errorf("ParseSeed(%q) = %v, %v (want %v)", text, got, err, want)
		}
	}
	for _, bad := range []string{"", "-1", "x", strings.Repeat("g", 64), strings.Repeat("0", 63), "18446744073709551616"} {
		if _, err := ParseSeed(bad); err == nil {
			t.Errorf("ParseSeed(%q) was accepted", bad)
		}
	}
}

// The same seed, stream and key give the same numbers; another of any of the three, others.
func TestSeedSources(t *testing.T) {
	draw := func(s Seed, stream uint8, key uint64) uint64 { return s.Source(stream, key).Uint64() }
	a := draw(SeedOf(1), 1, 7)
	if draw(SeedOf(1), 1, 7) != a {
		t.Error("one seed, stream and key gave two numbers")
	}
	var high Seed
	high[31] = 1 // the last byte counts as much as the first
	for name, other := range map[string]uint64{
		"another seed": draw(SeedOf(2), 1, 7), "another stream": draw(SeedOf(1), 2, 7),
		"another key": draw(SeedOf(1), 1, 8),
	} {
		if other == a {
			t.Errorf("%s gave the same number", name)
		}
	}
	if draw(high, 1, 7) == draw(Seed{}, 1, 7) {
		t.Error("a seed's last byte changes nothing")
	}
}
