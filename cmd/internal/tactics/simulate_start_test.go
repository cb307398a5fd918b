package tactics

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	tacticspkg "github.com/ezd-game/ezd/tactics"
)

// TestSimulateRefusesAStartReplayCannotRead: issue 33 item 9. A game that could run past
// the last moment a journal holds (9999-12-31T23:59:59Z) is refused before it is played,
// as a usage error; it wrote a journal with a moment in year 10000 that replay refused.
func TestSimulateRefusesAStartReplayCannotRead(t *testing.T) {
	for _, tc := range []struct{ start, days, want string }{
		{"9999-12-31T23:00:00Z", "", "--start: 9999-12-31T23:00:00Z is too late"},
		{"9999-12-30T00:00:00Z", "2", "--start: 9999-12-30T00:00:00Z is too late"},
		{"0000-12-31T23:59:59Z", "1", "--start: 0000-12-31T23:59:59Z is too early"},
		{"0001-01-01T00:00:00+01:00", "1", "--start: 0001-01-01T00:00:00+01:00 is too early"},
	} {
		args := []string{"tactics", "simulate", "--players", "2", "--start", tc.start, "-o", filepath.Join(t.TempDir(), "g.json")}
		if tc.days != "" {
			args = append(args, "--days", tc.days)
		}
		code, _, errOut := run(t, args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("--start %s: exit %d, %q (want exit 2 and %q)", tc.start, code, errOut, tc.want)
		}
	}
	for _, start := range []string{"9999-12-30T23:59:59Z", "0001-01-01T00:00:00Z"} {
		code, _, errOut := run(t, "tactics", "simulate", "--players", "2", "--mode", "abridged", "--days", "1",
			"--start", start, "-o", filepath.Join(t.TempDir(), "edge.json"))
		if code != 0 {
			t.Fatalf("--start %s, a day's game within the bounds: exit %d: %s", start, code, errOut)
		}
	}
}

// TestSimulatedJournalsReplay: whatever simulate accepts, replay reads back (issue 33 item
// 9): starts anywhere from year 0 to 9999, in any offset and zone, of a few days or rounds.
func TestSimulatedJournalsReplay(t *testing.T) {
	dir := t.TempDir()
	zones := []string{"UTC", "Europe/Berlin", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago"}
	rapid.Check(t, func(rt *rapid.T) {
		// Anywhere, or within a few days of an edge: year 0000, 1970 (day 0 of TT14), 9999.
		edges := []time.Time{{}, time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC), time.Unix(0, 0), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}
		var at time.Time
		if edge := rapid.IntRange(0, len(edges)-1).Draw(rt, "edge"); edge == 0 {
			at = time.Unix(rapid.Int64Range(edges[1].Unix(), edges[3].Unix()-1).Draw(rt, "start"), 0)
		} else {
			at = edges[edge].Add(time.Duration(rapid.Int64Range(-4*86400, 4*86400).Draw(rt, "near")) * time.Second)
		}
		offset := rapid.IntRange(-14, 14).Draw(rt, "offset")
		start := at.In(time.FixedZone("", offset*3600)).Format(time.RFC3339)
		if y := at.UTC().Year(); y < 0 || y > 9999 || strings.HasPrefix(start, "-") {
			return // not an RFC 3339 moment: --start cannot say it
		}
		file := filepath.Join(dir, fmt.Sprintf("g%d.json", rapid.Uint64().Draw(rt, "file")))
		args := []string{"tactics", "simulate", "--players", fmt.Sprint(rapid.IntRange(2, 4).Draw(rt, "players")),
			"--mode", rapid.SampledFrom([]string{"abridged", "standard"}).Draw(rt, "mode"),
			"--tz", rapid.SampledFrom(zones).Draw(rt, "zone"), "--seed", fmt.Sprint(rapid.IntRange(1, 1000).Draw(rt, "seed")),
			"--start", start, "-o", file, "--force"}
		if rapid.Bool().Draw(rt, "days") {
			args = append(args, "--days", fmt.Sprint(rapid.IntRange(1, 2).Draw(rt, "n")))
		} else {
			args = append(args, "--rounds", fmt.Sprint(rapid.IntRange(1, 2).Draw(rt, "n")))
		}
		code, _, errOut := run(t, args...)
		switch {
		case code == 2:
			return // refused: nothing written
		case code != 0:
			rt.Fatalf("simulate %v: exit %d: %s", args, code, errOut)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			rt.Fatal(err)
		}
		if _, _, err := tacticspkg.Load(data); err != nil {
			rt.Fatalf("simulate %v wrote a journal replay refuses: %v", args, err)
		}
	})
}
