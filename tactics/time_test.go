package tactics

import (
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// idleGame starts a standard game of three in zone at start; no one ever acts.
func idleGame(t *testing.T, zone string, start time.Time) *State {
	t.Helper()
	g, err := NewGame(Standard, []string{"ann", "bob", "cat"}, 0, false, zone, 0)
	if err != nil {
		t.Fatal(err)
	}
	events, err := Start(g, start, SeedOf(42))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Fold(g, events)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// catchUp applies every timed event due by now and returns them.
func catchUp(t *testing.T, s *State, now time.Time, seed uint64) []Event {
	t.Helper()
	due, err := Due(s, now, SeedOf(seed))
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, s, due...)
	return due
}

// dayMoments lists each day's AP moment or count as "Mon ap", "Sat count" in the zone.
func dayMoments(events []Event, loc *time.Location) []string {
	var out []string
	for _, e := range events {
		if e.Kind == KindAP || e.Kind == KindCount {
			out = append(out, e.At.In(loc).Format("Mon 2")+" "+string(e.Kind))
		}
	}
	return out
}

func TestTT14APOnWeekdaysInTheGamesZone(t *testing.T) {
	// Monday 7 December 2026, 00:00 UTC: Monday 13:00 in Auckland, Sunday 19:00 in New York.
	start := time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC)
	var got [2][]string
	for i, zone := range []string{"Pacific/Auckland", "America/New_York"} {
		s := idleGame(t, zone, start)
		s.players[0].Hearts, s.players[1].Hearts, s.players[2].Hearts = 99, 99, 99
		events := catchUp(t, s, start.AddDate(0, 0, 7), 1)
		got[i] = dayMoments(events, s.Location())
		for _, e := range events {
			wd := e.At.In(s.Location()).Weekday()
			weekendDay := wd == time.Saturday || wd == time.Sunday
			if (e.Kind == KindAP && weekendDay) || (e.Kind == KindCount && !weekendDay) {
				t.Errorf("%s: %s on a %s", zone, e.Kind, wd)
			}
		}
	}
	want := [2][]string{
		{"Mon 7 ap", "Tue 8 ap", "Wed 9 ap", "Thu 10 ap", "Fri 11 ap", "Sat 12 count", "Sun 13 count"},
		{"Sun 6 count", "Mon 7 ap", "Tue 8 ap", "Wed 9 ap", "Thu 10 ap", "Fri 11 ap", "Sat 12 count"},
	}
	for i := range got {
		if len(got[i]) < len(want[i]) || !cmp.Equal(got[i][:len(want[i])], want[i]) {
			t.Errorf("zone %d: %v (want it to begin %v)", i, got[i], want[i])
		}
	}
}

func TestTT14ClockChangeDaysHaveOneMomentEach(t *testing.T) {
	berlin, _ := time.LoadLocation("Europe/Berlin")
	for _, c := range []struct {
		name  string
		start time.Time
		day   time.Time // the day of the change
		hours float64
	}{
		{"spring forward", time.Date(2026, 3, 27, 12, 0, 0, 0, berlin), time.Date(2026, 3, 29, 0, 0, 0, 0, berlin), 23},
		{"fall back", time.Date(2026, 10, 23, 12, 0, 0, 0, berlin), time.Date(2026, 10, 25, 0, 0, 0, 0, berlin), 25},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := idleGame(t, "Europe/Berlin", c.start.UTC())
			d := s.dayOf(c.day)
			if h := s.dayStart(d + 1).Sub(s.dayStart(d)).Hours(); h != c.hours {
				t.Fatalf("the day of the change lasts %v hours (want %v)", h, c.hours)
			}
			for i := range s.players {
				s.players[i].Hearts = 99
			}
			events := catchUp(t, s, c.start.AddDate(0, 0, 4), 3)
			perDay := map[string]int{}
			for _, e := range events {
				if e.Kind == KindAP || e.Kind == KindCount {
					perDay[e.At.In(berlin).Format("Jan 2")]++
				}
			}
			for day := c.start; day.Before(c.start.AddDate(0, 0, 4)); day = day.AddDate(0, 0, 1) {
				if n := perDay[day.Format("Jan 2")]; n != 1 {
					t.Errorf("%s has %d AP moments or counts (want 1)", day.Format("Mon Jan 2"), n)
				}
			}
		})
	}
}

func TestTT14CatchUpAfterThreeDaysAsleep(t *testing.T) {
	start := time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC) // a Tuesday
	asleep := idleGame(t, "Europe/Berlin", start)
	awake := asleep.Clone()
	for i := range asleep.players {
		asleep.players[i].Hearts, awake.players[i].Hearts = 99, 99
	}
	wake := start.Add(72 * time.Hour)
	// One server sleeps for three days; the other asks every 10 minutes.
	slept := catchUp(t, asleep, wake, 9)
	var watched []Event
	for now := start; !now.After(wake); now = now.Add(10 * time.Minute) {
		watched = append(watched, catchUp(t, awake, now, 9)...)
	}
	if diff := cmp.Diff(watched, slept); diff != "" {
		t.Fatalf("catching up after 3 days differs from watching (-watched +slept):\n%s", diff)
	}
	if got := dayMoments(slept, asleep.Location()); !cmp.Equal(got, []string{"Tue 1 ap", "Wed 2 ap", "Thu 3 ap"}) {
		t.Fatalf("AP moments in three days: %v (want one each Tue, Wed, Thu)", got)
	}
	for i := 1; i < len(slept); i++ {
		if slept[i].At.Before(slept[i-1].At) {
			t.Fatalf("event %d goes back in time", i)
		}
	}
	rounds := 0
	for _, e := range slept {
		if e.Kind == KindRoundEnd {
			rounds++
			if want := start.Add(time.Duration(rounds) * 24 * time.Hour); !e.At.Equal(want) {
				t.Errorf("round %d ends at %v (want its own moment, %v)", rounds, e.At, want)
			}
		}
	}
	if rounds != 3 {
		t.Fatalf("%d round ends in three days (want 3)", rounds)
	}
	// Each player got each day's AP exactly once: 1 at the start and 3.
	for _, p := range asleep.Players() {
		if p.AP != 4 {
			t.Errorf("%s has %d AP after three days (want 4)", p.Name, p.AP)
		}
	}
	// Asking again gives nothing new.
	if again, _ := Due(asleep, wake, SeedOf(9)); len(again) != 0 {
		t.Fatalf("asking again at the same moment gives %d more events", len(again))
	}
}

func TestTT14FirstDaysMomentsFallBetweenTheStartAndMidnight(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		start := time.Date(2026, 12, 1, 21, 30, 0, 0, time.UTC) // 22:30 in Berlin
		s := idleGame(t, "Europe/Berlin", start)
		midnight := time.Date(2026, 12, 1, 23, 0, 0, 0, time.UTC)
		n := 0
		for _, e := range catchUp(t, s, midnight.Add(-time.Nanosecond), seed) {
			if e.At.Before(start) || !e.At.Before(midnight) {
				t.Fatalf("seed %d: a %s at %v (want between the start and midnight)", seed, e.Kind, e.At)
			}
			if e.Kind == KindAP {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("seed %d: %d AP moments on the first day (want 1)", seed, n)
		}
	}
}

func TestTT14DaysOfTheGameCountInItsZone(t *testing.T) {
	// 23:30 UTC on Monday 30 November is Tuesday 00:30 in Berlin: day 1 is that Tuesday.
	start := time.Date(2026, 11, 30, 23, 30, 0, 0, time.UTC)
	s := idleGame(t, "Europe/Berlin", start)
	for _, c := range []struct {
		at   time.Time
		want int
	}{
		{start, 1},
		{time.Date(2026, 12, 1, 22, 59, 59, 0, time.UTC), 1},
		{time.Date(2026, 12, 1, 23, 0, 0, 0, time.UTC), 2},
		{time.Date(2026, 12, 31, 23, 0, 0, 0, time.UTC), 32},
	} {
		if got := s.Day(c.at); got != c.want {
			t.Errorf("%v is day %d of the game (want %d)", c.at, got, c.want)
		}
	}
	if d := (&State{}).Day(start); d != 0 {
		t.Errorf("a game not started is on day %d (want 0)", d)
	}
}

// TestTT9LootAveragesOneADayAndHeartsAppear: a day's loot drops number one on average
// (docs/tactics.md: Poisson with mean 1), come in order of time, and a heart appears
// every day there is a free cell.
func TestTT9LootAveragesOneADayAndHeartsAppear(t *testing.T) {
	s := placedAt(t, testGame(t, Standard, "ann", "bob"), Cell{1, 1}, Cell{3, 1})
	first := s.dayOf(t0) + 1
	const days = 4000
	total := 0
	for day := first; day < first+days; day++ {
		p := s.plan(day, SeedOf(9))
		total += len(p.loots)
		if !slices.IsSortedFunc(p.loots, func(a, b time.Time) int { return a.Compare(b) }) {
			t.Fatalf("day %d: loot moments out of order: %v", day, p.loots)
		}
	}
	if mean := float64(total) / days; mean < 0.93 || mean > 1.07 {
		t.Errorf("%.3f loot drops a day over %d days; want 1 on average", mean, days)
	}
	evs, err := Due(s, t0.Add(40*time.Hour), SeedOf(9))
	if err != nil {
		t.Fatal(err)
	}
	hearts := 0
	for _, e := range evs {
		if e.Kind == KindSpawn && e.Hearts > 0 {
			hearts++
		}
	}
	if hearts != 2 {
		t.Errorf("%d hearts appeared over the first two days; want one a day (TT9)", hearts)
	}
}

// TestTT14DaysBefore1970: the days before 1 January 1970 are days of their own (issue 33
// item 9: a game started on 31 December 1969 counted it as 1 January and refused its own
// AP moment).
func TestTT14DaysBefore1970(t *testing.T) {
	s, err := NewState(testGame(t, Standard, "ann", "bob"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		at      time.Time
		day     int
		weekend bool
	}{
		{time.Date(1970, 1, 1, 11, 0, 0, 0, time.UTC), 0, false},    // a Thursday
		{time.Date(1969, 12, 31, 11, 0, 0, 0, time.UTC), -1, false}, // a Wednesday
		{time.Date(1969, 12, 31, 23, 30, 0, 0, time.UTC), 0, false}, // 00:30 in Berlin
		{time.Date(1969, 12, 27, 11, 0, 0, 0, time.UTC), -5, true},  // a Saturday
		{time.Date(1, 1, 1, 11, 0, 0, 0, time.UTC), -719162, false}, // a Monday
	} {
		if got := s.dayOf(tc.at); got != tc.day || weekend(got) != tc.weekend {
			t.Errorf("%v: day %d, weekend %v (want %d, %v)", tc.at, got, weekend(got), tc.day, tc.weekend)
		}
	}
}
