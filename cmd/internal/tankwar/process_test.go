//go:build unix

package tankwar

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

// gone reports whether the process of the pid written in file has ended (and was reaped,
// or belongs to no one any more), waiting a little for the kill to land.
func gone(t *testing.T, file string) bool {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the bot did not write its pid: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	for range 50 {
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			return true
		}
		// A zombie still answers kill 0; its state in /proc says Z.
		if st, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil && strings.Contains(string(st), ") Z ") {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}

// TestOutsideBots plays the greedy bot against small shell bots that answer well, late,
// not at all, garbage, or crash, and checks the forfeit and its reason, and that no bot
// process (nor a child it started) is left running.
func TestOutsideBots(t *testing.T) {
	dir := t.TempDir()
	pids := func(name string) string {
		return `echo $$ > ` + filepath.Join(dir, name+".pid") + `; sleep 60 & echo $! > ` + filepath.Join(dir, name+".child") + `; `
	}
	tests := []struct {
		name, script, reason string
		forfeit              int
	}{
		{"good", pids("good") + `while read l; do echo 0; done`, "", 0},
		{"late", pids("late") + `while read l; do sleep 1; echo 0; done`, "turn 1: cmd:", 2},
		{"crash", pids("crash") + `read l; echo "bot broke: KeyError" >&2; exit 3`, "exited without answering (exit status 3): bot broke: KeyError", 2},
		{"answers then exits", pids("exits") + `read l; echo 0; exit 4`, "turn 1: cmd:", 2},
		{"garbage", pids("garbage") + `while read l; do echo forward; done`, `answered "forward" (want a line with 0, 1 or 2)`, 2},
		{"late later", pids("later") + `read l; echo 0; read l; sleep 3; echo 0`, "no answer within 200ms", 2},
		{"never reads", pids("reads") + `sleep 30`, "no answer within 5.2s", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := startProcess(context.Background(), tt.script, 200*time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			start := tankwar.Start{Life: 1, Tanks: [2]tankwar.Placement{{Cell: tankwar.Cell{X: 10, Y: 10}, Dir: tankwar.Up}, {Cell: tankwar.Cell{X: 5, Y: 18}, Dir: tankwar.Right}}}
			began := time.Now()
			o, err := bot.Play(start, bot.NewGreedy(), b)
			b.Close()
			if err != nil {
				t.Fatal(err)
			}
			if o.Forfeit != tt.forfeit || !strings.Contains(o.Reason, tt.reason) {
				t.Errorf("forfeit %d %q, want %d %q", o.Forfeit, o.Reason, tt.forfeit, tt.reason)
			}
			if tt.forfeit != 0 && o.Result != tankwar.P1Wins {
				t.Errorf("result %v, want player 1 to win by the forfeit", o.Result)
			}
			// The bots that do not end sleep 30 s and leave a child of 60 s: a game
			// that took half of that waited on them. (The one that never reads takes
			// the first answer's 5.2 s, and a loaded machine adds to it.)
			if d := time.Since(began); d > 15*time.Second {
				t.Errorf("the game took %v: ezd waited on the bot", d)
			}
			name := strings.Fields(tt.name)[len(strings.Fields(tt.name))-1]
			for _, f := range []string{name + ".pid", name + ".child"} {
				if !gone(t, filepath.Join(dir, f)) {
					t.Errorf("%s: the bot's process is still running", f)
				}
			}
		})
	}
}

// docs/development.md, Hostile input: what a bot writes to stderr reaches the forfeit line escaped, as its
// answer does: no escape sequence, window title or clear-screen gets to the terminal.
func TestOutsideBotStderrIsEscaped(t *testing.T) {
	b, err := startProcess(context.Background(), `read l; printf 'bad \033]0;owned\007\033[2J\033[31mred\342\200\256 end\n' >&2; exit 1`, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	_, err = b.Choose(tankwar.FairStart(1, 5).Position(), 0)
	if err == nil {
		t.Fatal("a bot that exits gave an action")
	}
	msg := err.Error()
	if strings.ContainsAny(msg, "\x1b\a\u202e") {
		t.Errorf("the forfeit reason holds raw control characters: %q", msg)
	}
	if want := `bad \x1b]0;owned\a\x1b[2J\x1b[31mred\u202e end`; !strings.Contains(msg, want) {
		t.Errorf("reason %q, want it to hold %q", msg, want)
	}
}

// TestOutsideBotThatAnswersThenExits: the turn after its last answer, the forfeit says it
// exited, with its status, every time; whether ezd's write of the turn or its read of the
// answer noticed it first used to change the reason.
func TestOutsideBotThatAnswersThenExits(t *testing.T) {
	p := tankwar.FairStart(1, 5).Position()
	for i := range 20 {
		b, err := startProcess(context.Background(), `read l; echo 0; exit 4`, time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.Choose(p, 0); err != nil {
			t.Fatalf("run %d: the first answer: %v", i, err)
		}
		if i%2 == 0 {
			<-b.done // the exit seen before the next turn is written: the write fails
		}
		_, err = b.Choose(p, 0)
		b.Close()
		if err == nil || !strings.Contains(err.Error(), "exited without answering (exit status 4)") {
			t.Fatalf("run %d: the turn after the last answer: %v; want it to say the bot exited, with its status", i, err)
		}
	}
}

// TestOutsideBotThatNeverStarts: a command that does not exist forfeits at once.
func TestOutsideBotThatNeverStarts(t *testing.T) {
	b, err := startProcess(context.Background(), "/nonexistent/bot", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	_, err = b.Choose(tankwar.FairStart(1, 5).Position(), 0)
	if err == nil || !strings.Contains(err.Error(), "exit status 127") {
		t.Errorf("got %v", err)
	}
}
