package view

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// stepsModel is the part of the page that acts: the steps the viewer's side may take now
// (R3-R7), or what the page waits for.
type stepsModel struct {
	Waiting    string // why this page has no step to take now; "" when it has
	Initiative bool
	Activate   []choice
	Pass       *choice
	Active     *activeModel
	Bot        *botModel
	Undo       string // the step undo would take back, "" when none or the watch page
	Confirm    bool   // the undo waits for its confirmation
}

// choice is one button of a step: its words and the tank it names, if any.
type choice struct {
	Tank  string
	Label string
	Note  string
	Best  bool
}

// activeModel is the active tank's activation: its actions left and the forms of each.
type activeModel struct {
	Tank        tankModel
	ActionsLeft int
	Defend      *choice
	Move        *moveModel
	Targets     []targetModel
	Aim         *aimModel
	AimProblem  string
	Done        choice
}

// moveModel is the move form: how far the tank goes in the open, and what each terrain
// piece it enters takes off (R6, R9).
type moveModel struct {
	Open   string // "up to 9 cm"
	Rough  string // "-2 cm a piece"
	Light  string
	Pieces []int // the counts a select offers
}

// targetModel is one enemy tank the active tank may attack, with its odds in the open and
// in light cover (R7, R9).
type targetModel struct {
	tankModel
	Left        int
	Open, Light odds // in the open and in light cover
	Best        bool
}

// aimModel is an attack aimed and not rolled: what to measure, the modifiers and the exact
// odds before the dice (R7), as `ezd attack` gives them.
type aimModel struct {
	Target, Cover string // the form's values
	Attacker      string
	Victim        string
	Measure       string
	Modifiers     string
	Odds          string
	Percent       string
	Outcome       string
}

func stepsView(p BattlePage) stepsModel {
	st := p.State
	o := st.Options()
	var m stepsModel
	if p.Side.Valid() && p.Undoable != "" {
		m.Undo = p.Undoable
		m.Confirm = p.Query.Get("undo") == "confirm"
	}
	best := ""
	if p.Hints && len(p.Best) > 0 {
		best = p.Best[0].Step
	}
	switch {
	case st.Over():
		m.Waiting = overWords(st)
	case !p.Side.Valid():
		m.Waiting = waitingWords(st, p.Bots)
	case o.Initiative:
		m.Initiative = true
	case botOf(p.Bots, o.Player) != nil && botOf(p.Bots, p.Side) == nil:
		m.Bot = botView(st, *botOf(p.Bots, o.Player), p.Side)
	case o.Player != p.Side:
		m.Waiting = waitingWords(st, p.Bots)
	case o.Tank.IsZero():
		for _, r := range o.Activate {
			t, _ := st.Tank(r)
			c := choice{Tank: r.String(), Label: fmt.Sprintf("Activate %s", t.Name),
				Note: fmt.Sprintf("%s, %s, %s, %d of %d damage", r, t.Class, plural(t.Class.Stats().Actions, "action"), t.Damage, t.Capacity())}
			c.Best = best == "activate "+r.String()
			m.Activate = append(m.Activate, c)
		}
		if o.Pass {
			m.Pass = &choice{Label: "Pass", Note: fmt.Sprintf("%s activates no more tanks this turn", p.Side.Title()), Best: best == "pass"}
		}
	default:
		m.Active = activeView(p, o, best)
	}
	return m
}

func activeView(p BattlePage, o combat.Options, best string) *activeModel {
	st := p.State
	t, _ := st.Tank(o.Tank)
	stats := t.Class.Stats()
	a := &activeModel{Tank: tankView(st, t), ActionsLeft: st.ActionsLeft}
	if o.Defend {
		a.Defend = &choice{Label: "Defend", Note: fmt.Sprintf("%+d to its defence rolls until its next activation (R5)", stats.DefenceBonus), Best: best == "defend"}
	}
	if o.Move {
		a.Move = moveOf(st, t)
	}
	for _, r := range o.Targets {
		target, _ := st.Tank(r)
		tm := targetModel{tankModel: tankView(st, target), Left: target.Capacity() - target.Damage}
		tm.Open = oddsOf(st, r, terrain.Open)
		tm.Light = oddsOf(st, r, terrain.LightCover)
		tm.Best = best == "attack "+r.String()
		a.Targets = append(a.Targets, tm)
	}
	if q := p.Query; q.Get("target") != "" {
		a.Aim, a.AimProblem = aimView(st, q.Get("target"), q.Get("cover"))
	}
	unused := ""
	if st.ActionsLeft > 0 {
		unused = fmt.Sprintf("; %s unused", plural(st.ActionsLeft, "action"))
	}
	a.Done = choice{Label: "Done", Note: fmt.Sprintf("end %s's activation%s (R4)", t.Name, unused)}
	return a
}

// moveOf is the move form of tank t: its allowance in the open and what each piece of
// rough ground or light cover it enters takes off (R6, R9).
func moveOf(st combat.State, t combat.TankState) *moveModel {
	return &moveModel{
		Open:   "up to " + st.Unit.Format(t.Class.Stats().Move),
		Rough:  "-" + st.Unit.Format(terrain.Rough.Effect().MovePenalty) + " a piece",
		Light:  "-" + st.Unit.Format(terrain.LightCover.Effect().MovePenalty) + " a piece",
		Pieces: []int{0, 1, 2, 3},
	}
}

// odds is the chance of a hit as R7 counts it: "41.7%" and "15 of 36".
type odds struct{ Percent, Hits string }

// oddsOf is the chance of a hit on target in cover.
func oddsOf(st combat.State, target combat.Ref, cover terrain.Kind) odds {
	at, err := st.Aim(target, cover)
	if err != nil {
		return odds{}
	}
	return odds{hitPercent(at.Hits()), fmt.Sprintf("%d of 36", at.Hits())}
}

func hitPercent(hits int) string { return fmt.Sprintf("%.1f%%", 100*float64(hits)/36) }

// aimView checks an attack aimed from the page's query and gives its odds before the
// dice, or the reason it cannot be made.
func aimView(st combat.State, target, cover string) (*aimModel, string) {
	r, err := st.Resolve(target)
	if err != nil {
		return nil, err.Error()
	}
	k := terrain.Open
	if strings.TrimSpace(cover) != "" {
		if k, err = terrain.ParseCover(cover); err != nil {
			return nil, err.Error()
		}
	}
	at, err := st.Aim(r, k)
	if err != nil {
		return nil, err.Error()
	}
	a, _ := st.Tank(st.Active)
	t, _ := st.Tank(r)
	m := &aimModel{
		Target: r.String(), Cover: coverValue(k),
		Attacker: fmt.Sprintf("%s (%s, %s)", a.Name, a.Ref, a.Class),
		Victim:   fmt.Sprintf("%s (%s, %s)", t.Name, t.Ref, t.Class),
		Measure:  fmt.Sprintf("the target must be within %s (%s range) and in line of sight", st.Unit.Format(a.Class.Stats().Range), a.Class),
		Odds:     fmt.Sprintf("hits on %d of 36", at.Hits()),
		Percent:  hitPercent(at.Hits()),
	}
	if k == terrain.LightCover {
		m.Victim += " in light cover"
	}
	var mods []string
	for _, mod := range at.Modifiers() {
		mods = append(mods, fmt.Sprintf("%s %s", mod.Side, mod))
	}
	if len(mods) == 0 {
		m.Modifiers = "none (net 0)"
	} else {
		net := fmt.Sprintf("%+d", at.Net())
		if at.Net() == 0 {
			net = "0"
		}
		m.Modifiers = fmt.Sprintf("%s (net %s)", strings.Join(mods, ", "), net)
	}
	if left := t.Capacity() - t.Damage; left == 1 {
		m.Outcome = fmt.Sprintf("A hit destroys %s (it has 1 damage left).", t.Name)
	} else {
		m.Outcome = fmt.Sprintf("A hit does 1 damage: %s has %d left.", t.Name, left)
	}
	return m, ""
}

func coverValue(k terrain.Kind) string {
	if k == terrain.LightCover {
		return "light"
	}
	return "none"
}

// waitingWords says who acts and what they may do, for a page that takes no step now.
func waitingWords(st combat.State, bots []combat.Bot) string {
	o := st.Options()
	switch {
	case o.Initiative:
		return fmt.Sprintf("Waiting for the roll-off of turn %d.", st.Turn)
	case !o.Player.Valid():
		return "Nobody acts now."
	}
	who := o.Player.Title()
	if botOf(bots, o.Player) != nil {
		who += " (ezd)"
	}
	if !o.Tank.IsZero() {
		t, _ := st.Tank(o.Tank)
		return fmt.Sprintf("Waiting for %s: %s (%s) is active, %s left.", who, t.Name, t.Ref, plural(st.ActionsLeft, "action"))
	}
	return fmt.Sprintf("Waiting for %s to activate a tank or pass (%s left).", who, plural(st.ActivationsLeft(o.Player), "activation"))
}

// overWords says who won and why (R8), and that undo can still take the last step back.
func overWords(st combat.State) string {
	lost := st.Force(st.Winner.Other())
	return fmt.Sprintf("%s wins on turn %d: %s has lost %d of %d points (R8). The battle is over.",
		st.Winner.Title(), st.Turn, lost.Player, lost.Lost, lost.Fielded)
}
