package tankwar

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
)

// On Linux ezd ends everything a bot started, even what left the bot's process group
// (setsid, a daemon's double fork): ezd makes itself a child subreaper
// (PR_SET_CHILD_SUBREAPER), so such a process, once its parent has died, becomes ezd's
// child instead of init's, and endStrays finds and kills it when a bot is closed.

// prSetChildSubreaper is PR_SET_CHILD_SUBREAPER of prctl(2).
const prSetChildSubreaper = 36

// bots is what ezd started: the shells of the bots still running, whose children are
// not strays. Its lock also keeps a bot from starting while strays are looked for, so a
// shell just forked is never taken for one.
var bots struct {
	sync.Mutex
	once      sync.Once
	subreaper bool
	shells    map[int]bool
}

// ownGroup starts the bot's shell in a process group of its own, so that killGroup ends
// the shell and everything it started.
func ownGroup(c *exec.Cmd) { c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills the process group of p (see ownGroup).
func killGroup(p *os.Process) { _ = syscall.Kill(-p.Pid, syscall.SIGKILL) }

// startOwned starts the bot's program, ezd being a subreaper from the first bot on.
func startOwned(c *exec.Cmd) error {
	bots.once.Do(func() {
		_, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
		bots.subreaper = errno == 0
		bots.shells = map[int]bool{}
	})
	bots.Lock()
	defer bots.Unlock()
	if err := c.Start(); err != nil {
		return err
	}
	bots.shells[c.Process.Pid] = true
	return nil
}

// endStrays is called once the bot whose shell was pid has been killed and reaped: it
// kills every child of ezd that is not a running bot's shell (what a bot left behind,
// adopted by the subreaper), with its process group, and reaps it, until none is left.
func endStrays(pid int) {
	bots.Lock()
	defer bots.Unlock()
	delete(bots.shells, pid)
	if !bots.subreaper {
		return
	}
	// A killed stray's own children are adopted in turn: a few rounds end a whole tree.
	for range 100 {
		strays := children()
		if len(strays) == 0 {
			return
		}
		for _, s := range strays {
			_ = syscall.Kill(-s, syscall.SIGKILL) // the group it leads, if it called setsid
			_ = syscall.Kill(s, syscall.SIGKILL)
		}
		for _, s := range strays {
			var ws syscall.WaitStatus
			_, _ = syscall.Wait4(s, &ws, 0, nil)
		}
	}
}

// children lists ezd's children that are not bots' shells, from /proc/*/stat.
func children() []int {
	dir, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	me := os.Getpid()
	var out []int
	for _, e := range dir {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || bots.shells[pid] {
			continue
		}
		st, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// "pid (comm) state ppid ...": the name may hold spaces and parentheses.
		i := bytes.LastIndexByte(st, ')')
		if i < 0 {
			continue
		}
		f := bytes.Fields(st[i+1:])
		if len(f) > 1 {
			if ppid, err := strconv.Atoi(string(f[1])); err == nil && ppid == me {
				out = append(out, pid)
			}
		}
	}
	return out
}
