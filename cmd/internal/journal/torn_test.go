package journal

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	tests := []struct {
		name, data, lines, torn string
		size, tail              int
		unterminated            bool
	}{
		{name: "empty file"},
		{name: "one line", data: "a\n", lines: "a", size: 2},
		{name: "torn after complete lines", data: "a\nb\n{\"n\":", lines: "a|b", torn: `{"n":`, size: 4, tail: 5},
		{name: "only a torn line", data: "abc", torn: "abc", tail: 3},
		{name: "blank lines are kept in the file, not in memory", data: "a\n\n \t\r\nb\n", lines: "a|b", size: 9},
		{name: "a lone newline", data: "\n", size: 1},
		{name: "blanks without a newline", data: "a\n  ", lines: "a", size: 2, tail: 2},
		// docs/development.md, Hostile input: a whole last line without its newline is kept.
		{name: "a whole last line without a newline", data: "a\n{\"n\":2}", lines: `a|{"n":2}`, size: 9, unterminated: true},
		{name: "a whole last line and spaces", data: "{\"n\":2} ", lines: `{"n":2} `, size: 8, unterminated: true},
		{name: "a last line that is a JSON word", data: "a\n12", lines: "a|12", size: 4, unterminated: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, lines, err := readLines(strings.NewReader(tt.data), "t")
			if err != nil {
				t.Fatal(err)
			}
			if got := joined(lines); got != tt.lines {
				t.Errorf("lines = %q, want %q", got, tt.lines)
			}
			if string(c.torn) != tt.torn || c.size != int64(tt.size) || c.tail != int64(tt.tail) || c.unterminated != tt.unterminated {
				t.Errorf("torn %q, size %d, tail %d, unterminated %v; want %q, %d, %d, %v", c.torn, c.size, c.tail, c.unterminated, tt.torn, tt.size, tt.tail, tt.unterminated)
			}
		})
	}
}

// FuzzRead checks that the journal reader accounts for every byte of any file: the bytes
// kept and the tail make up the file, the lines kept are its lines that are not blank, in
// order, and no line holds a newline.
func FuzzRead(f *testing.F) {
	for _, seed := range []string{"", "\n", "a\nb", "{\"n\":1}\n{\"n\":2}\n{\"n\"", "\n\n\x00", "a\n \n\t\n{}"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, lines, err := readLines(bytes.NewReader(data), "f")
		if err != nil {
			t.Fatal(err)
		}
		if c.size+c.tail != int64(len(data)) {
			t.Fatalf("size %d and tail %d do not make up %d bytes", c.size, c.tail, len(data))
		}
		var want [][]byte
		for _, l := range bytes.SplitAfter(data[:c.size], []byte("\n")) {
			if l = bytes.TrimSuffix(l, []byte("\n")); len(bytes.TrimSpace(l)) > 0 {
				want = append(want, l)
			}
		}
		if joined(lines) != joined(want) || len(lines) != len(want) {
			t.Fatalf("lines %q, want %q", lines, want)
		}
		if c.tail > 0 && bytes.IndexByte(data[c.size:], '\n') >= 0 {
			t.Fatalf("tail %q holds a newline", data[c.size:])
		}
	})
}

// TestTornLastLine is a power cut in the middle of an append: the complete lines are
// kept, the half line is dropped with a warning, the file is left alone until the next
// append, and that append leaves a clean file.
func TestTornLastLine(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "torn", `{"n":1}`, `{"n":2}`).Close()
	path := Path(dir, "torn")
	appendRaw(t, path, []byte(`{"n":3,"pa`))

	j, err := Open(dir, "torn", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := joined(j.Lines()); got != `{"n":1}|{"n":2}` {
		t.Errorf("lines = %s", got)
	}
	if string(j.Dropped()) != `{"n":3,"pa` {
		t.Errorf("dropped = %q", j.Dropped())
	}
	if w := j.Warning(); !strings.Contains(w, "battle torn") || !strings.Contains(w, "half saved") {
		t.Errorf("warning = %q", w)
	}
	if got := readFile(t, path); got != "{\"n\":1}\n{\"n\":2}\n{\"n\":3,\"pa" {
		t.Errorf("Open changed the file before any append: %q", got)
	}

	if err := j.Append([]byte(`{"n":3}`)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, path); got != "{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n" {
		t.Errorf("file after append = %q", got)
	}
	if j.Dropped() != nil || j.Warning() != "" {
		t.Errorf("after append: dropped %q, warning %q", j.Dropped(), j.Warning())
	}
	j.Close()

	j, err = Open(dir, "torn", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if got := joined(j.Lines()); got != `{"n":1}|{"n":2}|{"n":3}` || j.Dropped() != nil {
		t.Errorf("reopened: lines %s, dropped %q", got, j.Dropped())
	}
}

// TestTornOnlyLine is a file holding nothing but half a line: nothing is kept, and the
// next append starts the file afresh.
func TestTornOnlyLine(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(Path(dir, "bare"), []byte(`{"n":1,`), 0o644); err != nil {
		t.Fatal(err)
	}
	j, err := Open(dir, "bare", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if len(j.Lines()) != 0 || string(j.Dropped()) != `{"n":1,` {
		t.Fatalf("lines %q, dropped %q", j.Lines(), j.Dropped())
	}
	if err := j.Append([]byte(`{"n":1}`)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, Path(dir, "bare")); got != "{\"n\":1}\n" {
		t.Errorf("file = %q", got)
	}
}

// TestRewriteRemovesTornLine: an undo straight after recovering from a crash must not
// bring the half line back.
func TestRewriteRemovesTornLine(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "torn", "a", "b").Close()
	appendRaw(t, Path(dir, "torn"), []byte("c-half"))
	j, err := Open(dir, "torn", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if err := j.Rewrite(j.Lines()[:1]); err != nil {
		t.Fatal(err)
	}
	if err := j.Append([]byte("b2")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, Path(dir, "torn")); got != "a\nb2\n" || j.Dropped() != nil {
		t.Errorf("file = %q, dropped %q", got, j.Dropped())
	}
}
