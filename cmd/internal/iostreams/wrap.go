package iostreams

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// MaxWidth is the widest ezd writes prose, even on a wider terminal: lines longer than
// 80 columns are hard to read, and help pages are written to fit it.
const MaxWidth = 80

// TextWidth is the width reports on Out are wrapped to: the terminal's, at most MaxWidth;
// 0, never wrapped, when Out is not a terminal, so that a script or `| cat` gets one line
// per sentence.
func (s *IOStreams) TextWidth() int { return fit(s.OutTTY, s.Width) }

// ErrWidth is TextWidth for ErrOut: the width refusals and notes are wrapped to.
func (s *IOStreams) ErrWidth() int { return fit(s.ErrTTY, s.Width) }

func fit(tty bool, width int) int {
	switch {
	case !tty:
		return 0
	case width <= 0 || width > MaxWidth:
		return MaxWidth
	}
	return width
}

// Wrap wraps text for Out: at word boundaries to TextWidth, the lines after the first
// indented by indent; unchanged when Out is not a terminal. Every report that can run
// longer than a line goes through it.
func (s *IOStreams) Wrap(text, indent string) string { return Wrap(text, s.TextWidth(), indent) }

// WrapErr is Wrap for ErrOut.
func (s *IOStreams) WrapErr(text, indent string) string { return Wrap(text, s.ErrWidth(), indent) }

// Wrap breaks each line of text between words into lines of at most width columns; the
// lines it adds start with indent. Width 0 leaves text as it is. Words are never split: a
// word longer than a line stands alone on its line. Colour codes take no columns. A line
// that fits is kept as it is, so aligned columns stay aligned.
func Wrap(text string, width int, indent string) string {
	if width <= 0 {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = wrapLine(l, width, indent)
	}
	return strings.Join(lines, "\n")
}

func wrapLine(line string, width int, indent string) string {
	if ansi.StringWidth(line) <= width {
		return line
	}
	lead := line[:len(line)-len(strings.TrimLeft(line, " "))]
	var b strings.Builder
	b.WriteString(lead)
	col := ansi.StringWidth(lead)
	first := true
	for _, word := range strings.Fields(line) {
		n := ansi.StringWidth(word)
		switch {
		case first:
		case col+1+n > width:
			b.WriteString("\n" + indent)
			col = ansi.StringWidth(indent)
		default:
			b.WriteByte(' ')
			col++
		}
		first = false
		b.WriteString(word)
		col += n
	}
	return b.String()
}
