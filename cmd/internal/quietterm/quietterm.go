// Package quietterm keeps ezd from asking the terminal questions in accessible mode.
//
// Bubble Tea asks the terminal its background colour and the cursor's place (ESC]11;? and
// ESC[6n) when its package is initialised, before main runs, through Lip Gloss and termenv;
// a screen reader reads those bytes out, and a terminal that never answers stalls ezd for
// seconds (issue 31, item 7). termenv asks nothing when TERM is dumb, and ezd treats
// TERM=dumb as accessible mode already, so in accessible mode (ACCESSIBLE set, or
// --accessible given) this package sets TERM=dumb before those packages start.
//
// It imports only the standard library: Go initialises packages in order of their import
// paths among those whose imports are ready, so this one, imported by ezd's main package,
// runs before termenv, Lip Gloss and Bubble Tea (TestAccessibleWritesNoEscape checks it).
// It is the one init in ezd, and must stay the only thing it does.
package quietterm

import (
	"os"
	"slices"
)

func init() { Apply(os.Getenv, os.Setenv, os.Args) }

// Apply sets TERM to dumb when the environment or the arguments ask for accessible mode.
func Apply(getenv func(string) string, setenv func(string, string) error, args []string) {
	if getenv("ACCESSIBLE") == "" && !slices.Contains(args, "--accessible") && !slices.Contains(args, "--accessible=true") {
		return
	}
	_ = setenv("TERM", "dumb")
}
