package journal

import (
	"os"
	"strings"
	"testing"
)

func TestSplitLines(t *testing.T) {
	tests := []struct {
		name, data, lines, torn string
	}{
		{"empty file", "", "", ""},
		{"one line", "a\n", "a", ""},
		{"torn after complete lines", "a\nb\n{\"n\":", "a|b", `{"n":`},
		{"only a torn line", "abc", "", "abc"},
		{"an empty line is a line", "a\n\nb\n", "a||b", ""},
		{"a lone newline", "\n", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, torn := splitLines([]byte(tt.data))
			if got := joined(lines); got != tt.lines {
				t.Errorf("lines = %q, want %q", got, tt.lines)
			}
			if string(torn) != tt.torn {
				t.Errorf("torn = %q, want %q", torn, tt.torn)
			}
		})
	}
}

// FuzzSplitLines checks that the journal reader accounts for every byte of any file:
// the complete lines and the torn tail, put back together, are the file again, and no
// line or tail holds a newline.
func FuzzSplitLines(f *testing.F) {
	for _, seed := range []string{"", "\n", "a\nb", "{\"n\":1}\n{\"n\":2}\n{\"n\"", "\n\n\x00"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines, torn := splitLines(data)
		var back []byte
		for _, l := range lines {
			if strings.Contains(string(l), "\n") {
				t.Fatalf("line %q holds a newline", l)
			}
			back = append(append(back, l...), '\n')
		}
		if strings.Contains(string(torn), "\n") {
			t.Fatalf("torn tail %q holds a newline", torn)
		}
		if string(append(back, torn...)) != string(data) {
			t.Fatalf("lines %q and tail %q do not make up %q", lines, torn, data)
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

	j, err := Open(dir, "torn")
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

	j, err = Open(dir, "torn")
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
	j, err := Open(dir, "bare")
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
	j, err := Open(dir, "torn")
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
