package journal

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// create starts the battle name in dir with the given lines, and fails the test if it
// cannot.
func create(t *testing.T, dir, name string, lines ...string) *Journal {
	t.Helper()
	j, err := Create(dir, name, []byte(lines[0]))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lines[1:] {
		if err := j.Append([]byte(l)); err != nil {
			t.Fatal(err)
		}
	}
	return j
}

// appendRaw writes data at the end of the file at path, bypassing the journal, as a crash
// in the middle of a write would leave it.
func appendRaw(t *testing.T, path string, data []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func joined(lines [][]byte) string {
	return string(bytes.Join(lines, []byte("|")))
}

func TestCreateAppendReopen(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ezd", "battles")
	j := create(t, dir, "first", `{"n":1}`, `{"n":2}`)
	if got := joined(j.Lines()); got != `{"n":1}|{"n":2}` {
		t.Errorf("lines = %s", got)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, Path(dir, "first")); got != "{\"n\":1}\n{\"n\":2}\n" {
		t.Errorf("file = %q", got)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o700 {
		t.Errorf("battles directory mode = %v, want 0700", fi.Mode().Perm())
	}
	j, err = Open(dir, "first", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if got := joined(j.Lines()); got != `{"n":1}|{"n":2}` {
		t.Errorf("reopened lines = %s", got)
	}
	if j.Dropped() != nil || j.Warning() != "" {
		t.Errorf("clean journal: dropped %q, warning %q", j.Dropped(), j.Warning())
	}
}

func TestCreateRefusesExisting(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "taken", "a").Close()
	_, err := Create(dir, "taken", []byte("b"))
	if !errors.Is(err, ErrExists) {
		t.Fatalf("err = %v, want ErrExists", err)
	}
	if want := "a battle named taken already exists: choose another name"; err.Error() != want {
		t.Errorf("message = %q, want %q", err, want)
	}
	if got := readFile(t, Path(dir, "taken")); got != "a\n" {
		t.Errorf("the existing battle changed: %q", got)
	}
}

func TestOpenMissing(t *testing.T) {
	dir := t.TempDir()
	_, err := Open(dir, "nosuch", nil)
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "no battle named nosuch") {
		t.Fatalf("err = %v, want ErrNotFound naming the battle", err)
	}
	if _, err := os.Stat(lockPath(dir, "nosuch")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a failed Open left a lock file: %v", err)
	}
	if _, err := Open(filepath.Join(dir, "absent"), "nosuch", nil); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing directory: err = %v, want ErrNotFound", err)
	}
}

func TestAppendRefusesBadLines(t *testing.T) {
	j := create(t, t.TempDir(), "b", "a")
	defer j.Close()
	for _, bad := range []string{"", "two\nlines", "trailing\n"} {
		if err := j.Append([]byte(bad)); err == nil {
			t.Errorf("Append(%q) succeeded", bad)
		}
	}
	if err := j.Append([]byte("b")); err != nil {
		t.Fatalf("a good line after bad ones: %v", err)
	}
	if got := readFile(t, Path(j.dir, "b")); got != "a\nb\n" {
		t.Errorf("file = %q", got)
	}
	if _, err := Create(t.TempDir(), "c", []byte("x\ny")); err == nil {
		t.Error("Create accepted a first line with a newline")
	}
}

func TestAppendDoesNotKeepCallersBuffer(t *testing.T) {
	j := create(t, t.TempDir(), "b", "first")
	defer j.Close()
	buf := []byte("second")
	j.Append(buf)
	copy(buf, "XXXXXX")
	if got := joined(j.Lines()); got != "first|second" {
		t.Errorf("lines = %s after the caller reused its buffer", got)
	}
}

func TestClosedJournal(t *testing.T) {
	j := create(t, t.TempDir(), "b", "a")
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if err := j.Append([]byte("b")); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("Append after Close: %v", err)
	}
	if err := j.Rewrite([][]byte{[]byte("b")}); err == nil {
		t.Error("Rewrite after Close succeeded")
	}
}

func TestOpenRefusesHugeFile(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "huge", "a").Close()
	// A sparse file: big to read, cheap to make.
	if err := os.Truncate(Path(dir, "huge"), MaxSize+1); err != nil {
		t.Fatal(err)
	}
	_, err := Open(dir, "huge", nil)
	if err == nil || !strings.Contains(err.Error(), "too big to be an ezd battle") {
		t.Fatalf("err = %v, want a refusal", err)
	}
	// The lock is released: the file can be fixed and opened again.
	if err := os.Truncate(Path(dir, "huge"), 2); err != nil {
		t.Fatal(err)
	}
	j, err := Open(dir, "huge", nil)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
}

func TestOpenRemovesStaleTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "t", "a").Close()
	stale := ".t.jsonl8674665223082153551" // a crashed Rewrite of t
	other := ".t.jsonl5.jsonl1234"         // one of battle "t.jsonl5"
	notTemp := ".t.jsonl-notes"            // not renameio's
	for _, name := range []string{stale, other, notTemp} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	j, err := Open(dir, "t", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	for name, want := range map[string]bool{stale: false, other: true, notTemp: true} {
		_, err := os.Stat(filepath.Join(dir, name))
		if got := err == nil; got != want {
			t.Errorf("%s exists = %v, want %v", name, got, want)
		}
	}
}
