package battle

import (
	"fmt"
	"slices"

	"github.com/ezd-game/ezd/terrain"
)

// The questions of a move (R6, R9): the terrain pieces it enters are picked, several of
// each kind, not typed; a move whose allowance comes to 0 asks whether to spend the
// action on staying put. Heavy cover and rivers are not offered: go around.

// movePieces are the kinds of terrain a move may enter that change its allowance (R9).
var movePieces = []terrain.Kind{terrain.Rough, terrain.LightCover}

// askMove asks for the pieces the move enters.
func (s *session) askMove() error {
	s.verb = secondKey
	s.push(s.moveQuestion(nil, 0))
	return nil
}

// moveQuestion lists the move with the pieces picked so far, the kinds to add (Enter
// adds one, → and ← add and take off one), taking the last piece off, and Back.
func (s *session) moveQuestion(through []terrain.Kind, cursor int) *question {
	st := s.t.Battle.State()
	t, _ := st.Tank(st.Active)
	move := t.Class.Stats().Move
	allowance, _ := terrain.Allowance(move, through) // only passable pieces are offered
	q := &question{title: fmt.Sprintf("Move %s (%s): which terrain does it enter?", t.Name, t.Ref), cursor: cursor}
	label := "Move: up to " + st.Unit.Format(allowance)
	if len(through) > 0 {
		label = fmt.Sprintf("Move through %s: up to %s", piecesWords(through), st.Unit.Format(allowance))
	}
	q.options = append(q.options, option{key: 1, label: label, choose: func(s *session) error {
		if allowance == 0 {
			s.push(stayPutQuestion(st.Unit.Format(0), through))
			return nil
		}
		return s.play(Step{Kind: MoveStep, Through: through})
	}})
	for i, k := range movePieces {
		n := count(through, k)
		q.options = append(q.options, option{key: i + 2,
			label:  fmt.Sprintf("Add a piece of %s (-%s; %d so far)", k, st.Unit.Format(k.Effect().MovePenalty), n),
			choose: func(s *session) error { return s.adjustMove(through, k, +1) },
			adjust: func(s *session, by int) error { return s.adjustMove(through, k, by) }})
	}
	if len(through) > 0 {
		q.options = append(q.options, option{key: len(movePieces) + 2, label: "Take the last piece off",
			choose: func(s *session) error {
				s.replaceMove(through[:len(through)-1])
				return nil
			}})
	}
	q.options = append(q.options, backOption())
	return q
}

// adjustMove adds a piece of kind k to the move, or takes the last one of that kind off.
func (s *session) adjustMove(through []terrain.Kind, k terrain.Kind, by int) error {
	switch {
	case by > 0:
		through = append(slices.Clone(through), k)
	case slices.Contains(through, k):
		i := len(through) - 1 - slices.Index(reversed(through), k)
		through = slices.Delete(slices.Clone(through), i, i+1)
	}
	s.replaceMove(through)
	return nil
}

// replaceMove puts the move question back with through, the cursor where it was.
func (s *session) replaceMove(through []terrain.Kind) {
	cursor := s.current().cursor
	s.asks[len(s.asks)-1] = s.moveQuestion(through, 0)
	s.current().cursor = min(cursor, len(s.current().options)-1)
}

// stayPutQuestion asks whether a move that cannot go anywhere is worth its action (R6).
func stayPutQuestion(zero string, through []terrain.Kind) *question {
	return &question{
		title: fmt.Sprintf("Its allowance is %s: spend an action to stay put?", zero),
		options: []option{
			{key: 1, label: "Yes: spend the action", choose: func(s *session) error {
				return s.play(Step{Kind: MoveStep, Through: through})
			}},
			backOption(),
		},
	}
}

// piecesWords says the pieces a move enters: "2 rough ground and 1 light cover".
func piecesWords(through []terrain.Kind) string {
	var parts []string
	for _, k := range movePieces {
		if n := count(through, k); n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, k))
		}
	}
	return joinWords(parts, "and")
}

func count(through []terrain.Kind, k terrain.Kind) int {
	n := 0
	for _, x := range through {
		if x == k {
			n++
		}
	}
	return n
}

func reversed(ks []terrain.Kind) []terrain.Kind {
	r := slices.Clone(ks)
	slices.Reverse(r)
	return r
}
