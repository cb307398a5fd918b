package journal

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/ezd-game/ezd/combat"
)

// TailSize is how much of a journal's end Ends reads: more than the lines of any turn.
const TailSize = 64 << 10

// Ends reads the two ends of the battle name's journal, without taking its lock, as View
// opens it: first is its first line that is not blank, and last the whole lines that are
// not blank among its last TailSize bytes, oldest first (a half-written last line is left
// out, as Open drops it). whole is true when last holds every line of the journal. A
// list of battles reads this much of each, whatever the journal's length. Lines are
// without their newlines.
func Ends(dir, name string) (first []byte, last [][]byte, whole bool, err error) {
	f, err := openView(dir, name)
	if err != nil {
		return nil, nil, false, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, false, fmt.Errorf("reading battle %s: %w", name, err)
	}
	sc := bufio.NewScanner(io.LimitReader(f, MaxSize+1))
	sc.Buffer(make([]byte, 0, 64<<10), combat.MaxLine)
	sc.Split(combat.ScanLines)
	n := 0 // the line number of the last line read
	for first == nil && sc.Scan() {
		if line := bytes.TrimSuffix(sc.Bytes(), []byte("\n")); len(bytes.TrimSpace(line)) > 0 {
			first = bytes.Clone(line)
		}
		n += bytes.Count(sc.Bytes(), []byte("\n"))
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, nil, false, tooLong(name, n+1)
	} else if err != nil {
		return nil, nil, false, fmt.Errorf("reading battle %s: %w", name, err)
	}
	if first == nil {
		return nil, nil, false, fmt.Errorf("battle %s: the journal is empty: move %s%s out of the way", name, name, Ext)
	}
	// The window starts a byte early, so that cutting through its first newline leaves
	// only whole lines, whether or not the window began on a line's start.
	from := max(fi.Size()-TailSize-1, 0)
	tail := make([]byte, fi.Size()-from)
	if _, err := f.ReadAt(tail, from); err != nil && !errors.Is(err, io.EOF) {
		return nil, nil, false, fmt.Errorf("reading battle %s: %w", name, err)
	}
	if from > 0 {
		_, tail, _ = bytes.Cut(tail, []byte("\n"))
	}
	if _, err := read(bytes.NewReader(tail), name, func(_ int, line []byte) error {
		last = append(last, bytes.Clone(line))
		return nil
	}); err != nil {
		return nil, nil, false, err
	}
	return first, last, from == 0, nil
}
