//go:build unix

package referee

import (
	"fmt"
	"os"
	"syscall"
)

// handOff replaces this process with the server: the same process id, so signals and the
// exit code are the server's own, and nothing of ezd is left waiting in between.
func handOff(path string, args []string) error {
	err := syscall.Exec(path, append([]string{path}, args...), os.Environ())
	return fmt.Errorf("cannot run the referee server %s: %v", path, err)
}
