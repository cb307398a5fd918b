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

// startOwned starts the bot's program.
func startOwned(c *exec.Cmd) error { return c.Start() }

// endStrays does nothing here (see ownGroup).
func endStrays(int) {}
