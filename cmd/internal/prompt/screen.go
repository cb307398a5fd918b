package prompt

import (
	"context"
	"errors"
	"io"

	tea "github.com/charmbracelet/bubbletea"
)

// RunScreen runs a full-screen Bubble Tea model (a game's screen) on the terminal's
// alternate screen until it quits. When ctx ends (an interrupt, SIGTERM, SIGHUP) the
// program is killed, and ctx's error is returned so that the command exits as an
// interrupted one does everywhere in ezd.
func RunScreen(ctx context.Context, in io.Reader, out io.Writer, m tea.Model) error {
	_, err := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen()).Run()
	if errors.Is(err, tea.ErrProgramKilled) && ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}
