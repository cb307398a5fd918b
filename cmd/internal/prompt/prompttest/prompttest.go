// Package prompttest drives ezd's forms in tests: a Runner in accessible mode on scripted
// answers, and a look at a form as an 80x24 terminal shows it. Each command package keeps
// its own forms, and its tests use these.
package prompttest

import (
	"bytes"
	"strings"
	"testing"
	"testing/iotest"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// Accessible returns a Runner in accessible mode that reads the lines given, one byte at a
// time (huh makes a new scanner per field; a buffered reader would let the first field
// swallow every line), and the buffer that collects the prompts.
func Accessible(lines ...string) (*prompt.Runner, *bytes.Buffer) {
	ios, _, errOut := iostreams.Test("")
	ios.In = iotest.OneByteReader(strings.NewReader(strings.Join(lines, "\n") + "\n"))
	ios.Accessible = true
	return prompt.NewRunner(ios), errOut
}

// Render draws a form as the terminal shows it, width x height, without colour.
func Render(form *huh.Form, width, height int) string {
	form = form.WithTheme(huh.ThemeBase())
	form.Init()
	m, _ := form.Update(tea.WindowSizeMsg{Width: width, Height: height})
	return ansi.Strip(m.View())
}

// FitsScreen checks that every label is in view on an 80x24 terminal, within 24 lines
// (a menu's choices are all in view without scrolling).
func FitsScreen(t testing.TB, name string, form *huh.Form, labels []string) {
	t.Helper()
	view := Render(form, 80, 24)
	if n := strings.Count(strings.TrimRight(view, "\n"), "\n") + 1; n > 24 {
		t.Errorf("%s: %d lines on a 24-line screen:\n%s", name, n, view)
	}
	for _, l := range labels {
		if !strings.Contains(view, l) {
			t.Errorf("%s: %q is not in view at 80x24:\n%s", name, l, view)
		}
	}
}
