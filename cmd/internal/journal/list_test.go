package journal

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func TestList(t *testing.T) {
	dir := t.TempDir()
	base := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	for name, age := range map[string]time.Duration{"old": 3 * time.Hour, "recent": time.Minute, "middle": time.Hour, "also-middle": time.Hour} {
		create(t, dir, name, "a").Close()
		if err := os.Chtimes(Path(dir, name), base, base.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	// Things that are not battles.
	for _, name := range []string{"notes.txt", ".recent.jsonl123", ".hidden.jsonl", "bad name.jsonl"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.jsonl"), 0o700); err != nil {
		t.Fatal(err)
	}

	infos, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, in := range infos {
		names = append(names, in.Name)
	}
	if want := []string{"recent", "also-middle", "middle", "old"}; !slices.Equal(names, want) {
		t.Errorf("List = %q, want %q", names, want)
	}
	if len(infos) > 0 && (!infos[0].Modified.Equal(base.Add(-time.Minute)) || infos[0].Size != 2) {
		t.Errorf("first = %+v", infos[0])
	}
}

func TestListMissingDirectory(t *testing.T) {
	infos, err := List(filepath.Join(t.TempDir(), "never-made"))
	if err != nil || len(infos) != 0 {
		t.Errorf("List = %v, %v; want no battles and no error", infos, err)
	}
}
