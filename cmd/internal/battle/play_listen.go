package battle

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// listenAfter is how long one of ezd's questions (a bot's sight, cover or dice) is on
// screen before it takes a key or a line, in both modes (docs/solo.md). Keys typed ahead
// for the person's own questions, at a typist's 4 to 10 keys a second, arrive up to a few
// hundred milliseconds after the question is drawn, before anyone could have read it; a
// person who reads the question needs longer to answer it.
const listenAfter = 400 * time.Millisecond

// listener tells whether the question on screen takes keys yet: the person's own always,
// one of ezd's once it has been on screen for listenAfter. Its clock is injected, so that
// tests move time instead of sleeping.
type listener struct {
	now func() time.Time
	// q is ezd's question last put on screen, since when, and whether a key that came
	// too early was dropped for it.
	q       *question
	since   time.Time
	dropped bool
}

// newListener returns a listener on the clock now.
func newListener(now func() time.Time) *listener { return &listener{now: now} }

// drawn notes that q is on screen; the wait starts when one of ezd's questions is new.
func (l *listener) drawn(q *question) {
	if q.forBot && q != l.q {
		l.q, l.since, l.dropped = q, l.now(), false
	}
}

// asked notes that q is asked now, anew or again (a line at a time, the prompt is drawn
// again after every answer): the wait of one of ezd's questions starts again.
func (l *listener) asked(q *question) {
	l.q = nil
	l.drawn(q)
}

// listens reports whether q takes a key now.
func (l *listener) listens(q *question) bool {
	if !q.forBot {
		return true
	}
	l.drawn(q)
	return l.now().Sub(l.since) >= listenAfter
}

// take reports whether q takes a key arriving now, and remembers a key dropped for it.
func (l *listener) take(q *question) bool {
	if l.listens(q) {
		return true
	}
	l.dropped = true
	return false
}

// droppedFor reports whether a key was dropped for q.
func (l *listener) droppedFor(q *question) bool { return q == l.q && l.dropped }

// listenMsg says that ezd's question q may now take keys: the screen is drawn again, with
// its cursor.
type listenMsg struct{ q *question }

// wait returns the tick that redraws the screen once ezd's question on it listens, nil
// when there is nothing to wait for.
func (l *listener) wait(q *question) tea.Cmd {
	if !q.forBot || l.listens(q) {
		return nil
	}
	left := listenAfter - l.now().Sub(l.since)
	return tea.Tick(left, func(time.Time) tea.Msg { return listenMsg{q} })
}
