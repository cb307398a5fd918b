package store

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func appendOne(s *Store, game string) error {
	_, err := s.Append(context.Background(), game, func(*Journal) (Batch, error) {
		return Batch{Events: []json.RawMessage{json.RawMessage(`{"kind":"started"}`)}}, nil
	})
	return err
}

// The database and its WAL hold every game's seed and webhooks: they are created 0600
// (issue 30, item 8).
func TestDatabaseFilesArePrivate(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows has no Unix permission bits")
	}
	_, path := openTemp(t)
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if perm := fi.Mode().Perm(); perm != 0o600 {
			t.Errorf("%s is %04o (want 0600)", filepath.Base(p), perm)
		}
	}
}

// A database deleted or replaced while the store is open is noticed before anything is
// acknowledged: the write fails with ErrGone and the reason (issue 30, item 5).
func TestGoneDatabaseIsNoticed(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows does not delete an open file")
	}
	for _, c := range []struct {
		name, want string
		gone       func(t *testing.T, path string)
	}{
		{"deleted", "was deleted", func(t *testing.T, path string) {
			for _, p := range []string{path, path + "-wal", path + "-shm"} {
				if err := os.Remove(p); err != nil {
					t.Fatal(err)
				}
			}
		}},
		{"replaced", "was replaced", func(t *testing.T, path string) {
			other := path + ".new"
			if err := os.WriteFile(other, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(other, path); err != nil {
				t.Fatal(err)
			}
		}},
		{"WAL deleted", "-wal was deleted", func(t *testing.T, path string) {
			if err := os.Remove(path + "-wal"); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, path := openTemp(t)
			mustCreate(t, s, "g1")
			if err := appendOne(s, "g1"); err != nil {
				t.Fatal(err)
			}
			if err := s.Check(); err != nil {
				t.Fatalf("Check before: %v", err)
			}
			c.gone(t, path)
			err := appendOne(s, "g1")
			if !errors.Is(err, ErrGone) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Append after the database %s: %v (want ErrGone saying %q)", c.name, err, c.want)
			}
			if err := s.Check(); !errors.Is(err, ErrGone) {
				t.Errorf("Check: %v (want ErrGone)", err)
			}
			if err := s.SetWebhook(context.Background(), "g1", "", "https://example.com/x"); !errors.Is(err, ErrGone) {
				t.Errorf("SetWebhook: %v (want ErrGone)", err)
			}
		})
	}
}

// A database that cannot be written is refused at Open, saying so, rather than served
// and failing every action (issue 30, item 6).
func TestReadOnlyDatabaseIsRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no read-only attribute test on Windows")
	}
	s, path := openTemp(t)
	mustCreate(t, s, "g1")
	s.Close()
	if os.Geteuid() == 0 { // root writes any file whatever its mode: make it immutable
		if out, err := exec.Command("chattr", "+i", path).CombinedOutput(); err != nil {
			t.Skipf("root, and chattr +i failed (%v: %s): cannot make a read-only database", err, out)
		}
		t.Cleanup(func() { exec.Command("chattr", "-i", path).Run() })
	} else if err := os.Chmod(path, 0o400); err != nil {
		t.Fatal(err)
	}
	_, err := Open(context.Background(), path)
	if err == nil || !strings.Contains(err.Error(), "cannot write the database "+path) {
		t.Fatalf("Open of a read-only database: %v (want it refused: cannot write the database)", err)
	}
}
