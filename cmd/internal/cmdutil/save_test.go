package cmdutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "army.yaml")
	if err := WriteFileAtomic(path, []byte("one"), false); err != nil {
		t.Fatal(err)
	}
	err := WriteFileAtomic(path, []byte("two"), false)
	if !errors.Is(err, fs.ErrExist) || err.Error() != path+" already exists: use --force to replace it" {
		t.Errorf("second write without force: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "one" {
		t.Errorf("refused write changed the file to %q", data)
	}
	if err := WriteFileAtomic(path, []byte("three"), true); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "three" {
		t.Errorf("forced write left %q", data)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm()&0o044 == 0 {
		t.Errorf("an army file should be readable by others (as with os.Create): %v %v", st.Mode(), err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

func TestWriteFileAtomicRefusals(t *testing.T) {
	dir := t.TempDir()
	if err := WriteFileAtomic(dir, []byte("x"), true); err == nil {
		t.Error("wrote over a folder")
	}
	if err := WriteFileAtomic(filepath.Join(dir, "no", "such", "dir.yaml"), []byte("x"), false); err == nil {
		t.Error("wrote into a missing folder")
	}
}

func TestSlugFile(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"France 1940", "france-1940.yaml"},
		{"  Kampfgruppe Süd!  ", "kampfgruppe-sud.yaml"},
		{"Groupement ../../etc", "groupement-etc.yaml"},
		{"???", "army.yaml"},
		{"Красная армия", "красная-армия.yaml"},
	} {
		if got := SlugFile(tc.name, ".yaml"); got != tc.want {
			t.Errorf("slugFile(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}
