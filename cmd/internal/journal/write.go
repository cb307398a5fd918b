package journal

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"

	"github.com/ezd-game/ezd/cmd/internal/regular"
)

// Append adds line as the journal's last event and syncs it to disk before returning, so
// that a step the players were told about survives a power cut. line must be one
// non-empty line without its newline. If Open dropped a half-written line, it is cut from
// the file first.
//
// After a failed write or sync the file may hold more or less than was written, so every
// later Append and Rewrite is refused until the battle is opened again.
func (j *Journal) Append(line []byte) error {
	if err := j.usable(); err != nil {
		return err
	}
	if err := checkLine(line); err != nil {
		return err
	}
	if err := j.unchanged(); err != nil {
		return err
	}
	if j.size+int64(len(line))+1 > MaxSize {
		return fmt.Errorf("battle %s has reached %d MiB, the most ezd keeps: start a new battle", j.name, MaxSize>>20)
	}
	if j.tail > 0 {
		// The sync below makes the shorter length durable with the new line.
		if err := j.file.Truncate(j.size); err != nil {
			return j.fail(err)
		}
		j.tail, j.torn = 0, nil
	}
	// One write for the line and its newline: a crash then leaves either the whole
	// line or a tail without a newline, which the next Open recognises. A whole last
	// line that lacked its newline gets it in the same write.
	var buf []byte
	if j.unterminated {
		buf = append(buf, '\n')
	}
	buf = append(append(buf, line...), '\n')
	if _, err := j.file.Write(buf); err != nil {
		return j.fail(err)
	}
	if err := j.file.Sync(); err != nil {
		return j.fail(err)
	}
	j.size += int64(len(buf))
	j.unterminated = false
	return nil
}

// Rewrite replaces the whole journal with lines, as undo does. The new journal is written
// to a temporary file in the same directory, synced, and renamed over the old one, so a
// crash at any moment leaves either the old journal or the new one, never a mixture.
// lines must hold at least one line, each as Append wants it. If the rewrite fails before
// the rename, the journal is unchanged and still usable.
func (j *Journal) Rewrite(lines [][]byte) error {
	if err := j.usable(); err != nil {
		return err
	}
	if len(lines) == 0 {
		return fmt.Errorf("cannot rewrite battle %s without events: a battle keeps at least its first event", j.name)
	}
	n := 0
	for _, line := range lines {
		if err := checkLine(line); err != nil {
			return err
		}
		n += len(line) + 1
	}
	if n > MaxSize {
		return fmt.Errorf("battle %s would be over %d MiB, the most ezd keeps: start a new battle", j.name, MaxSize>>20)
	}
	if err := j.unchanged(); err != nil {
		return err
	}
	buf := make([]byte, 0, n)
	for _, line := range lines {
		buf = append(append(buf, line...), '\n')
	}
	if err := replace(j.dir, j.name, buf, 0); err != nil {
		if errors.Is(err, errAfterRename) {
			return j.fail(err)
		}
		return fmt.Errorf("rewriting battle %s: %w (nothing was changed)", j.name, err)
	}
	// The old file is gone from the directory; append to the new one from now on.
	old := j.file
	f, err := os.OpenFile(Path(j.dir, j.name), os.O_RDWR|os.O_APPEND, 0)
	old.Close()
	if err != nil {
		j.file = nil
		j.lock.Close()
		return fmt.Errorf("reopening battle %s after rewriting it: %w (open the battle again)", j.name, err)
	}
	j.file, j.size, j.torn, j.tail, j.unterminated = f, int64(n), nil, 0, false
	return nil
}

// errAfterRename marks a failure after the new journal was renamed into place: the
// directory may or may not show the new journal after a crash.
var errAfterRename = errors.New("the battles directory could not be synced")

// syncDir makes the entries of dir durable. Windows cannot sync a directory and makes
// renames durable by itself.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	return errors.Join(err, d.Close())
}

// unchanged refuses to write when the battle's path no longer names the file this Journal
// read, or that file is no longer the size it read: while a step was worked out (a bot
// solving for minutes), the file was moved or removed (the step would go to a file no
// longer in the battles folder), replaced (by another file or a named pipe), cut short or
// added to (the step would follow bytes the battle never folded). The lock keeps other
// ezds out, not other programs. Nothing is written then (issue 33).
func (j *Journal) unchanged() error {
	path := Path(j.dir, j.name)
	changed := func(what string) error {
		return &battleError{ErrChanged, fmt.Sprintf("battle %s %s while this step was worked out: nothing was recorded (see where the battle stands with ezd battle status)", j.name, what)}
	}
	onDisk, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return changed("was moved or removed")
	}
	if err != nil {
		return fmt.Errorf("battle %s: %w (nothing was recorded)", j.name, err)
	}
	held, err := j.file.Stat()
	if err != nil {
		return fmt.Errorf("battle %s: %w (nothing was recorded)", j.name, err)
	}
	if !os.SameFile(onDisk, held) {
		if !onDisk.Mode().IsRegular() {
			return changed("was replaced by " + regular.Kind(onDisk.Mode()))
		}
		return changed("was replaced by another file")
	}
	if want := j.size + j.tail; held.Size() != want {
		return changed(fmt.Sprintf("was changed by another program (%d bytes, not the %d read)", held.Size(), want))
	}
	return nil
}

// usable refuses to write to a journal that is closed or whose last write failed.
func (j *Journal) usable() error {
	if j.file == nil {
		return fmt.Errorf("battle %s is closed: open it again", j.name)
	}
	if j.failed != nil {
		return fmt.Errorf("battle %s could not be saved earlier (%v): open it again before going on", j.name, j.failed)
	}
	return nil
}

// fail records a write that failed, after which the file may not match the lines held.
func (j *Journal) fail(err error) error {
	j.failed = err
	return fmt.Errorf("saving battle %s: %w (the last step may be lost: open the battle again to see where it stands)", j.name, err)
}
