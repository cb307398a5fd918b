package cmdutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// WriteFileAtomic writes data to path so that a crash or a full disk never leaves half a
// file behind: the data goes to a temporary file beside path, is synced, then takes path's
// place in one step. Without force an existing path is refused, not replaced; that check
// and the creation are one step too (a hard link), so two writers cannot both win.
//
// Only a regular file is ever replaced (docs/development.md): a folder, a device, a named
// pipe or a symbolic link at path is refused, with or without force. A link is not written
// through: the file it points to is named with -o instead, so that --force never
// replaces more than the name given.
//
// Army files, printables and saved battles all go through here.
func WriteFileAtomic(path string, data []byte, force bool) error {
	if err := CheckSavePath(path); err != nil {
		return err
	}
	return writeAtomic(path, data, force, 0o644)
}

// WriteSecretAtomic writes data to path as WriteFileAtomic does, but readable and
// writable by the user alone (0600), whatever mode a file it replaces had: the links of
// ezd serve, which are the keys to a battle.
func WriteSecretAtomic(path string, data []byte, force bool) error {
	if err := CheckSavePath(path); err != nil {
		return err
	}
	return writeAtomic(path, data, force, 0o600)
}

// ExistsError is WriteFileAtomic's refusal to replace a file; errors.Is(err, fs.ErrExist)
// recognises it.
type ExistsError string

func (e ExistsError) Error() string {
	return fmt.Sprintf("%s already exists: use --force to replace it", string(e))
}

func (e ExistsError) Is(target error) bool { return target == fs.ErrExist }

// saveError names the file in a failed save and says that the old file, if any, is intact.
func saveError(path string, err error) error {
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("cannot save %s: %v (nothing was changed)", path, err)
}

// CheckNewFile is what a command checks before the work whose result it will save at path
// with WriteFileAtomic: a name that cannot be written at all (a folder, a device, a link)
// is refused for what it is, since --force would not help; then, without force, one that
// already exists (ExistsError).
func CheckNewFile(path string, force bool) error {
	if err := CheckSavePath(path); err != nil {
		return err
	}
	if !force && FileExists(path) {
		return ExistsError(path)
	}
	return nil
}

// FileExists reports whether something already has the name path.
func FileExists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// SlugFile turns a name into a file name: "France 1940" and ".yaml" give "france-1940.yaml".
// Accents are dropped ("Süd" gives "sud"), other letters of any script kept, and every
// run of anything else becomes one dash.
func SlugFile(name, ext string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFKD.String(strings.ToLower(name)) {
		if unicode.Is(unicode.Mn, r) {
			continue // the accent of a decomposed letter
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	slug := b.String()
	if slug == "" {
		slug = "army"
	}
	return filepath.Clean(slug + ext)
}

// CheckSavePath refuses a file name that cannot be saved to: one that names a folder, a
// symbolic link or anything else but a regular file (docs/development.md). Forms call it
// while the player is typing.
func CheckSavePath(path string) error {
	st, err := os.Lstat(path)
	switch {
	case err != nil, st.Mode().IsRegular():
		return nil
	case st.IsDir():
		return fmt.Errorf("%s is a folder: give a file name", path)
	case st.Mode()&fs.ModeSymlink != 0:
		return fmt.Errorf("%s is a symbolic link: ezd does not write through links; give the file it points to", path)
	}
	return fmt.Errorf("%s is %s, not a file ezd may write: give a file name", path, fileKind(st.Mode()))
}
