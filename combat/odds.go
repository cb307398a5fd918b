package combat

import "math/big"

// HitsOutOf36 returns in how many of the 36 pairs of dice an attack with net modifier net
// (the attacker's modifiers minus the target's) hits, that is a + net > d (R7).
//
// The attacker needs a - d >= k with k = 1 - net. Of the 36 pairs, 6 - |j| have a - d = j,
// so for k >= 1 the count is the triangle (6-k)(7-k)/2, and for k <= 0 it is 36 less the
// mirror image. This gives R7's 1, 3, 6, 10, 15, 21 for nets -4 to +1.
func HitsOutOf36(net int) int {
	// The bounds compare net itself: 1 - net overflows for the most negative nets.
	switch {
	case net <= -5:
		return 0
	case net >= 6:
		return 36
	}
	switch k := 1 - net; {
	case k >= 1:
		return (6 - k) * (7 - k) / 2
	default:
		return 36 - (5+k)*(6+k)/2
	}
}

// DestroyChance returns the exact chance that at least damageLeft of attacks attacks hit,
// when each hits in hits of 36: the chance to destroy a target with damageLeft damage
// left before it can be saved (binomial).
func DestroyChance(hits, damageLeft, attacks int) *big.Rat {
	if damageLeft <= 0 {
		return big.NewRat(1, 1)
	}
	p := big.NewRat(int64(hits), 36)
	q := new(big.Rat).Sub(big.NewRat(1, 1), p)
	sum := new(big.Rat)
	for i := damageLeft; i <= attacks; i++ {
		term := new(big.Rat).SetInt(new(big.Int).Binomial(int64(attacks), int64(i)))
		term.Mul(term, ratPow(p, i))
		term.Mul(term, ratPow(q, attacks-i))
		sum.Add(sum, term)
	}
	return sum
}

func ratPow(r *big.Rat, n int) *big.Rat {
	out := big.NewRat(1, 1)
	for range n {
		out.Mul(out, r)
	}
	return out
}
