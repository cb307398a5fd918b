// Package recap tells the story of a battle from its journal, as `ezd battle summary`
// shows it: who won and how (R8), what each tank did, the dice's luck against the exact
// odds of every attack (R7), the win chance over the battle and its turning point. It is
// pure: the win chance comes from the caller's solver (a Judge).
package recap

import (
	"errors"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// Judge returns red's win chance in a battle's state, a draw counted half (A6): the
// caller's solver, analysis.Solver.Judge.
type Judge func(st combat.State) (float64, error)

// Recap is the story of one battle.
type Recap struct {
	Name string
	// Winner is NoPlayer while the battle goes on; Turn is its turn now, or the turn it
	// was won in.
	Winner combat.Player
	Turn   int
	// Red and Blue are the two sides.
	Red, Blue Side
	// Tanks are red's tanks in roster order, then blue's.
	Tanks []Tank
	// Chance is red's win chance at the start and after each step, nil without a Judge.
	Chance []Point
	// Turning is the index in Chance of the step that moved the win chance most, -1 when
	// no step moved it.
	Turning int
}

// Side is what one side fielded, lost and rolled.
type Side struct {
	Player combat.Player
	Army   string
	// Fielded and Lost are points; the side breaks when it has lost Threshold (R8).
	Fielded, Lost, Threshold int
	// Attacks and Hits count the side's attacks; Odds holds each attack's hits in 36
	// (R7), in the order they were made.
	Attacks, Hits int
	Odds          []int
	// Luck is the dice's luck against the odds (luck.go).
	Luck Luck
}

// Tank is what one tank did and suffered.
type Tank struct {
	Ref   combat.Ref
	Name  string
	Class army.Class
	// Attacks and Hits are its attacks and how many hit; Dealt is the damage they did and
	// Taken the damage the tank took (a hit does 1 damage, R7).
	Attacks, Hits, Dealt, Taken int
	Destroyed                   bool
}

// Point is red's win chance after a step: Line is the step's place in the journal (from
// 1; the started event's for the start), Text tells the step.
type Point struct {
	Line int
	Text string
	Red  float64
}

// Tell tells the story of the battle b. With a Judge it follows the win chance from the
// start, after every step (a player's step with the rules' consequences of it); judge
// nil leaves Chance empty.
func Tell(b *combat.Battle, judge Judge) (Recap, error) {
	events := b.Journal()
	if len(events) == 0 {
		return Recap{}, errors.New("the battle has no journal")
	}
	text := b.Log()
	replay, err := combat.Replay(events[:1])
	if err != nil {
		return Recap{}, err
	}
	st := replay.State()
	r := Recap{Name: st.Name, Turning: -1}
	tanks := map[combat.Ref]*Tank{}
	for _, f := range []combat.Force{st.Red, st.Blue} {
		for _, t := range f.Tanks {
			r.Tanks = append(r.Tanks, Tank{Ref: t.Ref, Name: t.Name, Class: t.Class})
		}
	}
	for i := range r.Tanks {
		tanks[r.Tanks[i].Ref] = &r.Tanks[i]
	}
	r.Red.Player, r.Blue.Player = combat.Red, combat.Blue
	side := func(p combat.Player) *Side {
		if p == combat.Blue {
			return &r.Blue
		}
		return &r.Red
	}
	if judge != nil {
		v, err := judge(st)
		if err != nil {
			return Recap{}, err
		}
		r.Chance = append(r.Chance, Point{Line: 1, Text: text[0], Red: v})
	}
	step := 0 // the journal index of the step being told
	for i, e := range events[1:] {
		i++ // the index in events
		if !combat.Automatic(e) {
			step = i
		}
		if a, ok := e.(combat.Attacked); ok {
			att, err := st.Aim(a.Target, a.Cover)
			if err != nil {
				return Recap{}, err
			}
			s := side(a.Tank.Player)
			s.Attacks++
			s.Odds = append(s.Odds, att.Hits())
			tanks[a.Tank].Attacks++
			if a.Hit {
				s.Hits++
				tanks[a.Tank].Hits++
				tanks[a.Tank].Dealt++
				tanks[a.Target].Taken++
			}
		}
		if err := replay.Apply(e); err != nil {
			return Recap{}, err
		}
		st = replay.State()
		if judge != nil && (i+1 == len(events) || !combat.Automatic(events[i+1])) {
			v, err := judge(st)
			if err != nil {
				return Recap{}, err
			}
			r.Chance = append(r.Chance, Point{Line: step + 1, Text: text[step], Red: v})
		}
	}
	r.Winner, r.Turn = st.Winner, st.Turn
	for _, f := range []combat.Force{st.Red, st.Blue} {
		s := side(f.Player)
		s.Army, s.Fielded, s.Lost, s.Threshold = f.Army.Name, f.Fielded, f.Lost, army.LossThreshold(f.Fielded)
		s.Luck = LuckOf(s.Odds, s.Hits)
		for _, t := range f.Tanks {
			tanks[t.Ref].Destroyed = t.Destroyed
		}
	}
	r.Turning = turning(r.Chance)
	return r, nil
}

// turning returns the index of the point that moved the chance most from the one before,
// the first of equals, -1 when none moved it.
func turning(ps []Point) int {
	best, at := 0.0, -1
	for i := 1; i < len(ps); i++ {
		d := ps[i].Red - ps[i-1].Red
		if d < 0 {
			d = -d
		}
		if d > best+1e-12 {
			best, at = d, i
		}
	}
	return at
}
