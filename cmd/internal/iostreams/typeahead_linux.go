//go:build linux

package iostreams

import "golang.org/x/sys/unix"

// dropInput flushes the terminal fd's input queue (tcflush(fd, TCIFLUSH)) if it holds
// anything.
func dropInput(fd int) bool {
	n, err := unix.IoctlGetInt(fd, unix.TIOCINQ)
	if err != nil || n == 0 {
		return false
	}
	return unix.IoctlSetInt(fd, unix.TCFLSH, unix.TCIFLUSH) == nil
}
