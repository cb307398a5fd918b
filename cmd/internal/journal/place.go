package journal

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/ezd-game/ezd/internal/quote"
)

// Ext is the file extension of a battle journal: one JSON event per line.
const Ext = ".jsonl"

// lockExt is the extension of the lock file that sits beside each journal. The lock is a
// separate file because Rewrite replaces the journal by renaming, and a lock held on the
// old file would not guard the new one.
const lockExt = ".lock"

// MaxNameLength is the longest battle name accepted, in bytes. Names are typed at the
// table and shown in lists, so there is no reason for a long one.
const MaxNameLength = 64

// ValidateName reports whether name can name a battle. A name is 1 to MaxNameLength
// ASCII letters, digits, '-', '_' and '.', and starts with a letter or a digit. That keeps
// it one plain file name on every system: no path separators, no "..", and no leading dot,
// which would hide the file and could clash with the temporary files of a rewrite.
func ValidateName(name string) error {
	const want = `use letters, digits, "-", "_" and ".", starting with a letter or digit`
	switch {
	case name == "":
		return errors.New("the battle needs a name: " + want)
	case len(name) > MaxNameLength:
		return fmt.Errorf("battle name is too long (%d bytes): use at most %d", len(name), MaxNameLength)
	case !isAlnum(name[0]):
		return fmt.Errorf("battle name %s is not allowed: %s", quote.Value(name), want)
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !isAlnum(c) && c != '-' && c != '_' && c != '.' {
			return fmt.Errorf("battle name %s is not allowed: %s", quote.Value(name), want)
		}
	}
	return nil
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// Path returns the journal file of the battle name in dir. It does not check the name.
func Path(dir, name string) string {
	return filepath.Join(dir, name+Ext)
}

// lockPath returns the lock file of the battle name in dir.
func lockPath(dir, name string) string {
	return filepath.Join(dir, name+lockExt)
}
