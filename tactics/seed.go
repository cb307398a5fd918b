package tactics

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/ezd-game/ezd/internal/quote"
)

// Seed is the seed of every random outcome of a game (placements, AP moments, counts,
// spawns, loot, where dropped AP falls): 32 bytes. A served game's is drawn from the
// system's secure source when the game is made, and nobody chooses it; simulate and tests
// make one from a number (SeedOf). Each draw's source is keyed by the seed, a stream and a
// key that the journal fixes (Source), so the numbers never depend on what was drawn
// before, and the seed cannot be found from the outcomes one sees.
type Seed [32]byte

// SeedOf is the seed a number stands for: its 8 bytes, little-endian, then zeros. It is
// for simulate --seed and for tests; a served game's seed is 32 random bytes.
func SeedOf(n uint64) Seed {
	var s Seed
	binary.LittleEndian.PutUint64(s[:], n)
	return s
}

// ParseSeed reads a seed as a game keeps it: 64 hex digits (String), or a whole number,
// as games made before seeds had 32 bytes keep theirs (SeedOf).
func ParseSeed(text string) (Seed, error) {
	var s Seed
	if len(text) == 2*len(s) {
		if _, err := hex.Decode(s[:], []byte(text)); err == nil {
			return s, nil
		}
	}
	if n, err := strconv.ParseUint(text, 10, 64); err == nil && len(text) <= 20 {
		return SeedOf(n), nil
	}
	return s, fmt.Errorf("%s is not a seed (want 64 hex digits)", quote.Value(text))
}

// String writes the seed as 64 lowercase hex digits.
func (s Seed) String() string { return hex.EncodeToString(s[:]) }

// Source is the random source of one stream and key: ChaCha8 keyed by the SHA-256 of the
// seed, the stream and the key, so the same three always give the same numbers and
// streams never share them. The scheduler's streams are 1 to 4 (schedule.go); others
// (the bots') take their own.
func (s Seed) Source(stream uint8, key uint64) *rand.Rand {
	var b [len(s) + 1 + 8]byte
	copy(b[:], s[:])
	b[len(s)] = stream
	binary.LittleEndian.PutUint64(b[len(s)+1:], key)
	return rand.New(rand.NewChaCha8(sha256.Sum256(b[:])))
}
