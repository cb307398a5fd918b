// Package prompt is what every form of ezd is shown with: the Runner that shows huh forms
// (full screen, or accessible mode's plain numbered prompts), the keys and lines the
// long-lived screens read, and the generic fields and menus that commands build their own
// forms from. It knows no game: each command keeps its forms in its own package (the army
// builder in cmd/internal/army, the attack wizard's in attack, and so on). Building and
// running are apart so that tests can drive every form in accessible mode with scripted
// input, and so that the commands decide when a form may be shown at all (never without a
// terminal).
package prompt

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// ErrInputEnded is returned when the input ends (Ctrl-D, or the end of a script) while a
// form still waits for an answer. It counts as leaving the form, like Esc.
var ErrInputEnded = fmt.Errorf("the input ended before the form was done: %w", huh.ErrUserAborted)

// ErrBack is returned when the player left a form with Esc rather than Ctrl-C. It wraps
// huh.ErrUserAborted, so a caller that knows no question before the form leaves as
// before; one that does (the army builder) goes back to it.
var ErrBack = fmt.Errorf("went back with esc: %w", huh.ErrUserAborted)

// Runner shows forms on the command's streams: the full-screen huh form in a terminal, or
// huh's accessible mode, plain numbered prompts one line at a time, for screen readers.
type Runner struct {
	raw        io.Reader // the terminal itself, which the full-screen form puts in raw mode
	in         *endReader
	out        io.Writer
	accessible bool
	theme      *huh.Theme
	keymap     *huh.KeyMap
}

// NewRunner returns a Runner reading ios.In and writing the forms to ios.ErrOut, since
// forms are prompts and stdout is for data. Colour follows ios: none off a terminal or
// with NO_COLOR, and none in accessible mode.
func NewRunner(ios *iostreams.IOStreams) *Runner {
	r := &Runner{
		raw:        ios.In,
		in:         &endReader{r: ios.In},
		out:        ios.ErrOut,
		accessible: ios.Accessible,
		theme:      huh.ThemeCharm(),
		keymap:     huh.NewDefaultKeyMap(),
	}
	switch {
	case ios.Accessible:
		r.theme = huh.ThemeBase() // titles as plain text, nothing for a screen reader to spell out
	case !ios.ColourEnabled():
		r.theme = plainTheme()
	}
	// Esc leaves a form like Ctrl-C: the player expects it to, and ezd then writes nothing.
	r.keymap.Quit = key.NewBinding(key.WithKeys("ctrl+c", "esc"), key.WithHelp("esc", "quit"))
	return r
}

// Accessible reports whether forms are plain numbered prompts.
func (r *Runner) Accessible() bool { return r.accessible }

// Run shows the form and waits until it is done. It returns huh.ErrUserAborted when the
// player leaves with Ctrl-C, ErrBack (which wraps it) when they leave with Esc,
// ErrInputEnded when the input ends first, and context.Canceled when ctx ends (an
// interrupt signal in accessible mode).
func (r *Runner) Run(ctx context.Context, form *huh.Form) error {
	if r.in.ended() {
		return ErrInputEnded
	}
	form = form.WithTheme(r.theme).WithKeyMap(r.keymap).WithAccessible(r.accessible)
	if !r.accessible {
		// Esc and Ctrl-C both leave a huh form, which tells neither apart and ends its
		// program as if killed: Bubble Tea then leaves its input reader behind, and the
		// next form loses the first key typed. Esc is taken here instead and ends the
		// program in good order (Esc goes back, and Esc again must work).
		var esc atomic.Bool
		escQuits := func(_ tea.Model, msg tea.Msg) tea.Msg {
			if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyEsc {
				esc.Store(true)
				return tea.QuitMsg{}
			}
			return msg
		}
		form = form.WithProgramOptions(tea.WithFilter(escQuits))
		err := form.WithInput(r.raw).WithOutput(r.out).RunWithContext(ctx)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if esc.Load() {
			return ErrBack
		}
		return err
	}
	// Accessible forms read lines in a loop that cannot see ctx, so they run aside: an
	// interrupt then ends the command at once instead of after the next Enter.
	out := &gate{w: r.out}
	form = form.WithInput(r.in).WithOutput(out)
	done := make(chan error, 1)
	go func() {
		defer func() {
			// huh's accessible select indexes its options with what it read when the input
			// ends mid-answer (nothing, or a number out of range) and panics; that is the
			// input ending, not a bug to crash on.
			if p := recover(); p != nil {
				if !r.in.ended() {
					panic(p)
				}
				done <- ErrInputEnded
			}
		}()
		done <- form.RunWithContext(ctx)
	}()
	select {
	case <-ctx.Done():
		out.shut() // the abandoned prompt prints nothing more
		return ctx.Err()
	case err := <-done:
		if err == nil && r.in.ended() {
			// huh's accessible prompts take the end of input as "keep the default";
			// a half-answered form is not an answer.
			return ErrInputEnded
		}
		return err
	}
}

// gate passes writes on until it is shut, then drops them.
type gate struct {
	mu     sync.Mutex
	w      io.Writer
	closed bool
}

func (g *gate) Write(p []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return len(p), nil
	}
	return g.w.Write(p)
}

func (g *gate) shut() {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
}

// endReader remembers that its reader has ended.
type endReader struct {
	r   io.Reader
	mu  sync.Mutex
	end bool
}

func (e *endReader) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if errors.Is(err, io.EOF) {
		e.mu.Lock()
		e.end = true
		e.mu.Unlock()
	}
	return n, err
}

func (e *endReader) ended() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.end
}

// plainTheme is huh's base theme without colour. Without colour (NO_COLOR) the terminal
// may show no attributes at all either, so the focused button is marked in text:
// "[ Yes ]" against "  No  ".
func plainTheme() *huh.Theme {
	t := huh.ThemeBase()
	button := lipgloss.NewStyle().MarginRight(1)
	t.Focused.FocusedButton = button.Bold(true).Transform(func(s string) string { return "[ " + s + " ]" })
	t.Focused.BlurredButton = button.Transform(func(s string) string { return "  " + s + "  " })
	t.Focused.TextInput.Placeholder = lipgloss.NewStyle().Faint(true)
	t.Blurred.FocusedButton = t.Focused.FocusedButton
	t.Blurred.BlurredButton = t.Focused.BlurredButton
	return t
}
