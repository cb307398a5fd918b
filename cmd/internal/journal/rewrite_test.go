package journal

import (
	"os"
	"slices"
	"testing"
)

func TestRewrite(t *testing.T) {
	dir := t.TempDir()
	j := create(t, dir, "undo", "a", "b", "c")
	defer j.Close()
	if err := os.Chmod(Path(dir, "undo"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := j.Rewrite(j.Lines()[:2]); err != nil {
		t.Fatal(err)
	}
	if got := joined(j.Lines()); got != "a|b" {
		t.Errorf("lines = %s", got)
	}
	// Appends go to the new file, not the old one the rename replaced.
	if err := j.Append([]byte("d")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, Path(dir, "undo")); got != "a\nb\nd\n" {
		t.Errorf("file = %q", got)
	}
	fi, err := os.Stat(Path(dir, "undo"))
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("mode = %v, want the old file's 0600", fi.Mode().Perm())
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{"undo.jsonl", "undo.lock"}; !slices.Equal(names, want) {
		t.Errorf("directory holds %q, want %q (no temporary files left)", names, want)
	}
}

// TestRewriteRefusedLeavesJournalAlone: a rewrite refused for a bad line changes
// nothing, and the journal can still be written.
func TestRewriteRefusedLeavesJournalAlone(t *testing.T) {
	dir := t.TempDir()
	j := create(t, dir, "undo", "a", "b")
	defer j.Close()
	for _, bad := range [][][]byte{nil, {[]byte("a"), []byte("x\ny")}, {[]byte("")}} {
		if err := j.Rewrite(bad); err == nil {
			t.Errorf("Rewrite(%q) succeeded", bad)
		}
	}
	if err := j.Append([]byte("c")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, Path(dir, "undo")); got != "a\nb\nc\n" {
		t.Errorf("file = %q", got)
	}
}

// TestRewriteIsAtomic rewrites a journal back and forth between two contents while
// another goroutine reads the file as fast as it can: every read must see one content or
// the other whole, never an empty, short or mixed file.
func TestRewriteIsAtomic(t *testing.T) {
	dir := t.TempDir()
	long := []string{"first event", "second event", "third event"}
	j := create(t, dir, "undo", long...)
	defer j.Close()
	longLines := j.Lines()
	shortLines := longLines[:2]
	longFile, shortFile := "first event\nsecond event\nthird event\n", "first event\nsecond event\n"

	stop := make(chan struct{})
	bad := make(chan string, 1)
	reads := make(chan int)
	go func() {
		n := 0
		defer func() { reads <- n }()
		for {
			select {
			case <-stop:
				return
			default:
			}
			data, err := os.ReadFile(Path(dir, "undo"))
			n++
			if s := string(data); err != nil || s != longFile && s != shortFile {
				bad <- s
				return
			}
		}
	}()
	for i := range 200 {
		next := shortLines
		if i%2 == 1 {
			next = longLines
		}
		if err := j.Rewrite(next); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	n := <-reads
	select {
	case s := <-bad:
		t.Fatalf("a reader saw %q during rewrites", s)
	default:
	}
	t.Logf("%d reads during 200 rewrites", n)
}
