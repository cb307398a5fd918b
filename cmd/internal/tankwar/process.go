package tankwar

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
)

// DefaultMoveTimeout is how long an outside bot has for each answer (docs/tankwar-bots.md).
const DefaultMoveTimeout = time.Second

// startupGrace is the extra time a bot has for its first answer, which pays for starting
// its program (an interpreter can take a second on a busy machine).
const startupGrace = 5 * time.Second

// maxAnswer is the longest answer line read from a bot; an answer is one character.
const maxAnswer = 4096

// processBot is an outside bot: a program started by the shell in its own process group,
// told each turn on its standard input (bot.EncodeTurn) and heard on its standard output
// (bot.ParseAnswer). It is late after timeout; late, crashed or garbled, it fails Choose
// and has lost by forfeit (bot.Play). Close kills the whole group, so no bot process ever
// outlives its game. A tournament reuses a bot that did not fail for its next game: each
// line holds the whole position, and turn 0 starts a new game.
type processBot struct {
	ctx     context.Context
	command string
	timeout time.Duration
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan string
	readErr error // set before lines is closed
	stderr  *tail
	done    chan struct{} // closed when the program has exited and been reaped
	closed  sync.Once
	failed  error
	// answered is set after the first answer: the first has the startup grace too.
	answered bool
}

// startProcess starts the bot's program for one game (or, in a tournament, for the games
// of one worker).
// When ctx ends, a wait for an answer ends at once and the bot is closed.
func startProcess(ctx context.Context, command string, timeout time.Duration) (*processBot, error) {
	c := exec.Command("/bin/sh", "-c", command)
	ownGroup(c)
	stdin, err := c.StdinPipe()
	if err != nil {
		return nil, err
	}
	// Own pipes for stdout and stderr, not exec's: Wait then returns when the bot exits,
	// even if a child it started still holds them open, so a crash is seen at once.
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return nil, err
	}
	c.Stdout, c.Stderr = outW, errW
	b := &processBot{ctx: ctx, command: command, timeout: timeout, cmd: c, stdin: stdin,
		lines: make(chan string, 1), stderr: &tail{}, done: make(chan struct{})}
	err = startOwned(c)
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return nil, fmt.Errorf("cannot start bot %s: %v", cmdutil.Quoted(command), err)
	}
	go b.read(outR)
	go func() {
		_, _ = io.Copy(b.stderr, errR)
		errR.Close()
	}()
	go func() {
		_ = c.Wait()
		close(b.done)
	}()
	return b, nil
}

// read passes the bot's answer lines on, one at a time, until its output ends.
func (b *processBot) read(stdout io.ReadCloser) {
	defer stdout.Close()
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 256), maxAnswer)
	for sc.Scan() {
		b.lines <- sc.Text()
	}
	b.readErr = sc.Err()
	close(b.lines)
}

// Name returns the bot as it was given, "cmd:...".
func (b *processBot) Name() string { return "cmd:" + b.command }

// Choose sends the turn and waits for the answer, at most the move timeout. Any failure
// kills the bot and says why: late, exited (with the last of what it wrote to stderr),
// or an answer that is not 0, 1 or 2.
func (b *processBot) Choose(p tankwar.Position, me int) (tankwar.Action, error) {
	if b.failed != nil {
		return 0, b.failed
	}
	fail := func(err error) (tankwar.Action, error) {
		b.failed = err
		b.Close()
		return 0, err
	}
	limit := b.timeout
	if !b.answered {
		limit += startupGrace
	}
	timer := time.NewTimer(limit)
	defer timer.Stop()
	// The line is written aside: a bot that never reads must not block ezd either. Close
	// closes the pipe, which ends a write still waiting.
	written := make(chan error, 1)
	go func() {
		_, err := b.stdin.Write(bot.EncodeTurn(p, me))
		written <- err
	}()
	select {
	case err := <-written:
		if err != nil {
			return fail(b.wentAway())
		}
	case <-timer.C:
		return fail(fmt.Errorf("no answer within %v (it did not read its input)", limit))
	case <-b.ctx.Done():
		return fail(b.ctx.Err())
	}
	select {
	case line, ok := <-b.lines:
		if !ok {
			if errors.Is(b.readErr, bufio.ErrTooLong) {
				return fail(fmt.Errorf("answered a line longer than %d bytes (want 0, 1 or 2)", maxAnswer))
			}
			return fail(b.exited("exited without answering"))
		}
		a, err := bot.ParseAnswer(line)
		if err != nil {
			return fail(err)
		}
		b.answered = true
		return a, nil
	case <-b.done:
		select { // an answer written just before exiting still counts
		case line, ok := <-b.lines:
			if ok {
				if a, err := bot.ParseAnswer(line); err == nil {
					b.answered = true
					return a, nil
				}
			}
		case <-time.After(50 * time.Millisecond):
		}
		return fail(b.exited("exited without answering"))
	case <-timer.C:
		return fail(fmt.Errorf("no answer within %v", limit))
	case <-b.ctx.Done():
		return fail(b.ctx.Err())
	}
}

// wentAway describes a bot whose input is closed: one that has exited (say, after its
// last answer) is told as any bot that exits without answering, whichever of the two ezd
// noticed first; one still running stopped reading.
func (b *processBot) wentAway() error {
	select {
	case <-b.done:
		return b.exited("exited without answering")
	case <-time.After(exitGrace):
		return b.exited("stopped reading its input")
	}
}

// exitGrace is how long a bot that closed its output or input has to exit before it is
// told as one that went away while running, and killed: a shell ends in a millisecond,
// but on a machine busy with other work it took over 100 ms, and the bot that had exited
// with its own status was reported as killed.
const exitGrace = time.Second

// exited describes a bot that went away: how it ended and the last line of its stderr.
func (b *processBot) exited(what string) error {
	select { // let an exiting bot finish, so its exit status is known
	case <-b.done:
	case <-time.After(exitGrace):
	}
	b.Close()
	msg := what
	if st := b.cmd.ProcessState; st != nil {
		msg += " (" + st.String() + ")"
	}
	if last := b.stderr.last(); last != "" {
		msg += ": " + last
	}
	return errors.New(msg)
}

// Close ends the game for the bot: its input is closed, and its whole process group is
// killed and reaped. It may be called more than once.
func (b *processBot) Close() {
	b.closed.Do(func() {
		b.stdin.Close()
		// The group is the shell and everything it started (Setpgid): kill them all, then
		// what left the group (endStrays).
		killGroup(b.cmd.Process)
		<-b.done
		endStrays(b.cmd.Process.Pid)
	})
}

// tail keeps the last few hundred bytes a bot wrote to stderr, for the forfeit reason.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 512 {
		t.buf = t.buf[len(t.buf)-512:]
	}
	return len(p), nil
}

// last returns the last non-empty line written, escaped (see escaped), at most 120
// characters of it.
func (t *tail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(string(bytes.TrimSpace(t.buf)), "\n")
	line := []rune(escaped(strings.TrimSpace(lines[len(lines)-1])))
	if len(line) > 120 {
		return string(line[:120]) + "..."
	}
	return string(line)
}

// escaped writes every character of s that does not print (escape sequences, a bell,
// a bidi override, bytes that are not UTF-8) as Go writes it in a quoted string, \x1b or
// \u202e: a bot's words reach the terminal as text, never as commands to it.
func escaped(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unicode.IsPrint(r):
			b.WriteRune(r)
		default:
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		}
	}
	return b.String()
}

// alive reports whether the bot can play another game.
func (b *processBot) alive() bool { return b.failed == nil }
