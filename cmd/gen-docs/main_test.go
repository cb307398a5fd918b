package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cli"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

func generate(t *testing.T, out string, args ...string) {
	t.Helper()
	var stderr bytes.Buffer
	if code := run(append([]string{"-out", out}, args...), &stderr); code != 0 {
		t.Fatalf("gen-docs: exit %d: %s", code, stderr.String())
	}
}

// Every command a person can run has its man page, named as man looks it up
// ("man ezd-army-show"), dated and versioned as the flags say.
func TestManPageForEveryCommand(t *testing.T) {
	out := t.TempDir()
	generate(t, out, "-version", "1.2.3", "-date", "2026-12-01T11:30:00Z")
	dir := filepath.Join(out, "man", "man1")

	ios, _, _ := iostreams.Test("")
	var want []string
	var walk func(*cobra.Command)
	walk = func(c *cobra.Command) {
		want = append(want, strings.ReplaceAll(c.CommandPath(), " ", "-")+".1")
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() {
				walk(sub)
			}
		}
	}
	walk(cli.Tree(&cmdutil.Factory{IO: ios, Getenv: func(string) string { return "" }}))
	if len(want) < 30 {
		t.Fatalf("walked only %d commands: the tree was not built", len(want))
	}
	got, err := filepath.Glob(filepath.Join(dir, "*.1"))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Errorf("%d man pages for %d commands (two commands share a page name?)", len(got), len(want))
	}
	for _, name := range want {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("no man page for %s: %v", name, err)
		}
	}
	page, err := os.ReadFile(filepath.Join(dir, "ezd-army-show.1"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{`.TH "EZD" "1" "Dec 2026" "ezd 1.2.3" "ezd manual"`, "sample:france-1940", "--json"} {
		if !bytes.Contains(page, []byte(s)) {
			t.Errorf("ezd-army-show.1 lacks %q:\n%s", s, page)
		}
	}
	if bytes.Contains(page, []byte("Auto generated")) {
		t.Errorf("ezd-army-show.1 carries cobra's dated auto-generated tag")
	}
}

// Each shell's script is there, under the name that shell looks for, and is what
// `ezd completion SHELL` prints.
func TestCompletionScripts(t *testing.T) {
	out := t.TempDir()
	generate(t, out)
	marks := map[string]string{
		"ezd.bash": "# bash completion V2 for ezd",
		"_ezd":     "#compdef ezd",
		"ezd.fish": "complete -c ezd",
		"ezd.ps1":  "Register-ArgumentCompleter -CommandName 'ezd'",
	}
	for file, mark := range marks {
		b, err := os.ReadFile(filepath.Join(out, "completions", file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte(mark)) {
			t.Errorf("%s lacks %q", file, mark)
		}
	}
}

// Built twice from the same commit, the pages and scripts are the same bytes, and a page
// left by an earlier run for a command that no longer exists is gone.
func TestReproducibleAndNoStalePages(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	stale := filepath.Join(b, "man", "man1", "ezd-frobnicate.1")
	if err := os.MkdirAll(filepath.Dir(stale), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(stale, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	keep := filepath.Join(b, "man", "man1", "README")
	if err := os.WriteFile(keep, []byte("not ours"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"-version", "1.2.3", "-date", "2026-12-01T11:30:00Z"}
	generate(t, a, args...)
	generate(t, b, args...)
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("stale page ezd-frobnicate.1 was kept (%v)", err)
	}
	if _, err := os.Stat(keep); err != nil {
		t.Errorf("a file gen-docs did not write was removed: %v", err)
	}
	os.Remove(keep)
	for _, sub := range []string{filepath.Join("man", "man1"), "completions"} {
		entries, err := os.ReadDir(filepath.Join(a, sub))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			x, _ := os.ReadFile(filepath.Join(a, sub, e.Name()))
			y, err := os.ReadFile(filepath.Join(b, sub, e.Name()))
			if err != nil || !bytes.Equal(x, y) {
				t.Errorf("%s/%s differs between two runs (%v)", sub, e.Name(), err)
			}
		}
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-date", "yesterday"},
		{"-date", "2026-12-01"},
		{"stray"},
		{"-frob"},
	} {
		var stderr bytes.Buffer
		if code := run(append([]string{"-out", t.TempDir()}, args...), &stderr); code != 2 {
			t.Errorf("gen-docs %q: exit %d, want 2 (stderr %q)", args, code, stderr.String())
		}
		if stderr.Len() == 0 {
			t.Errorf("gen-docs %q: no reason given", args)
		}
	}
}
