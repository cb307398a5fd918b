package cmdutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/google/renameio/v2"
	"golang.org/x/text/unicode/norm"
)

// WriteFileAtomic writes data to path so that a crash or a full disk never leaves half a
// file behind: the data goes to a temporary file beside path, is synced, then takes path's
// place in one step. Without force an existing path is refused, not replaced; that check
// and the creation are one step too (a hard link), so two writers cannot both win.
//
// Army files, printables and saved battles all go through here.
func WriteFileAtomic(path string, data []byte, force bool) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("%s is a folder: choose a file name", path)
	}
	pf, err := renameio.NewPendingFile(path, renameio.WithPermissions(0o644), renameio.WithExistingPermissions())
	if err != nil {
		return saveError(path, err)
	}
	defer pf.Cleanup() // removes the temporary file unless it took path's place
	if _, err := pf.Write(data); err != nil {
		return saveError(path, err)
	}
	if force {
		return saveError(path, pf.CloseAtomicallyReplace())
	}
	if err := pf.Sync(); err != nil {
		return saveError(path, err)
	}
	// os.Link fails if path exists: the create-only rename. A file system without hard
	// links falls back to a check, then the rename.
	switch err := os.Link(pf.Name(), path); {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrExist):
		return ExistsError(path)
	}
	if _, err := os.Lstat(path); err == nil {
		return ExistsError(path)
	}
	return saveError(path, pf.CloseAtomicallyReplace())
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

// CheckSavePath refuses, while the player is typing it, a file name that cannot be saved.
func CheckSavePath(path string) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("%s is a folder: enter a file name", path)
	}
	return nil
}
