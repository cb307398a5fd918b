package journal

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/ezd-game/ezd/combat"
)

// MaxSize is the largest journal ezd reads or writes, in bytes. A battle of a few
// thousand events is well under a megabyte; anything near this size is not an ezd battle,
// and refusing it keeps a wrong file from being read at all.
const MaxSize = 64 << 20

// contents is what reading a journal finds: where its torn tail begins.
type contents struct {
	// size is the bytes kept: every line, blank or not, and a whole last line without
	// its newline (then unterminated is true). The tail after it is dropped.
	size         int64
	unterminated bool
	tail         int64  // bytes after size: a torn last line, or blanks without a newline
	torn         []byte // the torn last line, nil when the tail is blank or there is none
}

// read reads a journal line by line from r and hands each line that is not blank to fold,
// with its line number (from 1, blank lines counted), as soon as it is read. It holds none
// of them: memory follows what fold keeps, not the bytes, so a file padded with megabytes
// of blank lines costs nothing (docs/development.md), and an error from fold (a line that
// cannot follow the lines before it) stops the reading there, before the rest of the file
// is read. A last line without a newline is a write cut short by a crash or a power cut,
// and is dropped, unless it is whole JSON: then only its newline is missing, and it is
// kept. A line longer than combat.MaxLine is refused as soon as that much of it has been
// read, as status refuses it (issue 33: the step commands once read a 60 MiB line whole).
// fold gets the line without its newline, valid only during the call; nil skips the
// lines.
func read(r io.Reader, name string, fold func(n int, line []byte) error) (contents, error) {
	var c contents
	sc := bufio.NewScanner(io.LimitReader(r, MaxSize+1))
	sc.Buffer(make([]byte, 0, 64<<10), combat.MaxLine)
	sc.Split(combat.ScanLines)
	n := 0 // the line number of the last line read
	for sc.Scan() {
		tok := sc.Bytes()
		line, whole := bytes.CutSuffix(tok, []byte("\n"))
		blank := len(bytes.TrimSpace(line)) == 0
		switch {
		case whole && blank:
			n += bytes.Count(tok, []byte("\n"))
		case blank:
			c.tail = int64(len(tok))
			continue
		case whole || json.Valid(line):
			n++
			if fold != nil {
				if err := fold(n, line); err != nil {
					return contents{}, fmt.Errorf("battle %s: %w", name, err)
				}
			}
			c.unterminated = !whole
		default:
			c.torn, c.tail = bytes.Clone(line), int64(len(tok))
			continue
		}
		c.size += int64(len(tok))
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return contents{}, tooLong(name, n+1)
	} else if err != nil {
		return contents{}, fmt.Errorf("reading battle %s: %w", name, err)
	}
	if c.size+c.tail > MaxSize {
		return contents{}, tooBig(name)
	}
	return c, nil
}

// tooLong says that line n is longer than any event, in the words status uses.
func tooLong(name string, n int) error {
	long := fmt.Errorf("the line is longer than %d MiB: no event is", combat.MaxLine>>20)
	return fmt.Errorf("battle %s: %w", name, &combat.JournalError{Line: n, Err: long})
}

func tooBig(name string) error {
	return fmt.Errorf("battle %s is larger than %d MiB, too big to be an ezd battle: move %s%s out of the way",
		name, MaxSize>>20, name, Ext)
}

// checkLine refuses a line that cannot be stored as one journal line.
func checkLine(line []byte) error {
	if len(line) == 0 {
		return fmt.Errorf("cannot save an empty event: every journal line must hold one event")
	}
	if bytes.IndexByte(line, '\n') >= 0 {
		return fmt.Errorf("cannot save an event that contains a newline: encode it on one line")
	}
	return nil
}

// removeStaleTemps removes the temporary files that a crash in the middle of Create or
// Rewrite of the battle name left behind. renameio names them "." + NAME.jsonl + a
// decimal number; the digits-only suffix keeps another battle's temporary file (".x.jsonl7"
// of battle "x" versus ".x.jsonl7.jsonl123" of battle "x.jsonl7") from matching. The caller
// holds the battle's lock, so no other ezd is writing one of these right now.
func removeStaleTemps(dir, name string) {
	prefix := "." + name + Ext
	entries, err := os.ReadDir(dir)
	if err != nil {
		return // Cleaning up is a courtesy; the battle itself is fine.
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if ok && rest != "" && strings.Trim(rest, "0123456789") == "" && e.Type().IsRegular() {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// errNotRegular is matched by the error for a battle or lock file that is not a regular
// file: a symbolic link, a named pipe, a device or a directory.
var errNotRegular = errors.New("not a regular file")
