package tankwar

import "fmt"

// Tank is one player's tank: where it stands, where it faces and its life (T2, T6: life
// may go below 0 and is kept as it is).
type Tank struct {
	Cell
	Dir  Dir   `json:"dir"`
	Life int16 `json:"life"`
}

// Bullet is a bullet in flight: it keeps the facing of the tank that fired it (T4 phase 3).
type Bullet struct {
	Cell
	Dir Dir `json:"dir"`
}

// String writes the tank as "(x,y) facing life N".
func (t Tank) String() string { return fmt.Sprintf("%v %v life %d", t.Cell, t.Dir, t.Life) }

// String writes the bullet as "(x,y) facing".
func (b Bullet) String() string { return fmt.Sprintf("%v %v", b.Cell, b.Dir) }

// MaxBullets is the capacity of a position's bullet store. Why it is enough:
//   - After phase 6 of a turn every bullet lies in that turn's playable area, inside
//     (1,1)-(20,20) (T4 phase 6). A bullet moves two cells a turn along one axis, so ten turns
//     later its coordinate along that axis has changed by 20 and it is off the grid: it is
//     removed at phase 6 at the latest ten turns after the one it last survived.
//   - So during turn T the bullets that exist were born on turns T-9 to T (or are among the
//     bullets a position set up directly started with). Ten consecutive turns hold at most
//     four bullet turns (turn mod 3 = 0), and each fires at most two bullets: 8 bullets.
//   - A position set up directly (NewPosition) may add at most 8 bullets of its own, which
//     also leave within ten turns: 8 + 8 = 16 at any moment of any turn.
//
// TestBulletStoreBound plays random games and long set-up positions to pin it.
const MaxBullets = 16

// MaxSetUpBullets is how many bullets a position set up directly may hold (see MaxBullets).
const MaxSetUpBullets = 8

// Bullets is a fixed-capacity list of bullets, a value that copies with its position. Each
// bullet is kept packed in 16 bits (packBullet): its cell, its facing and who fired it, so
// that a turn moves it and checks it with a few whole-number operations (step.go).
type Bullets struct {
	list [MaxBullets]packedBullet
	n    uint8
}

// Len returns how many bullets there are.
func (b *Bullets) Len() int { return int(b.n) }

// At returns the i-th bullet, 0 <= i < Len().
func (b *Bullets) At(i int) Bullet { return b.list[i].bullet() }

// Owner returns who fired the i-th bullet, 0 <= i < Len(): 1 for player 1, 2 for player 2,
// and 0 for a bullet a position set up directly (NewPosition) started with. A bullet keeps
// its owner until it is gone; the owner changes nothing in the rules (T4: a bullet hits
// whichever tank is on its cell), it is there for screens that show whose a bullet is.
func (b *Bullets) Owner(i int) int { return int(b.list[i] >> ownerShift) }

// Slice returns the bullets as a new slice, never nil.
func (b *Bullets) Slice() []Bullet {
	out := make([]Bullet, b.n)
	for i := range out {
		out[i] = b.list[i].bullet()
	}
	return out
}

// add appends a bullet of no known owner, as a position set up directly holds them.
func (b *Bullets) add(x Bullet) { b.push(packBullet(x.Cell, x.Dir, 0)) }

func (b *Bullets) push(w packedBullet) {
	b.list[b.n] = w
	b.n++
}

// packedBullet is a bullet in 16 bits: bits 0-9 its packed cell (Cell.packed), bits 10-11
// its facing, bits 12-13 its owner (0 none, 1 or 2 the player). Moving it adds a constant
// to the whole word (moveBy): the cell field never leaves 0..1023, so nothing carries into
// the facing.
type packedBullet uint16

const (
	cellBits   = 1<<10 - 1
	dirShift   = 10
	ownerShift = 12
)

// packBullet packs a bullet on c flying in facing d, fired by owner (0, 1 or 2).
func packBullet(c Cell, d Dir, owner int) packedBullet {
	return packedBullet(c.packed()) | packedBullet(d&3)<<dirShift | packedBullet(owner)<<ownerShift
}

// bullet unpacks the cell and facing.
func (w packedBullet) bullet() Bullet {
	c := int(w & cellBits)
	return Bullet{Cell{int8(c>>5) - cellBias, int8(c&31) - cellBias}, Dir(w>>dirShift) & 3}
}

// cellBias is what packed adds to a row and a column so that those a turn can reach, -3 (a
// bullet born on row -1 that moves two cells) to 24, are 1 to 28: a packed cell is then 0
// to 1023 and the difference of two packed cells tells their rows and columns apart.
const cellBias = 4

// packed is the cell as one number, 32 times its row plus its column (both plus cellBias),
// so that the cell s steps ahead in facing d is packed plus s times step[d].
func (c Cell) packed() int { return (int(c.X)+cellBias)<<5 + int(c.Y) + cellBias }

// Result is how a game stands after the end check (T8).
type Result int8

// The results of T8. Ongoing means the next turn begins.
const (
	Ongoing Result = iota
	P1Wins
	P2Wins
	Draw
)

// String gives the result as records and replays write it: "", "p1", "p2" or "draw".
func (r Result) String() string {
	switch r {
	case P1Wins:
		return "p1"
	case P2Wins:
		return "p2"
	case Draw:
		return "draw"
	}
	return ""
}

// Words says the result in a sentence's words: "player 1 won", "a draw", ...
func (r Result) Words() string {
	switch r {
	case P1Wins:
		return "player 1 won"
	case P2Wins:
		return "player 2 won"
	case Draw:
		return "a draw"
	}
	return "still going"
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r != Ongoing }

// Position is the game between turns: the number of the next turn, both tanks, the
// bullets in flight and the result of the last end check. It is a value of fixed size.
// Positions come from Start.Position, NewPosition and Step; one put together field by field
// must keep its tanks on the grid, as those do. The same turns from the same position give
// equal positions (==); positions reached otherwise may hold the same bullets and differ in
// the bullet store's unused slots, so compare them by their parts (Bullets.At, Owner).
type Position struct {
	Turn    int
	Tanks   [2]Tank
	Bullets Bullets
	Result  Result
}

// Area returns the playable area of the next turn (T5).
func (p Position) Area() Area { return AreaOf(p.Turn) }

// NewPosition sets a position up directly, for tests, puzzles and bots that explore: the
// next turn, both tanks (on the grid, facing one of the four ways, life 1 to 99, possibly on
// one cell) and at most MaxSetUpBullets bullets on the grid. Legal play from a start never
// needs it; it exists so that the cases only such positions reach (T4: a bullet on a cell
// with both tanks, a tank meeting its own bullet) can be tested.
func NewPosition(turn int, tanks [2]Tank, bullets []Bullet) (Position, error) {
	if turn < 0 || turn > MaxTurns {
		return Position{}, fmt.Errorf("turn %d is out of range (want 0 to %d)", turn, MaxTurns)
	}
	for i, t := range tanks {
		if !t.OnGrid() {
			return Position{}, fmt.Errorf("tank %d stands on %v, outside the grid (want x and y from 1 to %d)", i+1, t.Cell, Size)
		}
		if !t.Dir.Valid() {
			return Position{}, fmt.Errorf("tank %d faces %d (want 0 up, 1 right, 2 down or 3 left)", i+1, t.Dir)
		}
		if t.Life < 1 || t.Life > MaxLife {
			return Position{}, fmt.Errorf("tank %d has life %d (want 1 to %d)", i+1, t.Life, MaxLife)
		}
	}
	if len(bullets) > MaxSetUpBullets {
		return Position{}, fmt.Errorf("%d bullets (want at most %d)", len(bullets), MaxSetUpBullets)
	}
	p := Position{Turn: turn, Tanks: tanks}
	for i, b := range bullets {
		if !b.OnGrid() {
			return Position{}, fmt.Errorf("bullet %d is on %v, outside the grid (want x and y from 1 to %d)", i+1, b.Cell, Size)
		}
		if !b.Dir.Valid() {
			return Position{}, fmt.Errorf("bullet %d flies %d (want 0 up, 1 right, 2 down or 3 left)", i+1, b.Dir)
		}
		p.Bullets.add(b)
	}
	return p, nil
}
