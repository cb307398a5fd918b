package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// issue 33, item 6: outside text (a file's name, an -o path, a name in a record or a
// journal, $XDG_CACHE_HOME) reaches the terminal through cmdutil.Show or ShowPath: no ESC,
// NUL or right-to-left override raw, and no newline splitting "FILE:LINE:". Each case runs
// the real command tree; setup makes the files it needs in the test's folder.
func TestOutsideTextReachesTheTerminalEscaped(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, dir string) []string // the arguments
		env   map[string]string
		want  string // in stdout or stderr, escaped
	}{
		{"print -o with ESC", func(t *testing.T, dir string) []string {
			return []string{"print", "rulers", "-o", filepath.Join(dir, "r\x1b[31m.pdf")}
		}, nil, `Wrote ` + "DIR" + `/r\x1b[31m.pdf (a4, `},
		{"print nothanks -o with U+202E", func(t *testing.T, dir string) []string {
			return []string{"print", "nothanks", "-o", filepath.Join(dir, "b\u202efdp.pdf")}
		}, nil, `Wrote DIR/b\u202efdp.pdf (a4, `},
		{"army file named with a newline", func(t *testing.T, dir string) []string {
			path := filepath.Join(dir, "a\n7: fake.yaml")
			if err := os.WriteFile(path, []byte("name: x\ntanks:\n  - class: super-heavy\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			return []string{"army", "validate", path}
		}, nil, `DIR/a\x0a7: fake.yaml:3: tank 1: unknown class`},
		{"tankwar replay of a player named with U+202E", func(t *testing.T, dir string) []string {
			path := filepath.Join(dir, "game.json")
			record := `{"life": 5, "tanks": [{"x": 4, "y": 5, "dir": 2}, {"x": 17, "y": 16, "dir": 0}], "moves": [[0, 1], [2, 0]], "players": ["\u202eevil", "search"]}`
			if err := os.WriteFile(path, []byte(record), 0o644); err != nil {
				t.Fatal(err)
			}
			return []string{"tankwar", "replay", path}
		}, nil, `\u202eevil`},
		{"battle list of a journal whose army is named with ESC, NUL and U+202E", func(t *testing.T, dir string) []string {
			newBattle(t, dir, "e")
			path := filepath.Join(dir, "data", "ezd", "battles", "e.jsonl")
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			data = []byte(strings.Replace(string(data), `"name":"France 1940"`, `"name":"Fr\u001b[2Jance\u0000\u202e"`, 1))
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			return []string{"battle", "list"}
		}, nil, `Fr\x1b[2Jance\x00\u202e`},
		{"kept in an XDG_CACHE_HOME holding ESC", func(t *testing.T, dir string) []string {
			newBattle(t, dir, "e")
			return []string{"battle", "status", "-b", "e"}
		}, map[string]string{"XDG_CACHE_HOME": "DIR/c\x1b]0;pwned\x07"}, `kept in DIR/c\x1b]0;pwned\x07/ezd/analysis)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := tc.setup(t, dir)
			env := map[string]string{"HOME": dir, "XDG_DATA_HOME": filepath.Join(dir, "data"), "XDG_CACHE_HOME": filepath.Join(dir, "cache")}
			for k, v := range tc.env {
				env[k] = strings.NewReplacer("DIR", dir, `\x1b`, "\x1b", `\x07`, "\x07").Replace(v)
			}
			ios, out, errOut := iostreams.Test("")
			cmdutil.Execute(t.Context(), newRootCmd(&cmdutil.Factory{IO: ios, Getenv: func(k string) string { return env[k] }}), args, ios)
			all := out.String() + errOut.String()
			if i := strings.IndexAny(all, "\x1b\x00\u202e"); i >= 0 {
				t.Errorf("ezd %q wrote a raw control or format character at %d:\n%s", args, i, all)
			}
			if want := strings.ReplaceAll(tc.want, "DIR", dir); !strings.Contains(all, want) {
				t.Errorf("ezd %q: want %q in\n%s", args, want, all)
			}
		})
	}
}

// issue 33, item 7: a message quotes at most about 60 characters of a hostile value, so
// that one bad value makes one short line of stderr: a 10,000-character time zone made
// 10 KB, a 100,000-digit die 100 KB, one bad journal line up to 10 MB.
func TestMessagesOfHostileValuesAreShort(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	env := map[string]string{"HOME": dir, "XDG_DATA_HOME": data}
	run := func(args ...string) (int, string) {
		ios, _, errOut := iostreams.Test("")
		code := cmdutil.Execute(t.Context(), newRootCmd(&cmdutil.Factory{IO: ios, Getenv: func(k string) string { return env[k] }}), args, ios)
		return code, errOut.String()
	}
	if code, errOut := run("battle", "new", "e", "--red", "sample:france-1940", "--blue", "sample:germany-1940"); code != 0 {
		t.Fatalf("battle new: %d %s", code, errOut)
	}
	journal := filepath.Join(data, "ezd", "battles", "e.jsonl")
	start, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(journal, append(start, `{"event":"passed","player":"`+strings.Repeat("x", 10<<20)+"\"}\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"tactics", "simulate", "--players", "3", "-o", filepath.Join(dir, "g.json"), "--tz", strings.Repeat("Europe/", 1500)},
		{"attack", "--attacker", "heavy", "--target", "small", "--dice", strings.Repeat("9", 100000) + ",3"},
		{"battle", "status", "-b", "e"},
		{"battle", "pass", "-b", "e"},
		{"battle", "undo", "-b", "e"},
	} {
		code, errOut := run(args...)
		if code == 0 || len(errOut) > 200 {
			t.Errorf("ezd %s: exit %d, %d bytes of stderr, want a refusal under 200: %.300s", args[:2], code, len(errOut), errOut)
		}
	}
}

// newBattle starts the battle name of two samples in dir's data folder.
func newBattle(t *testing.T, dir, name string) {
	t.Helper()
	ios, _, errOut := iostreams.Test("")
	env := map[string]string{"HOME": dir, "XDG_DATA_HOME": filepath.Join(dir, "data")}
	args := []string{"battle", "new", name, "--red", "sample:france-1940", "--blue", "sample:germany-1940", "--seed", "42"}
	if code := cmdutil.Execute(t.Context(), newRootCmd(&cmdutil.Factory{IO: ios, Getenv: func(k string) string { return env[k] }}), args, ios); code != 0 {
		t.Fatalf("battle new: exit %d, %s", code, errOut)
	}
}
