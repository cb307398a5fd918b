// Package nothanks is the engine of Tanks, but no thanks! (rulings N1-N10, docs/nothanks.md):
// a board game for 2 to 4 players in which each turn a player either rolls the green die and
// spreads that many single-square steps over their tanks, or rolls the red die and shoots
// with one tank along a straight line. Positions are small values of fixed size, so bots can
// search them and records replay; layouts and records are read strictly. The package is
// pure: values in, values out, no dice of its own.
package nothanks
