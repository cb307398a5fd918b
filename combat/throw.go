package combat

import "fmt"

// Throw says where the two dice of a roll-off or an attack come from (R11): the battle's
// own fair dice (the zero Throw) or dice the players rolled on the table and typed in.
//
// The battle's fair dice are one stream, NewDice(seed), its seed recorded when the battle
// starts. Every event that used it records how many dice it drew (Virtual), so the
// position of the next die is the sum of those counts over the journal, State.DiceDrawn;
// no generator state is stored. It follows that:
//   - loading a journal puts the dice back exactly where they were;
//   - undo takes the dice back with the step, so the same step rolled again gets the same
//     dice: undo corrects a mistake, it never buys a re-roll;
//   - replaying a journal checks that dice marked virtual are the ones the stream gives at
//     that position, so a journal cannot claim fair dice it did not roll.
//
// A virtual roll-off that ties is rolled again at once (R3), and its event counts every die
// drawn, tied pairs included. Dice from the table draw nothing from the stream.
type Throw struct {
	// Table is true for dice rolled on the table: First is the attacker's (or red's) die,
	// Second the target's (or blue's).
	Table         bool
	First, Second int
}

// FairDice is the throw of the battle's own virtual dice.
func FairDice() Throw { return Throw{} }

// TableDice is a throw of dice the players rolled on the table: the attacker's die then the
// target's, or red's then blue's for initiative. Each must be 1 to 6 (R11).
func TableDice(first, second int) Throw { return Throw{Table: true, First: first, Second: second} }

// maxRollOffs bounds the tied virtual roll-offs rolled again in one go. Reaching it has a
// chance of 6^-100; the bound only keeps a forged journal from making replay spin.
const maxRollOffs = 100

// stream reads the battle's virtual dice by position. It remembers where it is, so a fold
// that reads the dice in order rolls each die once; reading an earlier position starts the
// stream again from the seed.
type stream struct {
	seed uint64
	pos  int
	dice *Dice
}

// pair returns the two dice at positions pos and pos+1.
func (d *stream) pair(pos int) (int, int) {
	if d.dice == nil || pos < d.pos {
		d.dice, d.pos = NewDice(d.seed), 0
	}
	for ; d.pos < pos; d.pos++ {
		d.dice.Roll()
	}
	a, _ := d.dice.Roll()
	b, _ := d.dice.Roll()
	d.pos += 2
	return a, b
}

// rollOff rolls the battle's dice from position pos until they differ (R3) and returns
// red's and blue's dice and how many dice were drawn.
func (d *stream) rollOff(pos int) (red, blue, drawn int, err error) {
	for n := 1; n <= maxRollOffs; n++ {
		if red, blue = d.pair(pos + 2*(n-1)); red != blue {
			return red, blue, 2 * n, nil
		}
	}
	return 0, 0, 0, fmt.Errorf("the virtual dice tied %d times in a row", maxRollOffs)
}

// check reports whether the virtual dice an event records are the ones the stream gives
// at position pos.
func (d *stream) check(e Event, pos int) error {
	switch e := e.(type) {
	case InitiativeRolled:
		if e.Virtual == 0 {
			return nil
		}
		if e.Virtual < 0 || e.Virtual%2 != 0 || e.Virtual > 2*maxRollOffs {
			return fmt.Errorf("a roll-off draws an even number of virtual dice, not %d", e.Virtual)
		}
		red, blue, drawn, err := d.rollOff(pos)
		if err != nil || drawn != e.Virtual || red != e.Red || blue != e.Blue {
			return fmt.Errorf("the battle's dice at position %d give red %d, blue %d in %d dice, not red %d, blue %d in %d (R11)", pos, red, blue, drawn, e.Red, e.Blue, e.Virtual)
		}
	case Attacked:
		switch e.Virtual {
		case 0:
			return nil
		case 2:
		default:
			return fmt.Errorf("an attack draws 2 virtual dice or none, not %d", e.Virtual)
		}
		if a, t := d.pair(pos); a != e.AttackDie || t != e.DefenceDie {
			return fmt.Errorf("the battle's dice at position %d give %d and %d, not %d and %d (R11)", pos, a, t, e.AttackDie, e.DefenceDie)
		}
	}
	return nil
}
