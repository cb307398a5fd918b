package nothanks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// The menu's "Resume a game left unfinished" (issue 31, item 5) offers the games of the
// data folder that --resume takes, newest first, and says so when there are none.
func TestMenuResumable(t *testing.T) {
	data := t.TempDir()
	ios, _, _ := iostreams.Test("")
	f := &cmdutil.Factory{IO: ios, Getenv: func(k string) string { return map[string]string{"XDG_DATA_HOME": data}[k] }}
	if _, _, err := resumable(f); err == nil || !strings.Contains(err.Error(), "no game left unfinished in") {
		t.Fatalf("an empty folder: %v", err)
	}
	dir := filepath.Join(data, "ezd", "nothanks")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"game-20261201-100000.json", "game-20261202-100000.json"} {
		m := startedMatch(t, uint64(i+1))
		botTurns(t, m, 3+i)
		data, _ := os.ReadFile(m.path)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "game-20261203-100000.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	paths, labels, err := resumable(f)
	if err != nil || len(paths) != 2 {
		t.Fatalf("%v, %v", labels, err)
	}
	if want := "game-20261202-100000.json: after 4 turns, red (person) against blue (expecti)"; labels[0] != want {
		t.Errorf("the newest: %q, want %q", labels[0], want)
	}
}
