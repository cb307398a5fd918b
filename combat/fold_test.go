package combat

import (
	"errors"
	"testing"
)

// A byte order mark an editor put before the first line is skipped when a battle file's
// lines are folded one by one (journal.Open), as Read skips it; anywhere else it is not
// JSON, and the line is refused with its number.
func TestFolderSkipsAByteOrderMarkOnTheFirstLineOnly(t *testing.T) {
	all := lines(t, demo(t))
	f := NewFolder("demo")
	if err := f.Fold(1, append([]byte("\ufeff"), all[0]...)); err != nil {
		t.Fatalf("the first line after a byte order mark: %v", err)
	}
	err := f.Fold(2, append([]byte("\ufeff"), all[1]...))
	var je *JournalError
	if !errors.As(err, &je) || je.Line != 2 {
		t.Fatalf("a byte order mark on line 2: %v, want a JournalError of line 2", err)
	}
	if err := f.Fold(3, []byte(" \t")); err != nil {
		t.Errorf("a blank line: %v", err)
	}
	d, err := f.Done()
	if err != nil || len(d.Battle.Journal()) != 1 {
		t.Errorf("Done: %v, %d events; want the started event alone", err, len(d.Battle.Journal()))
	}
}

// Done refuses a journal without events, as Read does.
func TestFolderOfNothing(t *testing.T) {
	_, err := NewFolder("x").Done()
	var je *JournalError
	if !errors.As(err, &je) || !errors.Is(err, errNoStart) {
		t.Errorf("Done of nothing: %v, want a JournalError saying a journal starts with a started event", err)
	}
}
