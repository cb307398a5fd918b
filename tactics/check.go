package tactics

import (
	"errors"
	"fmt"
	"time"

	"github.com/ezd-game/ezd/internal/quote"
)

// Check says whether e is legal as the next event, without changing the state: nil, or
// the reason it is refused. A server appends an action only if Check passes at the moment
// it received it, after the timed events due by then (Due).
func (s *State) Check(e Event) error {
	if e.At.Before(s.lastAt) {
		return fmt.Errorf("its moment %s goes back before the last event's %s (moments never go backwards)", stamp(e.At), stamp(s.lastAt))
	}
	if !s.started {
		if e.Kind != KindStarted {
			return fmt.Errorf("%s before the game has started (the first event is started)", aKind(e.Kind))
		}
		return nil
	}
	if s.placed < len(s.players) {
		return s.checkPlaced(e)
	}
	if len(s.owed) > 0 {
		return s.checkDrop(e)
	}
	if s.ended {
		return fmt.Errorf("%s after the game has ended", aKind(e.Kind))
	}
	if err := s.checkDay(e); err != nil {
		return err
	}
	if due, ok := s.RoundDue(); ok && e.Kind != KindRoundEnd && !e.At.Before(due) {
		return fmt.Errorf("round %d ended at %s: its round-end comes first (TT3)", s.round, stamp(due))
	}
	switch {
	case e.Kind.IsAction():
		return s.checkAction(e)
	}
	switch e.Kind {
	case KindStarted:
		return errors.New("the game has already started")
	case KindPlaced:
		return errors.New("every player is already placed (placements follow the start)")
	case KindRoundEnd:
		return s.checkRoundEnd(e)
	case KindVote:
		return s.checkVote(e)
	case KindPropose:
		return s.checkPropose(e)
	case KindAP, KindCount:
		if err := s.checkDayMoment(e); err != nil {
			return err
		}
		if err := s.checkSeal(e); err != nil || !e.Sealed {
			return err
		}
		return s.checkCounted(e)
	case KindSpawn:
		return s.checkSpawn(e)
	case KindDrop:
		return errors.New("no drop is owed here (a drop follows the round-end that downed its player, TT12)")
	case KindPause:
		if s.paused {
			return errors.New("the game is already paused")
		}
	case KindResume:
		if !s.paused {
			return errors.New("the game is not paused")
		}
	case KindEnd:
		if e.By != "host" {
			return fmt.Errorf(`"by" is %s (want "host")`, quote.Value(e.By))
		}
	default:
		return fmt.Errorf("unknown kind %s", quote.Value(string(e.Kind)))
	}
	return nil
}

// stamp writes a moment as the journal does.
func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func (s *State) checkPlaced(e Event) error {
	want := s.players[s.placed].Name
	if e.Kind != KindPlaced {
		return fmt.Errorf("%s before every player is placed (want the placement of %s)", aKind(e.Kind), want)
	}
	if e.Player != want {
		return fmt.Errorf("the placement of %s comes before %s's (placements follow the game's order of players)", quote.Value(e.Player), want)
	}
	if !e.At.Equal(s.lastAt) {
		return errors.New("a placement is at the moment of the start (TT2)")
	}
	if !s.bounds.Contains(e.Cell) {
		return fmt.Errorf("%s is off the grid (%s to %s)", e.Cell, s.bounds.Min, s.bounds.Max)
	}
	if o := s.occupied(e.Cell); o >= 0 {
		return fmt.Errorf("%s already holds %s (TT2: distinct cells)", e.Cell, s.players[o].Name)
	}
	return nil
}

func (s *State) checkDrop(e Event) error {
	d := s.owed[0]
	p := s.players[d.player]
	if e.Kind != KindDrop {
		return fmt.Errorf("%s where the drop of %s's %d AP is owed (TT12)", aKind(e.Kind), p.Name, d.ap)
	}
	if e.Player != p.Name {
		return fmt.Errorf("the drop of %s where %s's comes next (TT12: in the game's order of players)", quote.Value(e.Player), p.Name)
	}
	if !e.At.Equal(s.lastAt) {
		return fmt.Errorf("the drop is at %s, not at the moment of what downed %s (%s)", stamp(e.At), p.Name, stamp(s.lastAt))
	}
	if len(e.Cells) != d.ap {
		return fmt.Errorf("%s had %d AP and the drop has %d cells (want one cell per point, TT9)", p.Name, d.ap, len(e.Cells))
	}
	for _, c := range e.Cells {
		if !s.bounds.Contains(c) {
			return fmt.Errorf("the drop's cell %s is off the grid (%s to %s)", c, s.bounds.Min, s.bounds.Max)
		}
		if o := s.occupied(c); o >= 0 {
			return fmt.Errorf("the drop's cell %s holds %s (TT9: AP falls on cells with no player)", c, s.players[o].Name)
		}
	}
	return nil
}

// checkDay refuses an event that goes past a day without its AP moment or count (TT14).
func (s *State) checkDay(e Event) error {
	if s.game.Mode != Standard {
		return nil
	}
	day := s.dayOf(e.At)
	switch {
	case day == s.day:
		return nil
	case !s.dayMoment:
		return fmt.Errorf("%s passed without its %s (TT14)", s.dayName(s.day), momentWord(s.day))
	case day > s.day+1:
		return fmt.Errorf("%s passed without its %s (TT14)", s.dayName(s.day+1), momentWord(s.day+1))
	}
	return nil
}

func momentWord(day int) string {
	if weekend(day) {
		return "count"
	}
	return "AP moment"
}

// dayName writes a day as people read it: "Tue 1 Dec 2026".
func (s *State) dayName(day int) string { return s.dayStart(day).Format("Mon 2 Jan 2006") }

func (s *State) checkRoundEnd(e Event) error {
	if s.paused {
		return errors.New("no round ends during a pause (TT16)")
	}
	if e.Round != s.round {
		return fmt.Errorf("a round-end of round %d while round %d is in progress", e.Round, s.round)
	}
	due, _ := s.RoundDue()
	if !e.At.Equal(due) {
		if s.allDone {
			return fmt.Errorf("round %d ends at %s, when its last living player ended their turn (TT3), not at %s", s.round, stamp(due), stamp(e.At))
		}
		return fmt.Errorf("round %d ends at %s, when its time limit passes (TT3), not at %s", s.round, stamp(due), stamp(e.At))
	}
	return nil
}

func (s *State) checkDayMoment(e Event) error {
	if s.game.Mode != Standard {
		return fmt.Errorf("an abridged game has no %s events (TT5: AP comes at round ends)", e.Kind)
	}
	day := s.dayOf(e.At)
	if day == s.day && s.dayMoment {
		return fmt.Errorf("a second AP moment or count on %s (TT5, TT10: one a day)", s.dayName(day))
	}
	switch {
	case e.Kind == KindAP && weekend(day):
		return fmt.Errorf("an AP moment on %s, a weekend day (TT5: AP on weekdays; a weekend day has a count)", s.dayName(day))
	case e.Kind == KindCount && !weekend(day):
		return fmt.Errorf("a count on %s, a weekday (TT10: a weekday's count is at its AP moment)", s.dayName(day))
	}
	return nil
}

func (s *State) checkSpawn(e Event) error {
	if s.game.Mode != Standard {
		return errors.New("an abridged game has no spawns (TT9)")
	}
	if !s.bounds.Contains(e.Cell) {
		return fmt.Errorf("%s is off the grid (%s to %s)", e.Cell, s.bounds.Min, s.bounds.Max)
	}
	if o := s.occupied(e.Cell); o >= 0 {
		return fmt.Errorf("%s holds %s (TT9: items appear on a cell with no player)", e.Cell, s.players[o].Name)
	}
	if _, ok := s.items[e.Cell]; ok {
		return fmt.Errorf("%s already holds an item (TT9: items appear on a cell with no item)", e.Cell)
	}
	if e.Hearts > 0 && s.dayOf(e.At) == s.day && s.dayHearts > 0 {
		return fmt.Errorf("a second heart on %s (TT9: one a day)", s.dayName(s.day))
	}
	return nil
}
