// Package cmdutil is what every ezd command shares: the Factory, the exit-code table and
// its errors, running a command tree, --json output, army loading, atomic saves, the
// checks of positional arguments and the flags and words of an attack. Command packages
// import it; it imports none of them.
package cmdutil

import "github.com/ezd-game/ezd/cmd/internal/iostreams"

// Factory carries what every command needs from the outside world. Commands take it in
// their constructor and reach the terminal, the environment and files only through it.
type Factory struct {
	IO     *iostreams.IOStreams
	Getenv func(string) string
}
