package analysis

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/army"
)

// TestPackRoundTrip: a position packed into a key unpacks to itself, for any number of
// tanks a side up to MaxTanks (a battle of 12 or more tanks straddles the key's two words)
// and any state of each.
func TestPackRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var armies [2]army.Army
		for side := range armies {
			n := rapid.IntRange(1, MaxTanks).Draw(t, "tanks")
			for range n {
				c := rapid.SampledFrom(army.Classes()).Draw(t, "class")
				armies[side].Tanks = append(armies[side].Tanks, army.Tank{Class: c})
			}
		}
		l, err := newLayout(armies[0], armies[1])
		if err != nil {
			t.Fatal(err)
		}
		var p pos
		p.kind = uint8(rapid.IntRange(kStart, kWinB).Draw(t, "kind"))
		p.toAct = uint8(rapid.IntRange(0, 1).Draw(t, "toAct"))
		p.quota = [2]uint8{uint8(rapid.IntRange(0, 7).Draw(t, "quota A")), uint8(rapid.IntRange(0, 7).Draw(t, "quota B"))}
		p.active = int8(rapid.IntRange(-1, l.n[p.toAct]-1).Draw(t, "active"))
		p.actions = uint8(rapid.IntRange(0, 3).Draw(t, "actions"))
		for side := range 2 {
			for i := range l.n[side] {
				p.t[side][i] = uint8(rapid.IntRange(0, 15).Draw(t, "state"))
			}
		}
		k := l.pack(&p)
		if got := l.unpack(k); got != p {
			t.Fatalf("%v tanks: pack then unpack gave %+v, want %+v (key %x)", l.n, got, p, k)
		}
		if l.n[sideA]+l.n[sideB] <= 11 && k[1] != 0 {
			t.Fatalf("%d tanks in all packed into two words: %x", l.n[sideA]+l.n[sideB], k)
		}
	})
}
