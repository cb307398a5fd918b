package nothanks

import "fmt"

// Choice is what a player does with a turn (N4): MOVE with the green die or SHOOT with
// the red one.
type Choice uint8

// The two choices of N4.
const (
	Move Choice = iota
	Shoot
)

// String returns "move" or "shoot", as records write it.
func (c Choice) String() string {
	if c == Shoot {
		return "shoot"
	}
	return "move"
}

// Step is one tank's move to a neighbouring square (N5).
type Step struct {
	From, To Cell
}

// String writes the step as "B3 C4".
func (s Step) String() string { return s.From.String() + " " + s.To.String() }

// Turn is one player's turn as N10 records it: the choice, the roll, and the steps or
// the shot. A MOVE whose player cannot make any step keeps its roll and has no steps.
type Turn struct {
	Player  Colour
	Choice  Choice
	Roll    int
	Steps   []Step
	Shooter Cell
	Target  Cell
}

// CanMove reports whether any tank of the player to move has an empty neighbour (N5:
// otherwise the turn passes). One step possible means any number is: a tank can step back.
func (p *Position) CanMove() bool {
	size := int8(p.size)
	for i, q := range p.board {
		if q.Kind() != Tank || q.Owner() != p.next {
			continue
		}
		c := cellAt(i)
		for _, d := range directions {
			n := Cell{c.X + d[0], c.Y + d[1]}
			if n.X >= 1 && n.Y >= 1 && n.X <= size && n.Y <= size && p.board[n.index()] == 0 {
				return true
			}
		}
	}
	return false
}

// AppendStepsFrom appends every step the tank on from can make now to dst (N5: to an
// empty neighbour on the board).
func (p *Position) AppendStepsFrom(dst []Step, from Cell) []Step {
	size := int8(p.size)
	for _, d := range directions {
		n := Cell{from.X + d[0], from.Y + d[1]}
		if n.X >= 1 && n.Y >= 1 && n.X <= size && n.Y <= size && p.board[n.index()] == 0 {
			dst = append(dst, Step{from, n})
		}
	}
	return dst
}

// Steps returns every single step the player to move can make now (N5), as a new slice.
func (p Position) Steps() []Step {
	var out []Step
	for i, q := range p.board {
		if q.Kind() == Tank && q.Owner() == p.next {
			out = p.AppendStepsFrom(out, cellAt(i))
		}
	}
	return out
}

// CheckStep says why a step is not one the player to move can make now, or nil (N5).
func (p *Position) CheckStep(s Step) error {
	size := int(p.size)
	if !s.From.On(size) {
		return fmt.Errorf("%v is off the %dx%d board", s.From, size, size)
	}
	if q := p.board[s.From.index()]; q.Kind() != Tank || q.Owner() != p.next {
		if q == 0 {
			return fmt.Errorf("%v: no tank there to move", s.From)
		}
		return fmt.Errorf("%v: a %s %s, not a %s tank", s.From, q.Owner(), q.Kind(), p.next)
	}
	if !s.To.On(size) {
		return fmt.Errorf("%v: a step off the %dx%d board to %v", s.From, size, size, s.To)
	}
	if !Adjacent(s.From, s.To) {
		return fmt.Errorf("%v: a step to %v, which is not a neighbouring square", s.From, s.To)
	}
	if q := p.board[s.To.index()]; q != 0 {
		return fmt.Errorf("%v: a step onto %v, which holds a %s %s", s.From, s.To, q.Owner(), q.Kind())
	}
	return nil
}

// AfterStep returns the position after one step of the player to move, still in their
// turn (for screens that show a MOVE step by step, and bots that plan one).
func (p Position) AfterStep(s Step) (Position, error) {
	if err := p.CheckStep(s); err != nil {
		return p, err
	}
	p.board[s.To.index()] = p.board[s.From.index()]
	p.board[s.From.index()] = 0
	return p, nil
}

// CheckShot says why a shot is not one the player to move may declare now, or nil (N6).
func (p *Position) CheckShot(shooter, target Cell) error {
	size := int(p.size)
	if !shooter.On(size) {
		return fmt.Errorf("the shooter %v is off the %dx%d board", shooter, size, size)
	}
	if q := p.board[shooter.index()]; q.Kind() != Tank || q.Owner() != p.next {
		if q == 0 {
			return fmt.Errorf("%v: no tank there to shoot", shooter)
		}
		return fmt.Errorf("%v: a %s %s cannot shoot (want a %s tank)", shooter, q.Owner(), q.Kind(), p.next)
	}
	if !target.On(size) {
		return fmt.Errorf("%v: the target %v is off the %dx%d board", shooter, target, size, size)
	}
	t := p.board[target.index()]
	switch {
	case t == 0:
		return fmt.Errorf("%v: nothing to shoot at on %v", shooter, target)
	case t.Kind() == Barrier:
		return fmt.Errorf("%v: %v is a barrier, which cannot be shot", shooter, target)
	case t.Owner() == p.next:
		return fmt.Errorf("%v: %v is the shooter's own %s", shooter, target, t.Kind())
	}
	d, inLine := Distance(shooter, target)
	switch {
	case !inLine:
		return fmt.Errorf("%v: %v is not in a straight line (want a row, a column or a diagonal)", shooter, target)
	case d > MaxRange:
		return fmt.Errorf("%v: %v is %d squares away (want at most %d)", shooter, target, d, MaxRange)
	case !p.Clear(shooter, target):
		return fmt.Errorf("%v: the line to %v passes a barrier or a base", shooter, target)
	}
	return nil
}

// errDie is the refusal of a roll outside the die.
func checkRoll(r int) error {
	if r < 1 || r > 6 {
		return fmt.Errorf("a roll of %d (want 1 to 6)", r)
	}
	return nil
}

// Play returns the position after a turn, or why the rules forbid it (N4-N7): the player
// must be the one to move in a game not yet won, the roll 1 to 6; a MOVE makes exactly the
// roll's steps (none when no tank can step); a SHOOT needs a target and hits when the roll
// is at least the distance.
func (p Position) Play(t Turn) (Position, error) {
	if w, over := p.Winner(); over {
		return p, fmt.Errorf("the game is over: %s won", w)
	}
	if int(t.Player) >= int(p.players) {
		return p, fmt.Errorf("%s is not playing (%d players)", t.Player, p.players)
	}
	if t.Player != p.next {
		if p.Out(t.Player) {
			return p, fmt.Errorf("%s is out and takes no turns", t.Player)
		}
		return p, fmt.Errorf("it is %s's turn, not %s's", p.next, t.Player)
	}
	if err := checkRoll(t.Roll); err != nil {
		return p, err
	}
	switch t.Choice {
	case Move:
		if !p.CanMove() {
			if len(t.Steps) > 0 {
				return p, fmt.Errorf("%s cannot move any tank, so the turn has no steps (got %d)", t.Player, len(t.Steps))
			}
			break
		}
		if len(t.Steps) != t.Roll {
			return p, fmt.Errorf("%d steps for a roll of %d (want exactly %d, N5)", len(t.Steps), t.Roll, t.Roll)
		}
		q := p
		for i, s := range t.Steps {
			var err error
			if q, err = q.AfterStep(s); err != nil {
				return p, fmt.Errorf("step %d: %v", i+1, err)
			}
		}
		p = q
	case Shoot:
		if err := p.CheckShot(t.Shooter, t.Target); err != nil {
			if !p.CanShoot() {
				return p, fmt.Errorf("SHOOT with no target (N4: a player with no target must MOVE): %v", err)
			}
			return p, err
		}
		if d, _ := Distance(t.Shooter, t.Target); t.Roll >= d {
			p.destroy(t.Target)
		}
	default:
		return p, fmt.Errorf("unknown choice %d (want move or shoot)", t.Choice)
	}
	p.turn++
	p.passTurn()
	return p, nil
}

// destroy removes a hit piece and counts the kill for the player to move (N6); a player
// left with no tanks or no bases is out at once and their tanks and bases leave the board,
// scored by no one (N7).
func (p *Position) destroy(c Cell) {
	q := p.board[c.index()]
	p.board[c.index()] = 0
	owner := q.Owner()
	if q.Kind() == Tank {
		p.tanks[owner]--
		p.kills[p.next].Tanks++
	} else {
		p.bases[owner]--
		p.kills[p.next].Bases++
	}
	if p.tanks[owner] > 0 && p.bases[owner] > 0 {
		return
	}
	p.outAt[owner] = p.turn + 1
	for i, r := range p.board {
		if r.Owner() == owner && (r.Kind() == Tank || r.Kind() == Base) {
			p.board[i] = 0
		}
	}
	p.tanks[owner], p.bases[owner] = 0, 0
}

// passTurn hands the turn to the next player in seating order who is still in (N3:
// clockwise; N7: a player who is out takes no turns).
func (p *Position) passTurn() {
	for range p.players {
		p.next = (p.next + 1) % Colour(p.players)
		if p.outAt[p.next] == 0 {
			return
		}
	}
}
