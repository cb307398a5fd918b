package battle

import (
	"fmt"
	"slices"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/solo"
)

// Solo play in `battle play` (docs/solo.md): the bots of the battle's sides, through play's
// Bots seam. A bot announces each step in table words and asks the person only what it
// cannot see: which enemy tanks its active tank sees within range, one at a time (a
// person's multi-select as single choices), and for each whether it is in light cover.

// soloTable is what a session's bots know: their sides, the solver (made at the first
// bot step and kept, so the battle's graph is built once), and the facts the person gave
// for the bot's active tank.
type soloTable struct {
	bots  map[combat.Player]solo.Bot
	judge *solo.Solver
	err   error
	// shared returns the solver play already keeps for the win chance, or nil: the bots
	// then judge with it instead of making a second one (both run on play's goroutine).
	shared func() *analysis.Solver

	// facts are what the person said the bot's active tank sees.
	facts tableFacts
	// dice is an attack decided and announced whose dice are being asked for.
	dice *attackDice
}

// tableFacts are the facts for the activation of tank in turn; a move makes them stale,
// since the tank stands somewhere else on the table.
type tableFacts struct {
	turn     int
	tank     combat.Ref
	complete bool
	asked    bool // the tank has been announced
	sight    solo.Sight
	cover    combat.Ref // the tank whose cover is asked next
	// heading is the target the tank set out for at its last move, kept for its next
	// move unless something changed (solo.Heading).
	heading solo.Heading
}

// newSoloTable returns the bots of the battle's bot sides, nil when people play both;
// their turn method is play's Bots.
func newSoloTable(b *combat.Battle) (*soloTable, error) {
	bots, err := battles.Bots(b)
	if err != nil || len(bots) == 0 {
		return nil, err
	}
	return &soloTable{bots: bots}, nil
}

// turn is the Bots seam: nil when a person acts, else the bot's step or question.
func (t *soloTable) turn(st combat.State) *BotTurn {
	o := st.Options()
	if st.Over() {
		return nil
	}
	if o.Initiative {
		// The roll-off is the players' together: a person at the table rolls it from the
		// menu; bots alone roll the battle's fair dice.
		if len(t.bots) < 2 {
			return nil
		}
		return &BotTurn{Step: &Step{Kind: RollInitiative, Throw: combat.FairDice()}}
	}
	bot, ok := t.bots[o.Player]
	if !ok {
		return nil
	}
	if t.judge == nil && t.err == nil && t.shared != nil {
		if s := t.shared(); s != nil {
			t.judge = solo.JudgeOf(s)
		}
	}
	if t.judge == nil && t.err == nil {
		t.judge, t.err = solo.NewSolver(st, analysis.Options{})
	}
	if t.err != nil {
		return &BotTurn{Say: fmt.Sprintf("ezd cannot play %s: %v. Make %s's steps from the menu.", bot.Side, t.err, bot.Side)}
	}
	bot.Judge = t.judge
	if st.Active.IsZero() {
		return t.decide(st, bot, solo.Sight{})
	}
	if q := t.ask(st, bot); q != nil {
		return q
	}
	if t.dice != nil && t.dice.at == positionOf(st) {
		return t.dice.next(t)
	}
	t.dice = nil
	bot.Heading = t.facts.heading
	return t.decide(st, bot, t.sightNow(st))
}

// decide takes the bot's step with the facts given, and announces it.
func (t *soloTable) decide(st combat.State, bot solo.Bot, sight solo.Sight) *BotTurn {
	step, err := bot.Next(st, sight)
	if err != nil {
		return &BotTurn{Say: fmt.Sprintf("ezd cannot play %s: %v. Make %s's step from the menu.", bot.Side, err, bot.Side)}
	}
	say := fmt.Sprintf("%s (ezd, %s): %s. %s.", bot.Side.Title(), bot.Stance, step, capitalise(step.Reason))
	if step.Say != "" {
		say += " " + step.Say
	}
	out := &Step{Tank: step.Tank}
	switch step.Kind {
	case solo.Activate:
		out.Kind = ActivateTank
	case solo.Pass:
		out.Kind = PassStep
	case solo.Defend:
		out.Kind = DefendStep
	case solo.Attack:
		// R11: like any attack, ezd rolls the battle's fair dice or takes the table's.
		out.Kind, out.Tank, out.Cover = AttackStep, step.Target, step.Cover
		if len(t.bots) == 2 {
			out.Throw = combat.FairDice() // ezd playing itself rolls its own dice
			break
		}
		t.dice = &attackDice{at: positionOf(st), step: out, attacker: tankName(st, st.Active), target: tankName(st, step.Target)}
		return t.dice.whoRolls(say)
	case solo.Move:
		out.Kind = MoveStep
		t.facts.complete, t.facts.asked, t.facts.sight = false, false, solo.Sight{}
		t.facts.heading = solo.Heading{Target: step.Target, Then: st}
	}
	return &BotTurn{Say: say, Announces: true, Step: out}
}

// ask returns the next question about the table for the bot's active tank, or nil when
// the facts are complete.
func (t *soloTable) ask(st combat.State, bot solo.Bot) *BotTurn {
	f := &t.facts
	if f.turn != st.Turn || f.tank != st.Active {
		*f = tableFacts{turn: st.Turn, tank: st.Active}
	}
	if f.complete {
		return nil
	}
	tank, _ := st.Tank(st.Active)
	if !f.cover.IsZero() {
		r := f.cover
		target, _ := st.Tank(r)
		return &BotTurn{
			Notice:  fmt.Sprintf("ezd's turn: %s wants to know whether %s is in light cover.", tank.Name, target.Name),
			Ask:     fmt.Sprintf("Is %s in light cover?", target.Name),
			Options: []string{"No", "Yes: light cover (-1 to hit it)"},
			Answer: func(i int) {
				if i == 1 {
					f.sight.Cover = append(f.sight.Cover, r)
				}
				f.cover = combat.Ref{}
			},
		}
	}
	var left []combat.Ref
	for _, r := range solo.Everything(st, bot.Side).Sees {
		if !slices.Contains(f.sight.Sees, r) {
			left = append(left, r)
		}
	}
	which, last := "Which", "None of them"
	if len(f.sight.Sees) > 0 {
		which, last = "Which other", "No other"
	}
	if len(left) == 0 {
		f.complete = true
		return nil
	}
	labels := append(tankLabels(st, left), last)
	keys := make([]int, 0, len(labels)) // roster numbers, and 0 for none (docs/solo.md)
	for _, r := range left {
		keys = append(keys, r.Pos)
	}
	keys = append(keys, backKey)
	say := ""
	if !f.asked {
		f.asked = true
		say = fmt.Sprintf("%s: %s (%s) is active with %s left. What does it see?", bot.Side.Title(), tank.Name, tank.Ref, cmdutil.Plural(st.ActionsLeft, "action"))
	}
	return &BotTurn{
		Say:     say,
		Notice:  fmt.Sprintf("ezd's turn: %s wants to know which tanks it sees.", tank.Name),
		Ask:     fmt.Sprintf("%s of %s's tanks can %s see within %s?", which, bot.Side.Other(), tank.Name, st.Unit.Format(tank.Class.Stats().Range)),
		Options: labels,
		Keys:    keys,
		Answer: func(i int) {
			if i < len(left) {
				f.sight.Sees = append(f.sight.Sees, left[i])
				f.cover = left[i]
				return
			}
			f.complete = true
		},
	}
}

// sightNow is the facts given, less the tanks destroyed since.
func (t *soloTable) sightNow(st combat.State) solo.Sight {
	var g solo.Sight
	for _, r := range t.facts.sight.Sees {
		if tk, ok := st.Tank(r); ok && !tk.Destroyed {
			g.Sees = append(g.Sees, r)
			if t.facts.sight.InCover(r) {
				g.Cover = append(g.Cover, r)
			}
		}
	}
	return g
}

// position identifies the moment of a battle a question belongs to: an undo or a step
// taken meanwhile makes a pending question stale.
type position struct {
	turn        int
	active      combat.Ref
	taken, dice int
}

func positionOf(st combat.State) position {
	return position{st.Turn, st.Active, st.ActionsTaken, st.DiceDrawn}
}

func tankName(st combat.State, r combat.Ref) string {
	t, _ := st.Tank(r)
	return t.Name
}

// attackDice asks who rolls the bot's attack and, for dice rolled on the table, each die.
type attackDice struct {
	at               position
	step             *Step
	attacker, target string
	table            bool
	dice             []int
}

// whoRolls is the first question, with the bot's announcement above it.
func (d *attackDice) whoRolls(say string) *BotTurn {
	return &BotTurn{
		Say:       say,
		Announces: true,
		Notice:    fmt.Sprintf("ezd's turn: %s attacks %s and wants to know who rolls.", d.attacker, d.target),
		Ask:       fmt.Sprintf("%s attacks %s. Who rolls?", d.attacker, d.target),
		Options:   []string{"Roll for me (fair virtual dice)", "Enter the two dice we rolled"},
		Answer:    func(i int) { d.table = i == 1 },
	}
}

// next asks for the next die, or makes the attack once the dice are known.
func (d *attackDice) next(t *soloTable) *BotTurn {
	if !d.table {
		t.dice = nil
		d.step.Throw = combat.FairDice()
		return &BotTurn{Step: d.step}
	}
	if len(d.dice) == 2 {
		t.dice = nil
		d.step.Throw = combat.TableDice(d.dice[0], d.dice[1])
		return &BotTurn{Step: d.step}
	}
	whose := d.attacker + "'s die (the attacker's)"
	if len(d.dice) == 1 {
		whose = d.target + "'s die (the target's)"
	}
	return &BotTurn{
		Notice:  fmt.Sprintf("ezd's turn: %s attacks %s and wants the dice you rolled.", d.attacker, d.target),
		Ask:     whose,
		Options: []string{"1", "2", "3", "4", "5", "6"},
		Answer:  func(i int) { d.dice = append(d.dice, i+1) },
	}
}
