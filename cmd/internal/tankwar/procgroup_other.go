//go:build !unix

package tankwar

import (
	"os"
	"os/exec"
)

// ownGroup does nothing where there are no process groups (Windows): killGroup then ends
// the bot's own process only.
func ownGroup(c *exec.Cmd) {}

// killGroup kills p.
func killGroup(p *os.Process) { _ = p.Kill() }
