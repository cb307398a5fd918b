package journal

import (
	"errors"
	"fmt"
	"path/filepath"
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

// Dir returns the directory where battles are kept: $XDG_DATA_HOME/ezd/battles, or
// ~/.local/share/ezd/battles when XDG_DATA_HOME is unset. It reads the environment
// through getenv (os.Getenv in ezd) so that tests can choose the answer. The directory is
// not created; Create does that.
func Dir(getenv func(string) string) (string, error) {
	// The XDG Base Directory spec says a relative XDG_DATA_HOME is invalid and must be
	// ignored, so a stray "XDG_DATA_HOME=." cannot scatter battles into the current
	// directory.
	if data := getenv("XDG_DATA_HOME"); data != "" && filepath.IsAbs(data) {
		return filepath.Join(data, "ezd", "battles"), nil
	}
	home := getenv("HOME")
	if home == "" || !filepath.IsAbs(home) {
		return "", errors.New("cannot find where to keep battles: set HOME or XDG_DATA_HOME to an absolute path")
	}
	return filepath.Join(home, ".local", "share", "ezd", "battles"), nil
}

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
		return fmt.Errorf("battle name %q is not allowed: %s", name, want)
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !isAlnum(c) && c != '-' && c != '_' && c != '.' {
			return fmt.Errorf("battle name %q is not allowed: %s", name, want)
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
