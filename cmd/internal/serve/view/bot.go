package view

import (
	"fmt"

	"github.com/ezd-game/ezd/combat"
)

// botModel is a solo battle's question to the person when ezd's side is to act: nothing
// when ezd chooses a tank to activate or passes; when one of its tanks is active, which of
// the person's tanks it can see within its range and which of those are in light cover
// (R7, R9), as `ezd battle play` asks, and the dice if they roll on the table.
type botModel struct {
	Side     string // "blue (ezd, steady)"
	Active   *tankModel
	Question string // "Which of red's tanks can Panzer IV see within 15 cm?"
	Tanks    []tankModel
	Move     *moveModel
}

func botView(st combat.State, bot combat.Bot, person combat.Player) *botModel {
	m := &botModel{Side: fmt.Sprintf("%s (ezd, %s)", bot.Player, bot.Stance)}
	if st.Active.IsZero() {
		return m
	}
	t, _ := st.Tank(st.Active)
	tm := tankView(st, t)
	m.Active = &tm
	m.Question = fmt.Sprintf("Which of %s's tanks can %s see within %s?", person, t.Name, st.Unit.Format(t.Class.Stats().Range))
	for _, e := range st.Force(person).Tanks {
		if !e.Destroyed {
			m.Tanks = append(m.Tanks, tankView(st, e))
		}
	}
	m.Move = moveOf(st, t)
	return m
}
