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

// contents is what reading a journal finds: its lines and where its torn tail begins.
type contents struct {
	lines [][]byte // the lines that are not blank, without their newlines
	// size is the bytes kept: every line, blank or not, and a whole last line without
	// its newline (then unterminated is true). The tail after it is dropped.
	size         int64
	unterminated bool
	tail         int64  // bytes after size: a torn last line, or blanks without a newline
	torn         []byte // the torn last line, nil when the tail is blank or there is none
}

// read reads a journal line by line from r, holding only the lines that are not blank:
// memory follows the events, not the bytes, so a file padded with megabytes of blank lines
// costs nothing (docs/development.md). A last line without a newline is a write cut short by a crash
// or a power cut, and is dropped, unless it is whole JSON: then only its newline is
// missing, and it is kept.
func read(r io.Reader, name string) (contents, error) {
	var c contents
	sc := bufio.NewScanner(io.LimitReader(r, MaxSize+1))
	sc.Buffer(make([]byte, 0, 64<<10), MaxSize+1)
	sc.Split(combat.ScanLines)
	for sc.Scan() {
		tok := sc.Bytes()
		line, whole := bytes.CutSuffix(tok, []byte("\n"))
		blank := len(bytes.TrimSpace(line)) == 0
		switch {
		case whole && blank:
		case whole:
			c.lines = append(c.lines, bytes.Clone(line))
		case blank:
			c.tail = int64(len(tok))
			continue
		case json.Valid(line):
			c.lines = append(c.lines, bytes.Clone(line))
			c.unterminated = true
		default:
			c.torn, c.tail = bytes.Clone(line), int64(len(tok))
			continue
		}
		c.size += int64(len(tok))
	}
	if err := sc.Err(); err != nil {
		return contents{}, fmt.Errorf("reading battle %s: %w", name, err)
	}
	if c.size+c.tail > MaxSize {
		return contents{}, tooBig(name)
	}
	return c, nil
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
