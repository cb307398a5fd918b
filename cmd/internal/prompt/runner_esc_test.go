package prompt

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// TestRunnerTellsEscFromCtrlC runs a full-screen form on typed keys: Esc is ErrBack,
// Ctrl-C is leaving; both are huh.ErrUserAborted to a caller that knows no way back.
func TestRunnerTellsEscFromCtrlC(t *testing.T) {
	for _, tc := range []struct {
		keys string
		back bool
	}{{"\x1b", true}, {"\x03", false}, {"x\x1b", true}, {"\x1bx\x03", false}} {
		ios, _, _ := iostreams.Test("")
		ios.In = strings.NewReader(tc.keys)
		r := NewRunner(ios)
		var name string
		err := r.Run(context.Background(), huh.NewForm(huh.NewGroup(huh.NewInput().Title("Name").Value(&name))))
		if !errors.Is(err, huh.ErrUserAborted) || errors.Is(err, ErrBack) != tc.back {
			t.Errorf("keys %q: err = %v, want ErrUserAborted, ErrBack %v", tc.keys, err, tc.back)
		}
	}
}
