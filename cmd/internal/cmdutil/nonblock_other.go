//go:build !unix

package cmdutil

// nonblock is 0 where opening a file never waits for a writer.
const nonblock = 0
