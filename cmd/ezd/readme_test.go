package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cli"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// The README is the front door: every ```console block in it is run and its output
// compared exactly, so that it cannot drift from the program (docs/interactive.md).
//
// A block holds commands, lines that start with "$ ezd ", each followed by what it prints,
// stdout and stderr together as a terminal shows them. A command may go on over lines
// ending in a backslash. The blocks run in order in one folder, so a block may use what an
// earlier one made (a battle, a file); testdata/readme holds the files they read (the
// broken army of `army validate`). Output that cannot be the same twice (a fresh seed, a
// date) has no place in a console block: show it in a plain block.

// consoleCommand is one command of a console block and the output the README shows for it.
type consoleCommand struct {
	line int // in README.md
	args []string
	want string
}

func TestReadmeConsoleBlocks(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	commands, err := consoleCommands(string(readme))
	if err != nil {
		t.Fatal(err)
	}
	if len(commands) < 5 {
		t.Fatalf("found only %d commands in the README's console blocks", len(commands))
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "readme"))); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	env := map[string]string{"NO_COLOR": "1", "XDG_DATA_HOME": filepath.Join(dir, "data"), "HOME": dir}
	for _, c := range commands {
		var out bytes.Buffer
		ios, _, _ := iostreams.Test("")
		ios.Out, ios.ErrOut = &out, &out // one stream, as a terminal interleaves them
		cli.Run(context.Background(), c.args, ios, func(k string) string { return env[k] })
		if got := strings.TrimRight(out.String(), "\n"); got != c.want {
			t.Errorf("README.md:%d: $ ezd %s\n--- the README shows:\n%s\n--- ezd prints:\n%s",
				c.line, strings.Join(c.args, " "), c.want, got)
		}
	}
}

// consoleCommands returns the commands of every ```console block of a README, in order.
func consoleCommands(readme string) ([]consoleCommand, error) {
	var commands []consoleCommand
	var cur *consoleCommand
	var want []string
	inBlock, pending := false, ""
	finish := func() {
		if cur != nil {
			cur.want = strings.TrimRight(strings.Join(want, "\n"), "\n")
			commands = append(commands, *cur)
			cur, want = nil, nil
		}
	}
	for i, line := range strings.Split(readme, "\n") {
		switch {
		case !inBlock:
			inBlock = strings.TrimSpace(line) == "```console"
			continue
		case strings.TrimSpace(line) == "```":
			finish()
			inBlock = false
			continue
		case pending != "":
			pending += " " + strings.TrimSpace(line)
		case strings.HasPrefix(line, "$ "):
			finish()
			pending = strings.TrimPrefix(line, "$ ")
			cur = &consoleCommand{line: i + 1}
		case cur == nil:
			return nil, fmt.Errorf("README.md:%d: a console block must start with a $ command", i+1)
		default:
			want = append(want, line)
			continue
		}
		if strings.HasSuffix(pending, "\\") {
			pending = strings.TrimSuffix(pending, "\\")
			continue
		}
		words, err := splitWords(pending)
		if err != nil || len(words) == 0 || words[0] != "ezd" {
			return nil, fmt.Errorf("README.md:%d: %q is not an ezd command (%v)", cur.line, pending, err)
		}
		cur.args, pending = words[1:], ""
	}
	if inBlock {
		return nil, fmt.Errorf("README.md: a console block is not closed")
	}
	return commands, nil
}

// splitWords splits a command line as a POSIX shell does for the plain cases the README
// uses: words between blanks, 'single' and "double" quotes, and backslash escapes.
func splitWords(s string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord, quote := false, rune(0)
	runes := []rune(s)
	for i := 0; i < len(runes); i++ {
		r := runes[i]
		switch {
		case quote == '\'' && r != '\'':
			word.WriteRune(r)
		case quote == '"' && r == '\\' && i+1 < len(runes):
			i++
			word.WriteRune(runes[i])
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == '\\' && i+1 < len(runes):
			i++
			word.WriteRune(runes[i])
			inWord = true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed %c quote", quote)
	}
	if inWord {
		words = append(words, word.String())
	}
	return words, nil
}

func TestSplitWords(t *testing.T) {
	for in, want := range map[string][]string{
		`ezd army show sample:france-1940`:       {"ezd", "army", "show", "sample:france-1940"},
		`ezd battle activate 'red:Somua S35'`:    {"ezd", "battle", "activate", "red:Somua S35"},
		`ezd army new --name "Groupement \"L\""`: {"ezd", "army", "new", "--name", `Groupement "L"`},
		`ezd x a\ b  ''`:                         {"ezd", "x", "a b", ""},
	} {
		got, err := splitWords(in)
		if err != nil || strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Errorf("splitWords(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := splitWords(`ezd 'open`); err == nil {
		t.Error("an unclosed quote was accepted")
	}
}
