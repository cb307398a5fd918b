package battle

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// What the full screen of battle play draws under what it has printed: the question with
// what informs it, ezd's last steps, the log's page and the keys.

// View draws the question: what informs it, its title, its options with their numbers
// and the cursor, the notice of the last choice, and the keys.
func (m *screen) View() string {
	if m.done {
		return ""
	}
	if msg := m.tooSmall(); msg != "" {
		return msg
	}
	s := m.s
	q := s.current()
	if q.log != nil {
		return m.logView(q)
	}
	head := m.io.Faint(m.fit(s.header(), "  ")) + "\n"
	var b strings.Builder
	if bar := s.barAbove(); bar != "" {
		b.WriteString(bar + "\n")
	}
	for _, line := range q.about {
		b.WriteString(m.fit(line, "  ") + "\n")
	}
	b.WriteString(m.io.Bold(m.fit(q.title, "  ")) + "\n")
	if q.dice != nil {
		d := q.dice
		for i, label := range d.labels {
			value := "_"
			if d.dice[i] != 0 {
				value = fmt.Sprint(d.dice[i])
			}
			mark := "  "
			if i == d.at {
				mark = "> "
			}
			fmt.Fprintf(&b, "%s%s (1-6): %s\n", mark, label, value)
		}
	}
	listens := m.listen.listens(q)
	for i, o := range q.options {
		mark := "  "
		if i == q.cursor && listens { // the cursor appears when the question takes keys
			mark = "> "
		}
		line := fmt.Sprintf("%s%d. %s", mark, o.key, o.label)
		if o.best {
			line += bestMark
		}
		// A line too long for the screen goes on below its label, whole: what it ends
		// with ("defending: activating ends it", "◀ best") is often its point.
		line = m.fit(line, strings.Repeat(" ", len(mark)+len(fmt.Sprint(o.key))+2))
		if i == q.cursor {
			line = m.io.Bold(line)
		}
		b.WriteString(line + "\n")
	}
	if s.notice != "" {
		b.WriteString(m.io.Bad(iostreams.Wrap(s.notice, m.width, "  ")) + "\n")
	}
	if !listens {
		b.WriteString(m.io.Faint(waitLine))
		return b.String()
	}
	if m.listen.droppedFor(q) {
		b.WriteString(m.io.Faint(cut("keys typed before this question were not used for it", m.width)) + "\n")
	}
	b.WriteString(m.io.Faint(m.help(q)))
	return head + m.recentLines(strings.Count(head+b.String(), "\n")+1) + b.String()
}

// recentLines are the bots' last steps with their reasons, kept above the question until
// the person acts (docs/solo.md), under the label "ezd's last steps:": each step whole,
// the latest ones that fit with the board and the rest of the view (rest rows) on the
// terminal. A step never shows in pieces: one that does not fit is left out with the
// older ones, and when not even the latest fits, its beginning is shown, cut with "…".
func (m *screen) recentLines(rest int) string {
	if len(m.s.recent) == 0 || m.s.current().forBot {
		return "" // while ezd asks, its lines are right above
	}
	rows := 5
	if m.termHeight > 0 {
		// The board's blank line and first line (its turn and who acts) may scroll away:
		// the header says the same, as it is now.
		rows = max(2, m.termHeight-(m.boardRows()-2)-rest)
	}
	var shown []string // the steps that fit, latest first
	used := 1          // the label
	for i := len(m.s.recent) - 1; i >= 0; i-- {
		lines := strings.Split(iostreams.Wrap(m.s.recent[i], m.width, "  "), "\n")
		if used+len(lines) > rows {
			if len(shown) == 0 {
				keep := lines[:max(1, rows-used)]
				keep[len(keep)-1] = endWords(keep[len(keep)-1], m.width)
				shown = append(shown, keep...)
			}
			break
		}
		used += len(lines)
		shown = append(lines, shown...)
	}
	return m.io.Faint(recentLabel) + "\n" + strings.Join(shown, "\n") + "\n"
}

// endWords ends line with " …", taking off whole words until it fits width columns.
func endWords(line string, width int) string {
	for utf8.RuneCountInString(line)+2 > width {
		i := strings.LastIndex(strings.TrimRight(line, " "), " ")
		if i <= 0 {
			return cut(line, width)
		}
		line = line[:i]
	}
	return line + " …"
}

// recentLabel heads the bots' last steps, so that they read as done, not as to come.
const recentLabel = "ezd's last steps:"

// logView draws the page of the log: its title, a window of lines and where it is.
func (m *screen) logView(q *question) string {
	p := q.log
	rows := m.logRows()
	start := max(0, p.end-rows)
	var b strings.Builder
	b.WriteString(m.io.Bold(q.title) + "\n")
	for _, line := range p.lines[start:p.end] {
		b.WriteString(cut(line, m.width) + "\n")
	}
	fmt.Fprintf(&b, "%s\n", m.io.Faint(fmt.Sprintf("lines %d-%d of %d", min(start+1, p.end), p.end, len(p.lines))))
	b.WriteString(m.io.Faint("↑/↓ a line · PgUp/PgDn a page · 0, enter or esc back"))
	return b.String()
}

// bestMark follows the solver's best step on the menu (docs/analysis.md).
const bestMark = " ◀ best"

// waitLine stands for the keys of ezd's question until it takes them.
const waitLine = "… ezd's question takes keys when its cursor appears"

// escOnBot is what Esc on one of ezd's questions says: it does not go back.
const escOnBot = "Esc does not go back from ezd's question: answer it, and your menu (with Undo) comes back after ezd's turn. Ctrl-C leaves; the battle is saved."

// help names the keys the question takes.
func (m *screen) help(q *question) string {
	switch {
	case q.forBot:
		return "↑/↓ and enter, or a number · ezd's question: esc does not go back"
	case q.dice != nil:
		return "type each die 1-6 · backspace erases · 0 or esc back"
	case q.menu:
		return "↑/↓ and enter, or a number · esc leaves (saved)"
	}
	for _, o := range q.options {
		if o.adjust != nil {
			return "↑/↓ and enter, or a number · ←/→ one piece less/more · esc back"
		}
	}
	return "↑/↓ and enter, or a number · esc back"
}

// fit wraps a line to the screen's width, the lines it adds starting with indent, so
// that nothing of it is lost (issue 32: a line cut at 80 columns lost its point).
func (m *screen) fit(line, indent string) string { return iostreams.Wrap(line, m.width, indent) }

// cut shortens a line to the screen's width.
func cut(line string, width int) string {
	if width <= 0 {
		return line
	}
	return cmdutil.Shorten(line, width)
}
