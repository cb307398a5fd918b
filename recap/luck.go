package recap

import "math/big"

// Luck is the dice's luck of one side against the exact odds (R7): the hits its attacks
// were expected to make, the hits they made, and how likely luck at least that good was.
type Luck struct {
	// Expected is the sum of every attack's chance to hit; Made the hits.
	Expected float64
	Made     int
	// AtLeast is the chance that attacks with these odds make Made hits or more: 1 for a
	// side that made none, small for a lucky side.
	AtLeast float64
	// Exact is AtLeast as a fraction in lowest terms, "1" or "1003/1296".
	Exact string
}

// LuckOf returns the luck of attacks that hit in odds[i] of 36 throws each and made made
// hits. The number of hits of independent attacks is a sum of independent Bernoulli
// trials; its distribution is computed exactly, in whole numbers of the 36^n equally
// likely throws: ways[k] counts the throws of the attacks so far that make k hits, and
// each attack multiplies by its hits (one more hit) and its misses (none).
func LuckOf(odds []int, made int) Luck {
	l := Luck{Made: made}
	ways := []*big.Int{big.NewInt(1)}
	for _, h := range odds {
		l.Expected += float64(h) / 36
		hit, miss := big.NewInt(int64(h)), big.NewInt(int64(36-h))
		next := make([]*big.Int, len(ways)+1)
		for k := range next {
			next[k] = new(big.Int)
		}
		var t big.Int
		for k, w := range ways {
			next[k].Add(next[k], t.Mul(w, miss))
			next[k+1].Add(next[k+1], t.Mul(w, hit))
		}
		ways = next
	}
	atLeast, all := new(big.Int), new(big.Int)
	for k, w := range ways {
		all.Add(all, w)
		if k >= made {
			atLeast.Add(atLeast, w)
		}
	}
	p := new(big.Rat).SetFrac(atLeast, all)
	l.AtLeast, _ = p.Float64()
	l.Exact = p.RatString()
	return l
}
