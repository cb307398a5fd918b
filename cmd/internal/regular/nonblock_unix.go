//go:build unix

package regular

import "syscall"

// nonblock opens a file without blocking: opening a named pipe for reading otherwise
// waits for a writer. It changes nothing for a regular file.
const nonblock = syscall.O_NONBLOCK
