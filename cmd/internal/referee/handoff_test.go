package referee

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// program writes an executable file called name into dir and returns its path.
func program(t *testing.T, dir, name string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

func notOnPath(string) (string, error) { return "", exec.ErrNotFound }

func TestLocateFindsTheServerBesideEzdFirst(t *testing.T) {
	dir := t.TempDir()
	beside := program(t, dir, binaryName())
	onPath := filepath.Join(t.TempDir(), binaryName())
	got, err := locate(filepath.Join(dir, "ezd"), func(string) (string, error) { return onPath, nil })
	if err != nil || got != beside {
		t.Errorf("locate = %q, %v; want the server beside ezd, %q", got, err, beside)
	}
}

func TestLocateFallsBackToPath(t *testing.T) {
	dir := t.TempDir()
	onPath := filepath.Join(t.TempDir(), binaryName())
	var asked string
	got, err := locate(filepath.Join(dir, "ezd"), func(name string) (string, error) { asked = name; return onPath, nil })
	if err != nil || got != onPath {
		t.Errorf("locate = %q, %v; want the server on PATH, %q", got, err, onPath)
	}
	if asked != Program {
		t.Errorf("looked up %q on PATH, want %q", asked, Program)
	}
}

func TestLocateSkipsWhatIsNotAProgram(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows has no execute bit")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, binaryName()), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(t.TempDir(), binaryName()), 0o755); err != nil {
		t.Fatal(err)
	}
	if got, err := locate(filepath.Join(dir, "ezd"), notOnPath); err == nil {
		t.Errorf("locate = %q, want an error for a file beside ezd that cannot run", got)
	}
}

// The player learns what is missing, where ezd looked, and both ways to get it.
func TestLocateSaysHowToGetAMissingServer(t *testing.T) {
	dir := t.TempDir()
	_, err := locate(filepath.Join(dir, "ezd"), notOnPath)
	if err == nil {
		t.Fatal("locate found a server that is not there")
	}
	msg := err.Error()
	for _, want := range []string{Program, dir, "PATH", "release archive",
		"go install github.com/ezd-game/ezd/cmd/ezd...@latest"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error does not say %q:\n%s", want, msg)
		}
	}
	if msg != strings.ToLower(msg[:1])+msg[1:] || strings.HasSuffix(msg, ".") {
		t.Errorf("an error starts lowercase and ends without a period: %q", msg)
	}
}

func TestLocateReportsAPathThatCannotBeSearched(t *testing.T) {
	broken := errors.New("permission denied")
	_, err := locate("", func(string) (string, error) { return "", broken })
	if err == nil || !strings.Contains(err.Error(), "permission denied") {
		t.Errorf("locate = %v, want the lookup's own error", err)
	}
}

// The server is given exactly the flags the player gave, each as one --name=value.
func TestFlagArgsPassesTheGivenFlagsOnly(t *testing.T) {
	var got []string
	cmd := &cobra.Command{Use: "serve"}
	Configure(cmd, func(_ context.Context, cmd *cobra.Command, _ *Options) error {
		got = flagArgs(cmd.LocalFlags())
		return nil
	})
	root := &cobra.Command{Use: "ezd"}
	root.PersistentFlags().Bool("accessible", false, "")
	root.AddCommand(cmd)
	root.SetArgs([]string{"serve", "--db", "-odd name.db", "--private-game-webhooks", "--accessible"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	want := []string{"--db=-odd name.db", "--private-game-webhooks=true"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("flags handed over (-want +got):\n%s", diff)
	}
}

// Where the server runs as a child (Windows), its exit code is ezd's, and nothing more is
// printed.
func TestRunChildGivesTheServersExitCode(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh to stand in for the server")
	}
	if err := runChild(sh, []string{"-c", "exit 0"}); err != nil {
		t.Errorf("a server that exits 0: %v", err)
	}
	err = runChild(sh, []string{"-c", "exit 3"})
	if code := cmdutil.ExitCode(err); code != 3 {
		t.Errorf("a server that exits 3: ezd exits %d (%v)", code, err)
	}
	err = runChild(filepath.Join(t.TempDir(), "gone"), nil)
	if err == nil || cmdutil.ExitCode(err) != cmdutil.ExitInvalid {
		t.Errorf("a server that cannot start: %v, want an error that exits 1", err)
	}
}

// The server beside ezd is the file a release archive holds: ezd-tactics-server, with .exe
// on Windows only.
func TestBinaryNameIsTheArchivesFile(t *testing.T) {
	want := "ezd-tactics-server"
	if runtime.GOOS == "windows" {
		want = "ezd-tactics-server.exe"
	}
	if got := binaryName(); got != want {
		t.Errorf("binaryName() = %q, want %q", got, want)
	}
}
