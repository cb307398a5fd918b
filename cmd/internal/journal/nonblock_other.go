//go:build !unix

package journal

// nonblock is 0 where there are no named pipes to block on in a battles folder.
const nonblock = 0
