// Package iostreams is the one place ezd's commands get their input, output and terminal
// facts from, so tests can hand them buffers instead of a terminal.
package iostreams

import (
	"bytes"
	"io"
	"os"
	"strings"

	"github.com/charmbracelet/x/term"
	"github.com/mattn/go-isatty"
)

// IOStreams are a command's standard streams and what is known about them. Data goes to
// Out; prompts, notes and status go to ErrOut.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	// InTTY, OutTTY and ErrTTY report whether In, Out and ErrOut are terminals.
	InTTY, OutTTY, ErrTTY bool
	// Width is the terminal's width in columns, 0 when it is not known; Height its
	// height in rows, likewise.
	Width, Height int
	// Accessible asks forms for plain numbered prompts: ACCESSIBLE is set, --accessible
	// was given or TERM is dumb.
	Accessible bool
	colour     bool
}

// System returns the process's own streams, with colour only on a terminal and never when
// NO_COLOR is set.
func System() *IOStreams {
	s := &IOStreams{
		In:     os.Stdin,
		Out:    os.Stdout,
		ErrOut: os.Stderr,
		InTTY:  isTerminal(os.Stdin),
		OutTTY: isTerminal(os.Stdout),
		ErrTTY: isTerminal(os.Stderr),
	}
	for _, f := range []*os.File{os.Stdout, os.Stderr} {
		if w, h, err := term.GetSize(f.Fd()); err == nil && w > 0 {
			s.Width, s.Height = w, h
			break
		}
	}
	s.colour = s.OutTTY && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
	s.Accessible = os.Getenv("ACCESSIBLE") != "" || os.Getenv("TERM") == "dumb"
	return s
}

func isTerminal(f *os.File) bool {
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}

// Test returns streams over buffers: stdin reads in, and the two buffers collect what is
// written. They are not terminals and have no colour.
func Test(in string) (s *IOStreams, out, errOut *bytes.Buffer) {
	out, errOut = new(bytes.Buffer), new(bytes.Buffer)
	return &IOStreams{In: strings.NewReader(in), Out: out, ErrOut: errOut}, out, errOut
}

// Interactive reports whether forms may be shown: both stdin and stdout are terminals.
func (s *IOStreams) Interactive() bool { return s.InTTY && s.OutTTY }

// ColourEnabled reports whether output may use colour.
func (s *IOStreams) ColourEnabled() bool { return s.colour }

// SetColour turns colour on or off, for tests and --no-color style flags.
func (s *IOStreams) SetColour(on bool) { s.colour = on }

// Bold returns s in bold when colour is enabled.
func (s *IOStreams) Bold(t string) string { return s.style("1", t) }

// Good returns s in green when colour is enabled: hits, wins.
func (s *IOStreams) Good(t string) string { return s.style("32", t) }

// Bad returns s in red when colour is enabled: misses, losses, errors.
func (s *IOStreams) Bad(t string) string { return s.style("31", t) }

// Faint returns s dimmed when colour is enabled: notes and hints.
func (s *IOStreams) Faint(t string) string { return s.style("2", t) }

func (s *IOStreams) style(code, t string) string {
	if !s.colour || t == "" {
		return t
	}
	return "\x1b[" + code + "m" + t + "\x1b[0m"
}
