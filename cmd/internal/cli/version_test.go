package cli

import (
	"context"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// The real flag prints Version through the root's template, on one line.
func TestVersionFlagPrintsVersion(t *testing.T) {
	ios, out, errOut := iostreams.Test("")
	if code := Run(context.Background(), []string{"--version"}, ios, func(string) string { return "" }); code != 0 {
		t.Fatalf("ezd --version: exit %d, stderr %q", code, errOut)
	}
	got := out.String()
	if want := "ezd " + cmdutil.Version() + "\n"; got != want {
		t.Errorf("ezd --version printed %q, want %q", got, want)
	}
	if strings.TrimSpace(got) == "ezd devel" {
		t.Errorf("ezd --version printed just %q", got)
	}
}
