package tactics

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzLoad reads any bytes as a journal: never a panic, and a journal that is accepted
// writes and reads back as the same game.
func FuzzLoad(f *testing.F) {
	f.Add(journal())
	f.Add(journal(`{"at": "2026-12-01T09:00:00Z", "kind": "move", "player": "ann", "to": [2, 2]}`,
		`{"at": "2026-12-01T09:30:00Z", "kind": "spawn", "cell": [5, 5], "ap": 3}`,
		`{"at": "2026-12-01T10:00:00Z", "kind": "ap"}`,
		`{"at": "2026-12-01T11:00:00Z", "kind": "give-ap", "player": "bob", "to": "ann", "ap": 1}`,
		`{"at": "2026-12-01T11:00:01Z", "kind": "vote", "player": "bob", "vote": "haunt", "for": "ann"}`))
	f.Add([]byte(`{"format": "ezd-tactics/1", "game": {"mode": "abridged", "side": 5, "shrink": true, "timezone": "UTC", "roundSeconds": 30, "players": ["a", "b"]}, "events": [{"at": "2026-12-01T08:00:00Z", "kind": "started"}, {"at": "2026-12-01T08:00:00Z", "kind": "placed", "player": "a", "cell": [1, 1]}, {"at": "2026-12-01T08:00:00Z", "kind": "placed", "player": "b", "cell": [2, 2]}, {"at": "2026-12-01T08:00:30Z", "kind": "round-end", "round": 1}, {"at": "2026-12-01T08:00:30Z", "kind": "drop", "player": "a", "cells": [[3, 3]]}]}`))
	f.Add([]byte(`{"format": "ezd-tactics/1", "game": {}, "events": [{"kind": "end", "by": "host", "by": "x"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		j, s, err := Load(data)
		if err != nil {
			return
		}
		j2, s2, err := Load(j.Marshal())
		if err != nil {
			t.Fatalf("an accepted journal, written, is refused: %v\n%s", err, j.Marshal())
		}
		if diff := cmp.Diff(j, j2); diff != "" {
			t.Fatalf("read, written and read again differs:\n%s", diff)
		}
		if diff := cmp.Diff(s.Board(), s2.Board()); diff != "" {
			t.Fatalf("the game read back differs:\n%s", diff)
		}
	})
}
