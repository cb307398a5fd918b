//go:build unix && !linux

package tankwar

import (
	"os"
	"os/exec"
	"syscall"
)

// ownGroup starts the bot's shell in a process group of its own, so that killGroup ends
// the shell and everything it started.
func ownGroup(c *exec.Cmd) { c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills the process group of p (see ownGroup).
func killGroup(p *os.Process) { _ = syscall.Kill(-p.Pid, syscall.SIGKILL) }

// startOwned starts the bot's program.
func startOwned(c *exec.Cmd) error { return c.Start() }

// endStrays does nothing here: without Linux's subreaper, a process that left the bot's
// group (setsid) cannot be found again (docs/tankwar-bots.md says so).
func endStrays(int) {}
