package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// One server per database: a second lock on it is refused, naming the process that holds
// it; once released, the lock can be taken again and no lock file is left (issue 30, item 7).
func TestOneServerPerDatabase(t *testing.T) {
	db := filepath.Join(t.TempDir(), "tactics.db")
	first, err := lockDatabase(db)
	if err != nil {
		t.Fatal(err)
	}
	_, err = lockDatabase(db)
	want := fmt.Sprintf("another ezd-tactics-server (pid %d) serves this database (%s)", os.Getpid(), db)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("a second lock: %v (want %q)", err, want)
	}
	first.release()
	if _, err := os.Stat(db + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the lock file is left after release: %v", err)
	}
	again, err := lockDatabase(db)
	if err != nil {
		t.Fatalf("the lock after release: %v", err)
	}
	again.release()
}

// The whole server: a second one on the same database exits 1 saying who serves it, and
// one asked for a taken port says so, suggests a free port next to it and makes no
// database file (issue 30, items 7 and 15).
func TestServerRefusesToStart(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "tactics.db")
	first, err := lockDatabase(db)
	if err != nil {
		t.Fatal(err)
	}
	defer first.release()
	ios, _, errOut := iostreams.Test("")
	if code := Run(context.Background(), []string{"--addr", "127.0.0.1:0", "--db", db}, ios, func(string) string { return "" }); code != 1 {
		t.Errorf("a second server exited %d (want 1): %s", code, errOut)
	}
	if want := fmt.Sprintf("another ezd-tactics-server (pid %d) serves this database", os.Getpid()); !strings.Contains(errOut.String(), want) {
		t.Errorf("a second server said %q (want %q)", errOut, want)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	fresh := filepath.Join(dir, "fresh", "tactics.db")
	ios, _, errOut = iostreams.Test("")
	if code := Run(context.Background(), []string{"--addr", ln.Addr().String(), "--db", fresh}, ios, func(string) string { return "" }); code != 1 {
		t.Errorf("a server on a taken port exited %d (want 1): %s", code, errOut)
	}
	if !strings.Contains(errOut.String(), "the port is taken") || !strings.Contains(errOut.String(), "try --addr 127.0.0.1:") {
		t.Errorf("a server on a taken port said %q (want the port called taken, and one to try)", errOut)
	}
	if _, err := os.Stat(filepath.Dir(fresh)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a server on a taken port made %s: %v", filepath.Dir(fresh), err)
	}
}
