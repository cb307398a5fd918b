// Package solo plays one side of an Ein, Zwei, Drei battle on the real table: the solo
// opponent (docs/solo.md). Each time its side acts, the bot decides which tank activates, whether
// it defends, which target it attacks, or how it moves when nothing is in sight, and says why
// in one line.
//
// The bot sees what the stand-up fight solver sees (A1-A8, docs/analysis.md: every tank in range,
// no cover), plus the few table facts a person tells it: which enemy tanks the active tank
// can see within its range, and which of them are in light cover. Its choices are documented
// rules over the solver's win chances (see Stance), never random: ties are broken by a number
// drawn from the battle's seed and its position, so a battle replays identically.
//
// The package is pure: it takes a combat.State and a Judge (the solver) and returns a Step.
// It never reads files, prints, or records anything; the caller turns the Step into the
// battle's command.
package solo
