package view

import (
	"fmt"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
)

// recentLines is how many of the log's last lines a page shows: enough for the step just
// taken and its consequences, few enough for a phone's first screen.
const recentLines = 6

// battleModel is a battle page as the templates draw it.
type battleModel struct {
	BattlePage
	Title    string
	Headline string // "Turn 2: red to act"
	You      string // "You play red" or "Watching"
	Over     bool
	Sides    []sideModel
	Steps    stepsModel
	Recent   []string
	News     string // the newest change in words, for the screen reader
	Chance   *chanceModel
	Best     []hintModel
}

// sideModel is one army on the page.
type sideModel struct {
	Player                combat.Player
	Title                 string
	Army                  string
	Lost, Fielded, Breaks int
	Low, High             string // the meter's marks: yellow from half the break, red at it
	Activations           int
	Bot                   string // "ezd plays blue (steady)", "" for a person
	You, ToAct            bool
	Tanks                 []tankModel
}

// tankModel is one tank: its class, damage boxes and what it has done this turn.
type tankModel struct {
	Ref                                     string
	Name                                    string
	Class                                   string
	Boxes                                   []bool // true for a box of damage taken
	Damage, Capacity                        int
	Destroyed, Defending, Activated, Active bool
	Words                                   string // the same in words, for the screen reader
}

func battleView(p BattlePage) battleModel {
	st := p.State
	m := battleModel{BattlePage: p, Over: st.Over()}
	m.Title = fmt.Sprintf("%s · %s", st.Name, roleWord(p.Side))
	m.Headline = headline(st)
	if p.Side.Valid() {
		m.You = fmt.Sprintf("You play %s: %s", p.Side, st.Force(p.Side).Army.Name)
		if bot := botOf(p.Bots, p.Side); bot != nil {
			m.You += " (ezd plays this side)"
		}
	} else {
		m.You = "Watching: this page takes no step"
	}
	sides := combat.Players()
	if p.Side == combat.Blue {
		sides = []combat.Player{combat.Blue, combat.Red} // your own army first
	}
	for _, side := range sides {
		m.Sides = append(m.Sides, sideView(p, side))
	}
	m.Steps = stepsView(p)
	m.Recent = p.Log[max(0, len(p.Log)-recentLines):]
	switch {
	case p.Undone != nil:
		m.News = undoneWords(*p.Undone)
	case len(p.Log) > 0:
		m.News = p.Log[len(p.Log)-1]
	}
	if p.Hints {
		m.Chance = chanceView(p.Chance)
		m.Best = hintsView(p.Best)
	}
	return m
}

func roleWord(p combat.Player) string {
	if p.Valid() {
		return string(p)
	}
	return "watch"
}

// headline is the page's first line: the turn and who acts now (R3), or who won (R8).
func headline(st combat.State) string {
	switch o := st.Options(); {
	case st.Over():
		return fmt.Sprintf("%s wins on turn %d", st.Winner.Title(), st.Turn)
	case o.Initiative:
		return fmt.Sprintf("Turn %d: roll initiative", st.Turn)
	case o.Player.Valid():
		return fmt.Sprintf("Turn %d: %s to act", st.Turn, o.Player)
	}
	return fmt.Sprintf("Turn %d", st.Turn)
}

func sideView(p BattlePage, side combat.Player) sideModel {
	st := p.State
	f := st.Force(side)
	s := sideModel{
		Player: side, Title: side.Title(), Army: f.Army.Name,
		Lost: f.Lost, Fielded: f.Fielded, Breaks: army.LossThreshold(f.Fielded),
		Activations: st.ActivationsLeft(side), You: side == p.Side, ToAct: st.ToAct() == side,
	}
	s.Low = fmt.Sprintf("%.1f", float64(s.Breaks)/2)
	s.High = fmt.Sprintf("%.1f", float64(s.Breaks)-0.5)
	if bot := botOf(p.Bots, side); bot != nil {
		s.Bot = fmt.Sprintf("ezd plays %s (%s)", side, bot.Stance)
	}
	for _, t := range f.Tanks {
		s.Tanks = append(s.Tanks, tankView(st, t))
	}
	return s
}

func tankView(st combat.State, t combat.TankState) tankModel {
	m := tankModel{
		Ref: t.Ref.String(), Name: t.Name, Class: t.Class.String(),
		Damage: t.Damage, Capacity: t.Capacity(),
		Destroyed: t.Destroyed, Defending: t.Defending, Activated: t.Activated, Active: st.Active == t.Ref,
	}
	m.Boxes = make([]bool, m.Capacity)
	for i := range m.Damage {
		if i < len(m.Boxes) {
			m.Boxes[i] = true
		}
	}
	m.Words = fmt.Sprintf("%s, %s, %d of %d damage", t.Name, t.Class, t.Damage, m.Capacity)
	switch {
	case t.Destroyed:
		m.Words += ", destroyed"
	case m.Active:
		m.Words += fmt.Sprintf(", active, %s left", plural(st.ActionsLeft, "action"))
	case t.Activated:
		m.Words += ", activated this turn"
	}
	if t.Defending {
		m.Words += ", defending"
	}
	return m
}

func botOf(bots []combat.Bot, side combat.Player) *combat.Bot {
	for i := range bots {
		if bots[i].Player == side {
			return &bots[i]
		}
	}
	return nil
}

func undoneWords(u Undone) string {
	who := "Someone"
	if u.By.Valid() {
		who = u.By.Title()
	}
	if len(u.Steps) == 0 {
		return who + " undid the last step."
	}
	return fmt.Sprintf("%s undid: %s", who, joinSentences(u.Steps))
}
