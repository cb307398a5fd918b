package tactics

// endRound applies a round's end, in the order of TT12: missed turns (TT4), abridged AP
// (TT5), the shrinking grid if due (TT11), the end check (TT13); then the AP of everyone
// this downed is owed to the grid, one drop event a player in the game's order.
func (s *State) endRound(e Event) {
	std := s.game.Mode == Standard
	downed := make([]bool, len(s.players))
	for i := range s.players {
		p, t := &s.players[i], s.turns[i]
		if p.Downed || t.primary || t.secondary || t.ended || t.revived {
			continue
		}
		p.Hearts-- // TT4: a missed turn loses a heart
		if p.Hearts == 0 {
			s.down(i, std)
			downed[i] = true
		}
	}
	if !std {
		for i := range s.players {
			if !s.players[i].Downed {
				s.players[i].AP++
			}
		}
	}
	if (s.game.Shrink || !std) && s.round%3 == 0 {
		s.shrink(downed)
	}
	s.endCheck()
	free := len(s.FreeCells(false))
	for i, d := range downed {
		p := &s.players[i]
		if d && p.AP > 0 {
			if free > 0 { // with no free cell left the AP has nowhere to fall and is lost
				s.owed = append(s.owed, owedDrop{i, p.AP})
			}
			p.AP = 0
		}
	}
	if s.ended {
		return
	}
	s.round++
	s.roundStart = e.At
	s.pausedFor = 0
	s.allDone = false
	for i := range s.turns {
		s.turns[i] = turn{}
	}
}

// shrink takes a row and a column off the grid (TT11): a living player on them is downed
// for good, a downed one loses revival, items there are gone, and range is at most the
// new side.
func (s *State) shrink(downed []bool) {
	next := s.bounds.shrunk(s.shrinks + 1)
	if next == s.bounds {
		return
	}
	s.shrinks++
	s.bounds = next
	for i := range s.players {
		p := &s.players[i]
		if !s.bounds.Contains(p.Cell) {
			if !p.Downed {
				s.down(i, false)
				downed[i] = true
			}
			p.Revivable = false
		}
		p.Range = min(p.Range, s.bounds.Side())
	}
	for c := range s.items {
		if !s.bounds.Contains(c) {
			delete(s.items, c)
		}
	}
}
