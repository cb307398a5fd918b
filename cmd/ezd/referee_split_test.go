package main

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// goList lists the packages that the package pattern's binary links (test files aside).
func goList(t *testing.T, pkg string) []string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the binary's packages")
	}
	out, err := exec.Command(gobin, "list", "-deps", pkg).Output()
	if err != nil {
		t.Fatalf("go list -deps %s: %v", pkg, err)
	}
	return strings.Fields(string(out))
}

// TestEzdLinksNoSQLite pins the split of the referee server into its own binary: the
// SQLite engine's initialisation and size made every ezd command start slower (the guide:
// `ezd --version` within 3x a Go hello-world; docs/development.md, Start-up), and only
// `ezd tactics serve` uses it, through ezd-tactics-server.
func TestEzdLinksNoSQLite(t *testing.T) {
	banned := []string{"modernc.org/sqlite", "github.com/ezd-game/ezd/tactics/store",
		"github.com/ezd-game/ezd/tactics/web", "github.com/ezd-game/ezd/cmd/internal/referee/server"}
	ezd := goList(t, "github.com/ezd-game/ezd/cmd/ezd")
	for _, pkg := range banned {
		if slices.Contains(ezd, pkg) {
			t.Errorf("ezd links %s: only ezd-tactics-server may (import it from cmd/internal/referee/server, not from a command of ezd)", pkg)
		}
	}
	// The same list for the server does hold them: the check above looks where it should.
	server := goList(t, "github.com/ezd-game/ezd/cmd/ezd-tactics-server")
	for _, pkg := range banned {
		if !slices.Contains(server, pkg) {
			t.Errorf("ezd-tactics-server does not link %s", pkg)
		}
	}
}

// copyProgram copies the program found on PATH as name (testscript's ezd or server) into
// dir, keeping its name, which is what the test binary runs as.
func copyProgram(t *testing.T, name, dir string) string {
	t.Helper()
	src, err := exec.LookPath(name)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, filepath.Base(src))
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return dst
}

// An ezd without the server beside it or on PATH says what is missing and how to get it,
// and exits 1 without starting anything.
func TestServeWithoutTheServerSaysHowToGetIt(t *testing.T) {
	dir := t.TempDir()
	ezd := copyProgram(t, "ezd", dir)
	cmd := exec.Command(ezd, "tactics", "serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(dir, "games.db"))
	cmd.Env = append(os.Environ(), "PATH="+t.TempDir(), "NO_COLOR=1")
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Fatalf("ezd tactics serve with no server: %v, want exit 1\n%s", err, out)
	}
	for _, want := range []string{"ezd: the referee server ezd-tactics-server is neither beside ezd (in " + dir + ") nor on PATH",
		"release archive", "go install github.com/ezd-game/ezd/cmd/ezd...@latest"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the refusal does not say %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "games.db")); err == nil {
		t.Errorf("a database was made though no server ran")
	}
	if strings.Count(strings.TrimSpace(string(out)), "\n") != 0 {
		t.Errorf("want one line (stderr is a pipe), got:\n%s", out)
	}
}
