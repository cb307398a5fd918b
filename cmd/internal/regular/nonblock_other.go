//go:build !unix

package regular

// nonblock is 0 where there are no named pipes to block on among the files ezd reads.
const nonblock = 0
