package battle

import (
	"os"
	"strings"
	"testing"

	"github.com/mattn/go-runewidth"
	"pgregory.net/rapid"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
)

// menuLabels are the beginnings of the menu's options by number: the same choice keeps
// the same number on every screen (docs/battle.md).
var menuLabels = map[int][]string{
	mainKey:   {"Roll initiative", "Activate a tank", "Attack"},
	secondKey: {"Pass", "Move"},
	defendKey: {"Defend"},
	doneKey:   {"Done"},
	undoKey:   {"Undo"},
	logKey:    {"Show the log"},
	leaveKey:  {"Leave"},
}

// Laws of the play screen under any keys: every screen fits 80x24 with every option in
// view, the menu's numbers keep their meaning, Esc never leaves from a sub-question, and
// the battle on disk is always the battle on screen.
func TestPlayLaws(t *testing.T) {
	keys := []string{"enter", "enter", "enter", "down", "down", "up", "esc", "left", "right", "backspace",
		"0", "1", "1", "1", "2", "3", "4", "5", "6", "7"}
	start := t.TempDir()
	steps(t, start, "new sedan --red sample:france-1940 --blue sample:germany-1940 --seed 7")
	rapid.Check(t, func(rt *rapid.T) {
		data, err := os.MkdirTemp("", "ezd-play-")
		if err != nil {
			rt.Fatal(err)
		}
		defer os.RemoveAll(data)
		if err := os.CopyFS(data, os.DirFS(start)); err != nil {
			rt.Fatal(err)
		}
		ios, _, _ := iostreams.Test("")
		tb := openSedan(rt, data)
		defer tb.Close()
		m := newScreen(newSession(tb, 80, nil, nil), ios)
		for _, k := range rapid.SliceOfN(rapid.SampledFrom(keys), 1, 80).Draw(rt, "keys") {
			inMenu := m.s.current().menu
			m.key(k)
			if m.done {
				if !m.s.left && (k != "esc" || !inMenu) {
					rt.Fatalf("key %q ended play (menu %v): %v", k, inMenu, m.err)
				}
				break
			}
			m.outbox = nil
			lines := strings.Split(m.View(), "\n")
			if len(lines) > 24 {
				rt.Fatalf("the screen is %d lines:\n%s", len(lines), m.View())
			}
			for _, line := range lines {
				if w := runewidth.StringWidth(line); w > 80 {
					rt.Fatalf("a line of %d columns: %q", w, line)
				}
			}
			if q := m.s.current(); q.menu {
				for _, o := range q.options {
					if !hasPrefix(o.label, menuLabels[o.key]) {
						rt.Fatalf("menu option %d is %q", o.key, o.label)
					}
				}
			}
		}
		raw, err := os.ReadFile(journal.Path(data+"/ezd/battles", "sedan"))
		if err != nil {
			rt.Fatal(err)
		}
		d, err := combat.Decode(raw)
		if err != nil {
			rt.Fatal(err)
		}
		if len(d.Battle.Journal()) != len(m.s.t.Battle.Journal()) || d.Battle.State().Turn != m.s.t.Battle.State().Turn {
			rt.Fatalf("the journal on disk has %d events, the screen's battle %d", len(d.Battle.Journal()), len(m.s.t.Battle.Journal()))
		}
	})
}

func hasPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
