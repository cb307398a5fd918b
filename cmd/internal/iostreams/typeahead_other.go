//go:build !linux

package iostreams

// dropInput drops nothing: the terminal's input queue is flushed on Linux only.
func dropInput(int) bool { return false }
