package combat

import (
	"fmt"
	"math"
	"math/big"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
	"pgregory.net/rapid"
)

// TestR7HitsOutOf36 pins R7's table of nets, and what lies beyond it.
func TestR7HitsOutOf36(t *testing.T) {
	tests := []struct {
		name string
		net  int
		want int
	}{
		{"R7 net -4", -4, 1},
		{"R7 net -3", -3, 3},
		{"R7 net -2", -2, 6},
		{"R7 net -1", -1, 10},
		{"R7 net 0", 0, 15},
		{"R7 net +1", 1, 21},
		{"net +2", 2, 26},
		{"net +5: only 1 against 6 misses", 5, 35},
		{"net -5: nothing hits", -5, 0},
		{"net +6: everything hits", 6, 36},
		{"far below", -1000, 0},
		{"far above", 1000, 36},
		{"most negative net", math.MinInt, 0},
		{"one above the most negative net", math.MinInt + 1, 0},
		{"largest net", math.MaxInt, 36},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HitsOutOf36(tt.net); got != tt.want {
				t.Errorf("HitsOutOf36(%d) = %d, want %d", tt.net, got, tt.want)
			}
		})
	}
}

// TestR7OddsSixNets gives an attack for each net R7 lists and checks its hits and chance.
func TestR7OddsSixNets(t *testing.T) {
	tests := []struct {
		name   string
		attack Attack
		net    int
		hits   int
	}{
		{"R7 net -4: small on a defending small in light cover",
			Attack{Attacker: army.Small, Target: army.Small, Defending: true, Cover: terrain.LightCover}, -4, 1},
		{"R7 net -3: medium on a defending small",
			Attack{Attacker: army.Medium, Target: army.Small, Defending: true}, -3, 3},
		{"R7 net -2: small on a defending medium",
			Attack{Attacker: army.Small, Target: army.Medium, Defending: true}, -2, 6},
		{"R7 net -1: medium on a target in light cover",
			Attack{Attacker: army.Medium, Target: army.Heavy, Cover: terrain.LightCover}, -1, 10},
		{"R7 net 0: medium on medium in the open",
			Attack{Attacker: army.Medium, Target: army.Medium}, 0, 15},
		{"R7 net +1: heavy on small in the open",
			Attack{Attacker: army.Heavy, Target: army.Small}, 1, 21},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if n := tt.attack.Net(); n != tt.net {
				t.Fatalf("Net() = %d, want %d", n, tt.net)
			}
			if h := tt.attack.Hits(); h != tt.hits {
				t.Errorf("Hits() = %d, want %d", h, tt.hits)
			}
			if p, want := tt.attack.Probability(), float64(tt.hits)/36; p != want {
				t.Errorf("Probability() = %v, want %v", p, want)
			}
		})
	}
}

// bruteHits counts the pairs of dice for which Resolve says the attack hits.
func bruteHits(t testing.TB, a Attack) int {
	n := 0
	for ad := 1; ad <= 6; ad++ {
		for dd := 1; dd <= 6; dd++ {
			r, err := a.Resolve(ad, dd)
			if err != nil {
				t.Fatalf("Resolve(%d, %d) of %+v: %v", ad, dd, a, err)
			}
			if r.Hit {
				n++
			}
		}
	}
	return n
}

// TestHitsAgreeWithEveryOutcome resolves all 36 pairs of dice of every attack of the odds
// table, and of every cover an attack can be made into, and counts the hits.
func TestHitsAgreeWithEveryOutcome(t *testing.T) {
	attacks := everyAttack()
	for _, a := range everyAttack() {
		for _, cover := range []terrain.Kind{terrain.Rough, terrain.River} {
			a.Cover = cover
			attacks = append(attacks, a)
		}
	}
	for _, a := range attacks {
		t.Run(fmt.Sprintf("%v on %v defending %v in %v", a.Attacker, a.Target, a.Defending, a.Cover), func(t *testing.T) {
			if got, want := a.Hits(), bruteHits(t, a); got != want {
				t.Errorf("Hits() = %d, brute force %d", got, want)
			}
		})
	}
}

// TestHitsOutOf36AgreesWithBruteForce counts a + net > d over the 36 pairs for every net
// from -10 to 10.
func TestHitsOutOf36AgreesWithBruteForce(t *testing.T) {
	for net := -10; net <= 10; net++ {
		want := 0
		for a := 1; a <= 6; a++ {
			for d := 1; d <= 6; d++ {
				if a+net > d {
					want++
				}
			}
		}
		if got := HitsOutOf36(net); got != want {
			t.Errorf("HitsOutOf36(%d) = %d, brute force %d", net, got, want)
		}
	}
}

// TestHitsLaws checks, for any net, that hits lie in 0..36, grow with the net, and that
// the misses at net are the hits at 1 - net. A miss is a + net <= d, that is d - a >= net;
// the two dice are alike, so that is as likely as a - d >= net, which is a hit at 1 - net
// (a + (1 - net) > d). So hits(net) + hits(1 - net) = 36: at net 0, 15 + 21.
func TestHitsLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// 1 - net must not overflow.
		net := rapid.OneOf(rapid.IntRange(-12, 12), rapid.IntRange(math.MinInt+2, math.MaxInt)).Draw(t, "net")
		h := HitsOutOf36(net)
		if h < 0 || h > 36 {
			t.Fatalf("HitsOutOf36(%d) = %d, not 0 to 36", net, h)
		}
		if net < math.MaxInt && HitsOutOf36(net+1) < h {
			t.Fatalf("HitsOutOf36(%d) = %d > HitsOutOf36(%d) = %d", net, h, net+1, HitsOutOf36(net+1))
		}
		if m := HitsOutOf36(1 - net); h+m != 36 {
			t.Fatalf("HitsOutOf36(%d) + HitsOutOf36(%d) = %d + %d, want 36", net, 1-net, h, m)
		}
	})
}

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

// TestDestroyChanceExact pins small cases worked out by hand.
func TestDestroyChanceExact(t *testing.T) {
	tests := []struct {
		name                  string
		hits, damage, attacks int
		want                  *big.Rat
	}{
		{"one attack, one damage", 15, 1, 1, rat(15, 36)},
		{"two attacks, two damage", 15, 2, 2, rat(225, 1296)},
		{"two attacks, one damage", 21, 1, 2, rat(1296-225, 1296)},
		{"three attacks, two damage", 21, 2, 3, rat(3*21*21*15+21*21*21, 36*36*36)},
		{"heavy target, three hits in three", 10, 3, 3, rat(1000, 46656)},
		{"no damage left: destroyed already", 1, 0, 0, rat(1, 1)},
		{"negative damage left", 10, -1, 2, rat(1, 1)},
		{"more damage than attacks", 36, 3, 2, rat(0, 1)},
		{"no attacks", 15, 1, 0, rat(0, 1)},
		{"certain hits", 36, 2, 2, rat(1, 1)},
		{"hopeless", 0, 1, 5, rat(0, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DestroyChance(tt.hits, tt.damage, tt.attacks); got.Cmp(tt.want) != 0 {
				t.Errorf("DestroyChance(%d, %d, %d) = %v, want %v", tt.hits, tt.damage, tt.attacks, got, tt.want)
			}
		})
	}
}

// destroyByFirstAttack is the destroy chance worked out another way: the first attack
// hits (and damage-1 is left for the rest) or misses (damage for the rest).
func destroyByFirstAttack(hits, damage, attacks int) *big.Rat {
	switch {
	case damage <= 0:
		return rat(1, 1)
	case attacks == 0:
		return rat(0, 1)
	}
	p := rat(int64(hits), 36)
	q := new(big.Rat).Sub(rat(1, 1), p)
	hit := new(big.Rat).Mul(p, destroyByFirstAttack(hits, damage-1, attacks-1))
	miss := new(big.Rat).Mul(q, destroyByFirstAttack(hits, damage, attacks-1))
	return hit.Add(hit, miss)
}

// TestDestroyChanceLaws checks DestroyChance against the first-attack recursion, and that
// it is a chance that grows with hits and attacks and shrinks with damage left.
func TestDestroyChanceLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hits := rapid.IntRange(0, 36).Draw(t, "hits")
		damage := rapid.IntRange(0, 4).Draw(t, "damage")
		attacks := rapid.IntRange(0, 10).Draw(t, "attacks")
		got := DestroyChance(hits, damage, attacks)
		if want := destroyByFirstAttack(hits, damage, attacks); got.Cmp(want) != 0 {
			t.Fatalf("DestroyChance(%d, %d, %d) = %v, recursion gives %v", hits, damage, attacks, got, want)
		}
		if got.Sign() < 0 || got.Cmp(rat(1, 1)) > 0 {
			t.Fatalf("DestroyChance(%d, %d, %d) = %v, not a chance", hits, damage, attacks, got)
		}
		if hits < 36 && DestroyChance(hits+1, damage, attacks).Cmp(got) < 0 {
			t.Fatalf("more hits, less chance at %d, %d, %d", hits, damage, attacks)
		}
		if DestroyChance(hits, damage, attacks+1).Cmp(got) < 0 {
			t.Fatalf("more attacks, less chance at %d, %d, %d", hits, damage, attacks)
		}
		if DestroyChance(hits, damage+1, attacks).Cmp(got) > 0 {
			t.Fatalf("more damage left, more chance at %d, %d, %d", hits, damage, attacks)
		}
	})
}

// TestDestroyChanceAgreesWithSimulation rolls real attacks with fixed-seed dice and
// compares how often the target took its damage with the exact chance.
func TestDestroyChanceAgreesWithSimulation(t *testing.T) {
	const trials = 20_000
	dice := NewDice(1940)
	attacks := []Attack{
		{Attacker: army.Small, Target: army.Small, Defending: true, Cover: terrain.LightCover},
		{Attacker: army.Medium, Target: army.Small, Defending: true},
		{Attacker: army.Medium, Target: army.Heavy, Cover: terrain.LightCover},
		{Attacker: army.Medium, Target: army.Medium},
		{Attacker: army.Heavy, Target: army.Heavy},
	}
	for _, a := range attacks {
		for damage := 1; damage <= 3; damage++ {
			for k := damage; k <= 4; k++ {
				destroyed := 0
				for range trials {
					hits := 0
					for range k {
						r, err := a.Roll(dice)
						if err != nil {
							t.Fatal(err)
						}
						if r.Hit {
							hits++
						}
					}
					if hits >= damage {
						destroyed++
					}
				}
				p, _ := DestroyChance(a.Hits(), damage, k).Float64()
				freq := float64(destroyed) / trials
				// 4.5 standard deviations, and a trial's worth for chances near 0 or 1.
				tol := 4.5*math.Sqrt(p*(1-p)/trials) + 1.0/trials
				if math.Abs(freq-p) > tol {
					t.Errorf("%v on %v (net %d), %d damage in %d attacks: simulated %.4f, exact %.4f (tolerance %.4f)",
						a.Attacker, a.Target, a.Net(), damage, k, freq, p, tol)
				}
			}
		}
	}
}
