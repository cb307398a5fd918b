package journal

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// MaxSize is the largest journal ezd reads or writes, in bytes. A battle of a few
// thousand events is well under a megabyte; anything near this size is not an ezd battle,
// and refusing it keeps a wrong file from being read into memory whole.
const MaxSize = 64 << 20

// readAll reads the whole journal from f, refusing one larger than MaxSize without
// reading it into memory.
func readAll(f *os.File, name string) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("reading battle %s: %w", name, err)
	}
	if fi.Size() > MaxSize {
		return nil, tooBig(f, name)
	}
	// The limit still matters: the size can change between Stat and the read, for
	// example if the file is not a regular file.
	buf := bytes.NewBuffer(make([]byte, 0, fi.Size()+bytes.MinRead))
	if _, err := buf.ReadFrom(io.LimitReader(f, MaxSize+1)); err != nil {
		return nil, fmt.Errorf("reading battle %s: %w", name, err)
	}
	if buf.Len() > MaxSize {
		return nil, tooBig(f, name)
	}
	return buf.Bytes(), nil
}

func tooBig(f *os.File, name string) error {
	return fmt.Errorf("battle %s is larger than %d MiB, too big to be an ezd battle: move %s out of the way",
		name, MaxSize>>20, f.Name())
}

// splitLines cuts data into its complete lines, without their newlines, and the torn
// tail: the bytes after the last newline. Every write appends a line and its newline in
// one piece, so a tail without a newline can only be a write cut short by a crash or a
// power cut. The lines share data's memory.
func splitLines(data []byte) (lines [][]byte, torn []byte) {
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			return lines, data
		}
		lines = append(lines, data[:i:i])
		data = data[i+1:]
	}
	return lines, nil
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
