package tactics

import (
	"testing"
	"time"
)

func TestTT16PauseExtendsTheRoundAndTheDaysGoOn(t *testing.T) {
	s := twoPlayers(t, Standard)
	mustApply(t, s, Event{At: at(60), Kind: KindPause})
	refused(t, s, Event{At: at(61), Kind: KindPause}, "already paused")
	refused(t, s, act(61, KindEndTurn, "ann"), "the game is paused")
	if _, ok := s.RoundDue(); ok {
		t.Fatal("a round can end during a pause")
	}
	mustApply(t, s, Event{At: at(120), Kind: KindAP}) // TT16: the days go on
	limit := t0.Add(24 * time.Hour)
	refused(t, s, Event{At: limit, Kind: KindRoundEnd, Round: 1}, "no round ends during a pause")
	mustApply(t, s, Event{At: at(3660), Kind: KindResume})
	refused(t, s, Event{At: at(3661), Kind: KindResume}, "not paused")
	want := limit.Add(time.Hour) // paused from 60 s to 3660 s
	if due, ok := s.RoundDue(); !ok || !due.Equal(want) {
		t.Fatalf("the round ends at %v (want its limit plus the pause, %v)", due, want)
	}
	mustApply(t, s, act(0, KindEndTurn, "ann").at(limit.Add(30*time.Minute)))
	refused(t, s, Event{At: limit, Kind: KindRoundEnd, Round: 1}.at(limit.Add(30*time.Minute)), "when its time limit passes")
	mustApply(t, s, Event{At: want, Kind: KindRoundEnd, Round: 1})
	if due, _ := s.RoundDue(); !due.Equal(want.Add(24 * time.Hour)) {
		t.Fatalf("round 2 ends at %v (want a full limit after round 1, without the old pause)", due)
	}
}
