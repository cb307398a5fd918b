package tactics

// Apply checks e (Check) and, if it is legal, folds it into the state; a refused event
// leaves the state as it was.
func (s *State) Apply(e Event) error {
	if err := s.Check(e); err != nil {
		return err
	}
	s.events++
	if s.started && s.game.Mode == Standard {
		if day := s.dayOf(e.At); day != s.day {
			s.day, s.dayMoment, s.dayHearts, s.dayLoots = day, false, 0, 0
		}
	}
	s.lastAt = e.At
	switch e.Kind {
	case KindStarted:
		s.started, s.startedAt = true, e.At
		s.round, s.roundStart = 1, e.At
		s.day = s.dayOf(e.At)
	case KindPlaced:
		s.players[s.placed] = Player{Name: s.players[s.placed].Name, Cell: e.Cell,
			Hearts: StartHearts, AP: s.game.StartAP(), Range: StartRange}
		s.placed++
	case KindRoundEnd:
		s.endRound(e)
	case KindVote:
		s.seal = sealOf(e)
		if e.Sealed {
			break
		}
		i, _ := s.game.index(e.Player)
		j, _ := s.game.index(e.For)
		if e.Vote == VoteHaunt {
			s.haunt[i] = j
		} else {
			s.intercede[i] = j
		}
	case KindPropose:
		s.propose(e)
	case KindAP, KindCount:
		s.seal = sealOf(e)
		if e.Sealed {
			s.count(e.Kind == KindAP, s.counted(e.Haunts), s.counted(e.Pleas))
		} else {
			s.countVotes(e.Kind == KindAP)
		}
		s.dayMoment = true
	case KindSpawn:
		it := s.items[e.Cell]
		it.Hearts += e.Hearts
		it.AP += e.AP
		s.items[e.Cell] = it
		if e.Hearts > 0 {
			s.dayHearts++
		} else {
			s.dayLoots++
		}
	case KindDrop:
		for _, c := range e.Cells {
			it := s.items[c]
			it.AP++
			s.items[c] = it
		}
		s.owed = s.owed[1:]
	case KindPause:
		s.paused, s.pausedAt = true, e.At
	case KindResume:
		s.paused = false
		s.pausedFor += e.At.Sub(s.pausedAt)
	case KindEnd:
		s.finish(nil)
	default:
		s.act(e)
	}
	return nil
}

// sealOf is the seal a vote, AP moment or count shows its journal to have.
func sealOf(e Event) int {
	if e.Sealed {
		return sealSealed
	}
	return sealOpen
}

// act applies a player's action (TT6, TT7).
func (s *State) act(e Event) {
	i, _ := s.game.index(e.Player)
	p := &s.players[i]
	switch e.Kind {
	case KindMove:
		p.AP -= MoveCost
		p.Cell = e.Dest
		if it, ok := s.items[e.Dest]; ok { // TT9: moving onto a cell collects what lies there
			p.Hearts += it.Hearts
			p.AP += it.AP
			delete(s.items, e.Dest)
		}
	case KindAttack:
		p.AP -= AttackCost
		j, _ := s.game.index(e.Target)
		q := &s.players[j]
		q.Hearts--
		if q.Hearts == 0 {
			// TT8: downed by an attack, all their AP goes to the attacker.
			p.AP += q.AP
			q.AP = 0
			s.down(j, s.game.Mode == Standard)
			s.endCheck()
		}
	case KindHeart:
		p.AP -= s.game.UpgradeCost()
		p.Hearts++
	case KindRange:
		p.AP -= s.game.UpgradeCost()
		p.Range++
	case KindGiveHeart:
		j, _ := s.game.index(e.To)
		p.Hearts--
		if q := &s.players[j]; q.Downed {
			s.revive(j)
		} else {
			q.Hearts++
		}
	case KindGiveAP:
		j, _ := s.game.index(e.To)
		p.AP -= e.AP
		s.players[j].AP += e.AP
	}
	t := &s.turns[i]
	switch {
	case e.Kind == KindEndTurn:
		t.ended = true
	case e.Kind.primary():
		t.primary = true
	default:
		t.secondary = true
	}
	if t.primary && t.secondary {
		t.ended = true // TT3: a turn ends when both actions are used
	}
	s.checkDone(e)
}

// checkDone notes the moment every living player has ended their turn (TT3).
func (s *State) checkDone(e Event) {
	if s.ended || s.allDone {
		return
	}
	for i, p := range s.players {
		if !p.Downed && !s.turns[i].ended {
			return
		}
	}
	s.allDone, s.doneAt = true, e.At
}

// down marks a player downed by the event being applied (TT8). Their AP is dealt with by
// the caller: to the attacker, or dropped.
func (s *State) down(i int, revivable bool) {
	s.players[i].Hearts = 0
	s.players[i].Downed = true
	s.players[i].Revivable = revivable
	s.downedBy[i] = s.events
	s.clearProposals()
}

// revive brings a downed player back with 1 heart and 1 new AP (TT8); they may take a
// turn in this round and are not punished for missing it (TT3), and lose their votes (TT10).
func (s *State) revive(i int) {
	p := &s.players[i]
	p.Downed, p.Revivable = false, false
	p.Hearts, p.AP = 1, 1
	s.turns[i] = turn{revived: true}
	s.haunt[i], s.intercede[i] = -1, -1
	s.downedBy[i] = 0
	s.clearProposals()
}

func (s *State) clearProposals() {
	for i := range s.proposals {
		s.proposals[i] = nil
	}
}

// endCheck ends the game when one living player or none is left (TT13).
func (s *State) endCheck() {
	if !s.ended && s.living() <= 1 {
		s.finish(nil)
	}
}

// propose records a ranking and ends the game when every living player has proposed the
// same one (TT13).
func (s *State) propose(e Event) {
	i, _ := s.game.index(e.Player)
	order := make([]int, len(e.Order))
	for k, name := range e.Order {
		order[k], _ = s.game.index(name)
	}
	s.proposals[i] = order
	for j, p := range s.players {
		if !p.Downed && !equalInts(s.proposals[j], order) {
			return
		}
	}
	s.finish(order)
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// finish ends the game (TT13). With an agreed order the living rank in it; otherwise the
// living share first place. The downed follow, the last downed first, those downed by one
// event sharing a place.
func (s *State) finish(agreed []int) {
	s.ended = true
	s.places = nil
	if agreed != nil {
		for _, p := range agreed {
			s.places = append(s.places, []int{p})
		}
	} else {
		var first []int
		for i, p := range s.players {
			if !p.Downed {
				first = append(first, i)
			}
		}
		if first != nil {
			s.places = append(s.places, first)
		}
	}
	last := s.events + 1
	for {
		next := 0
		for i, p := range s.players {
			if p.Downed && s.downedBy[i] < last && s.downedBy[i] > next {
				next = s.downedBy[i]
			}
		}
		if next == 0 {
			return
		}
		var place []int
		for i, p := range s.players {
			if p.Downed && s.downedBy[i] == next {
				place = append(place, i)
			}
		}
		s.places = append(s.places, place)
		last = next
	}
}

// countVotes counts the jury (TT10) at a day's AP moment (withAP: every living player but
// the haunted one gets 1 AP, TT5) or at a weekend count; then the votes are cleared.
func (s *State) countVotes(withAP bool) {
	// A vote for a player downed before the count is void (TT10).
	s.count(withAP, s.counted(s.tally(s.haunt)), s.counted(s.tally(s.intercede)))
}

// count gives the day's AP (withAP) and the jury's outcome from the votes each player has
// (TT10), and clears the votes.
func (s *State) count(withAP bool, haunts, pleas []int) {
	haunted, most := -1, 0
	for i, v := range haunts {
		switch {
		case v > most:
			haunted, most = i, v
		case v == most && most > 0:
			haunted = -1 // TT10: a tie haunts nobody
		}
	}
	for i := range s.players {
		p := &s.players[i]
		if p.Downed {
			continue
		}
		if withAP && i != haunted {
			p.AP++
		}
		if pleas[i] >= IntercessionVotes {
			p.AP += IntercessionAP
		}
	}
	for i := range s.players {
		s.haunt[i], s.intercede[i] = -1, -1
	}
}
