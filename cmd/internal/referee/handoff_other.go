//go:build !unix

package referee

// handOff runs the server as a child: this system cannot replace a running process.
func handOff(path string, args []string) error { return runChild(path, args) }
