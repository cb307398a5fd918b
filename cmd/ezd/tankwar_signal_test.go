//go:build linux

package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// docs/tankwar-bots.md: SIGTERM or SIGHUP to ezd tankwar tournament, demo or play ends it as
// Ctrl-C does (exit 130) and leaves no bot process running: not the bot's shell, not a
// child in its process group, and not a child that left the group with setsid.
func TestTankWarSignalsEndEveryBotProcess(t *testing.T) {
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid here")
	}
	runs := []struct {
		name string
		sig  syscall.Signal
		args []string
	}{
		{"tournament SIGTERM", syscall.SIGTERM, []string{"tournament", "greedy", "BOT", "--games", "1000", "--jobs", "1"}},
		{"tournament SIGHUP", syscall.SIGHUP, []string{"tournament", "BOT", "random", "--games", "1000", "--jobs", "2"}},
		{"demo SIGTERM", syscall.SIGTERM, []string{"demo", "--p1", "BOT", "--p2", "bot:greedy", "--life", "99"}},
		{"play SIGHUP", syscall.SIGHUP, []string{"play", "--p1", "bot:greedy", "--p2", "BOT", "-o", "game.json", "--life", "99"}},
	}
	for _, run := range runs {
		t.Run(run.name, func(t *testing.T) {
			dir := t.TempDir()
			pids := filepath.Join(dir, "pids")
			// The bot writes its shell's pid, starts a sleeper in its group and one in a
			// session of its own, and answers slowly so that the game is still going
			// (turning right, it circles a square of four cells and never leaves the grid).
			script := filepath.Join(dir, "bot.sh")
			body := "echo $$ >> " + pids + "\nsleep 600 &\necho $! >> " + pids + "\nsetsid sleep 600 &\necho $! >> " + pids +
				"\nwhile read l; do sleep 0.05; echo 2; done\n"
			if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
				t.Fatal(err)
			}
			args := []string{"tankwar"}
			for _, a := range run.args {
				args = append(args, strings.ReplaceAll(a, "BOT", "cmd:sh "+script))
			}
			cmd := exec.Command("ezd", args...)
			cmd.Dir = dir
			cmd.Env = ezdEnv(dir)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			started := false
			for range 200 {
				if data, _ := os.ReadFile(pids); strings.Count(string(data), "\n") >= 3 {
					started = true
					break
				}
				time.Sleep(25 * time.Millisecond)
			}
			if !started {
				_ = cmd.Process.Kill()
				t.Fatal("the bot did not start")
			}
			time.Sleep(100 * time.Millisecond)
			if err := cmd.Process.Signal(run.sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.ExitCode() != 130 {
					t.Errorf("ezd ended with %v, want exit status 130 as after Ctrl-C", err)
				}
			case <-time.After(10 * time.Second):
				_ = cmd.Process.Kill()
				t.Fatal("ezd still runs 10 s after the signal")
			}
			data, _ := os.ReadFile(pids)
			for _, field := range strings.Fields(string(data)) {
				pid, _ := strconv.Atoi(field)
				if !processGone(pid) {
					_ = syscall.Kill(pid, syscall.SIGKILL)
					t.Errorf("bot process %d still runs after ezd ended", pid)
				}
			}
		})
	}
}

// processGone reports whether pid has ended (a zombie waiting for init counts as ended),
// waiting a little for the kill to land.
func processGone(pid int) bool {
	for range 50 {
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			return true
		}
		if st, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil && strings.Contains(string(st), ") Z ") {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}
