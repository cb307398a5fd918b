// Package analysis solves the stand-up fight (A1-A8, docs/analysis.md) exactly: the battle
// with the table taken away, every tank in range of every enemy tank, no cover and no
// movement. It answers "which army wins?" (Matchup), "who is winning this battle?" (Value of
// a battle mapped by Battle, A7) and "what is the best thing to do next?" (Hints).
//
// The solver works by dynamic programming over positions (A8). A position is a compact,
// comparable value: each tank's damage, defence and activation, each side's activations
// left this turn, the side to act, the active tank and its actions left, and the turns
// left. Identical tanks in the same state are interchangeable, so a position keeps the
// tanks of each class sorted by state, and positions that differ only in which of two
// identical tanks is which are one position.
//
// Within a turn the positions form a graph that does not depend on how many turns are
// left: only the positions at the end of a turn do, and their values are those of the
// next turn's start. The solver therefore builds the graph of one turn once, for every
// arrangement of the tanks that the battle can reach, and evaluates it once per turn,
// last turn first. A position's value at T turns left costs T sweeps over flat arrays.
//
// The package is pure: it reads no files and prints nothing.
package analysis
