package tactics

import (
	"errors"
	"fmt"
)

// Sealed journals (TT10: who voted for whom is never shown to anyone). The server's own
// journal is open: each vote says which vote it is and whom it is for, and the count
// works them out. Shown before the game has ended (the host's export: the host is usually
// a player), a journal is sealed: each vote says only that the juror voted, and each AP
// moment and count carries the votes it counted as numbers, one name a vote, which is
// what its outcome needs. A sealed journal replays to the same states as the open one.

// The seal of a state's journal, decided by its first vote, AP moment or count.
const (
	sealUnknown = iota
	sealOpen
	sealSealed
)

// Sealed returns the journal as it may be shown before the game has ended (TT10): its
// votes without what they are and whom they are for, its AP moments and counts with the
// votes they counted (Event.Haunts, Event.Pleas). It replays the journal to count them,
// and fails as Fold does on an event the rules refuse.
func (j Journal) Sealed() (Journal, error) {
	s, err := NewState(j.Game)
	if err != nil {
		return Journal{}, &GameError{err}
	}
	out := Journal{Game: j.Game, Events: make([]Event, len(j.Events))}
	for i, e := range j.Events {
		sealed := e
		switch {
		case e.Sealed:
		case e.Kind == KindVote:
			sealed.Vote, sealed.For, sealed.Sealed = "", "", true
		case e.Kind == KindAP || e.Kind == KindCount:
			sealed.Haunts, sealed.Pleas = s.tally(s.haunt), s.tally(s.intercede)
			sealed.Sealed = true
		}
		if err := s.Apply(e); err != nil {
			return Journal{}, &EventError{i + 1, err}
		}
		out.Events[i] = sealed
	}
	return out, nil
}

// tally lists the votes that count now (a vote for a downed player is void, TT10): the
// name voted for, once a vote, in the game's order of players.
func (s *State) tally(votes []int) []string {
	n := make([]int, len(s.players))
	for _, v := range votes {
		if v >= 0 && !s.players[v].Downed {
			n[v]++
		}
	}
	out := []string{}
	for i, k := range n {
		for range k {
			out = append(out, s.players[i].Name)
		}
	}
	return out
}

// checkSeal refuses a sealed vote or count in an open journal, and an open one in a sealed
// journal: a journal is one or the other throughout.
func (s *State) checkSeal(e Event) error {
	switch {
	case s.seal == sealOpen && e.Sealed:
		return fmt.Errorf("a sealed %s in a journal whose votes are open (TT10: a journal is sealed throughout or not at all)", e.Kind)
	case s.seal == sealSealed && !e.Sealed:
		return fmt.Errorf("an open %s in a sealed journal (TT10: a journal is sealed throughout or not at all)", e.Kind)
	}
	return nil
}

// checkCounted checks a sealed AP moment's or count's votes: each for a living player, in
// the game's order, no more of each kind than there are jurors (TT10).
func (s *State) checkCounted(e Event) error {
	jurors := 0
	for _, p := range s.players {
		if p.Downed {
			jurors++
		}
	}
	for _, list := range []struct {
		what  string
		names []string
	}{{"haunt", e.Haunts}, {"intercede", e.Pleas}} {
		if len(list.names) > jurors {
			return fmt.Errorf("%d %s votes counted, and there are %d jurors (TT10: one vote of each kind a juror)", len(list.names), list.what, jurors)
		}
		last := -1
		for _, name := range list.names {
			i, err := s.seat(name, list.what+" vote for")
			if err != nil {
				return err
			}
			if s.players[i].Downed {
				return fmt.Errorf("a %s vote counted for %s, who is downed (TT10: a vote for the downed is void)", list.what, name)
			}
			if i < last {
				return errors.New("the votes counted are not in the game's order of players")
			}
			last = i
		}
	}
	return nil
}

// counted gives the votes of a sealed AP moment or count as the count needs them: how
// many votes of each kind each player has.
func (s *State) counted(names []string) []int {
	n := make([]int, len(s.players))
	for _, name := range names {
		i, _ := s.game.index(name)
		n[i]++
	}
	return n
}
