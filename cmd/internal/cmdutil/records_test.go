package cmdutil

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNewGameRecord: a new record is named in the kind's data folder, which is made, and
// never after a file that exists.
func TestNewGameRecord(t *testing.T) {
	data := t.TempDir()
	f := &Factory{Getenv: func(k string) string { return map[string]string{"XDG_DATA_HOME": data}[k] }}
	first, err := f.NewGameRecord("nothanks")
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(first) != filepath.Join(data, "ezd", "nothanks") || !strings.HasPrefix(filepath.Base(first), "game-") {
		t.Fatalf("the record is %s", first)
	}
	if err := os.WriteFile(first, []byte("{}"), 0o644); err != nil {
		t.Fatalf("the folder was not made: %v", err)
	}
	second, err := f.NewGameRecord("nothanks")
	if err != nil || second == first {
		t.Fatalf("a second record %s, %v (the first is %s)", second, err, first)
	}
	f.Getenv = func(string) string { return "" }
	if _, err := f.NewGameRecord("nothanks"); err == nil || !strings.Contains(err.Error(), "give -o FILE") {
		t.Errorf("without HOME: %v", err)
	}
}

// TestSaveTournament: every record and tournament.json are written; a record is not
// replaced without force.
func TestSaveTournament(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	recs := []Record{{"1.json", map[string]int{"a": 1}}, {"2.json", []int{2}}}
	if err := SaveTournament(dir, recs, []string{"index"}, false); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"1.json": "{\"a\":1}\n", "2.json": "[2]\n", "tournament.json": "[\n  \"index\"\n]\n"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v; want %q", name, got, err, want)
		}
	}
	if err := SaveTournament(dir, recs, nil, false); err == nil {
		t.Error("a record was replaced without force")
	}
	if err := SaveTournament(dir, recs, nil, true); err != nil {
		t.Errorf("with force: %v", err)
	}
}

// issue 33, item 5: a second tournament into the same folder, whose records have other
// names, does not replace the first's summary without force, neither when it saves nor
// (so that no game is played for nothing) when it checks the folder first.
func TestTournamentSummaryIsNotReplacedWithoutForce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	if err := CheckTournamentFolder(dir, false); err != nil {
		t.Fatalf("a new folder: %v", err)
	}
	if err := SaveTournament(dir, []Record{{"1.json", 1}}, "first", false); err != nil {
		t.Fatal(err)
	}
	summary := filepath.Join(dir, TournamentSummary)
	if err := CheckTournamentFolder(dir, false); err == nil || !strings.Contains(err.Error(), summary+" already exists: use --force") {
		t.Errorf("CheckTournamentFolder over a summary: %v", err)
	}
	if err := SaveTournament(dir, []Record{{"2.json", 2}}, "second", false); err == nil {
		t.Error("SaveTournament replaced the summary without force")
	}
	if got, _ := os.ReadFile(summary); string(got) != "\"first\"\n" {
		t.Errorf("the summary is %q, want the first's", got)
	}
	if err := CheckTournamentFolder(dir, true); err != nil {
		t.Errorf("CheckTournamentFolder with force: %v", err)
	}
	if err := SaveTournament(dir, []Record{{"2.json", 2}}, "second", true); err != nil {
		t.Errorf("SaveTournament with force: %v", err)
	}
}
