package battle

import (
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
)

// question is one thing play asks: a title, the lines that inform the answer (an
// attack's measure and modifiers), and numbered options, or two dice to type.
type question struct {
	title   string
	about   []string
	options []option
	cursor  int
	// dice, when set, asks for two dice instead of an option.
	dice *diceEntry
	// menu is true for the battle's menu, the bottom of the stack: Esc leaves play from
	// here, and goes back one question anywhere else.
	menu bool
	// forBot is true for a question a bot asks about the table (its sight, cover, dice):
	// it takes only keys pressed after it was drawn, never keys the person typed ahead
	// for their own questions (play_screen.go).
	forBot bool
	// log, when set, is the battle's log as a page to scroll (Show the log).
	log *logPage
}

// logPage is the log shown a window at a time; end is one past the last line in view.
type logPage struct {
	lines []string
	end   int
}

// scroll moves the window by n lines (up when negative), rows being its height.
func (p *logPage) scroll(n, rows int) {
	p.end = min(max(p.end+n, min(rows, len(p.lines))), len(p.lines))
}

// option is one answer. Its key is its number, the same in every screen that offers it
// (the same choice keeps the same number: docs/battle.md), typed in accessible mode or as a
// digit on the full screen.
type option struct {
	key    int
	label  string
	best   bool // the solver's best step (docs/analysis.md)
	choose func(s *session) error
	// adjust, when set, takes a piece off (-1) or adds one (+1) with the arrow keys.
	adjust func(s *session, by int) error
}

// The menu's numbers. The first action of each moment of a turn is 1; undo, the log
// and leaving keep 7, 8 and 9 throughout. Every sub-question goes back with 0.
const (
	mainKey   = 1 // roll initiative, activate a tank, or attack
	secondKey = 2 // pass, or move
	defendKey = 3
	doneKey   = 4
	undoKey   = 7
	logKey    = 8
	leaveKey  = 9
	backKey   = 0
)

// backOption goes back one question: "Back" in every sub-question (docs/battle.md).
func backOption() option {
	return option{key: backKey, label: "Back", choose: func(s *session) error { s.back(); return nil }}
}

// menu is the battle's menu: only the steps the rules allow now (State.Options), then
// undo, the log and leaving.
func (s *session) menu() *question {
	st := s.t.Battle.State()
	o := st.Options()
	q := &question{menu: true, title: stepTitle(st)}
	best := s.bestStep(st)
	add := func(key int, kind StepKind, label string, choose func(*session) error) {
		q.options = append(q.options, option{key: key, label: label, choose: choose,
			best: kind != "" && strings.HasPrefix(best, string(kind))})
	}
	plain := func(kind StepKind) func(*session) error {
		return func(s *session) error { return s.play(Step{Kind: kind}) }
	}
	switch {
	case o.Initiative:
		add(mainKey, "", fmt.Sprintf("Roll initiative for turn %d", st.Turn), (*session).askInitiative)
	case !o.Tank.IsZero():
		t, _ := st.Tank(o.Tank)
		stats := t.Class.Stats()
		if len(o.Targets) > 0 {
			add(mainKey, AttackStep, fmt.Sprintf("Attack: %s, range %s", cmdutil.Plural(len(o.Targets), "target"),
				st.Unit.Format(stats.Range)), (*session).askTarget)
		}
		if o.Move {
			add(secondKey, MoveStep, fmt.Sprintf("Move: up to %s, less terrain", st.Unit.Format(stats.Move)), (*session).askMove)
		}
		if o.Defend {
			add(defendKey, DefendStep, fmt.Sprintf("Defend: %+d to its defence rolls until its next activation",
				stats.DefenceBonus), plain(DefendStep))
		}
		label := "Done: end the activation"
		if st.ActionsLeft > 0 {
			label += fmt.Sprintf(" (%s unused, lost)", cmdutil.Plural(st.ActionsLeft, "action"))
		}
		add(doneKey, DoneStep, label, plain(DoneStep))
	case o.Player != combat.NoPlayer:
		add(mainKey, ActivateTank, fmt.Sprintf("Activate a tank: %s ready", cmdutil.Plural(len(o.Activate), "tank")),
			(*session).askActivate)
		if o.Pass {
			add(secondKey, PassStep, fmt.Sprintf("Pass: %s activates no more tanks this turn", o.Player), plain(PassStep))
		}
	}
	if s.t.Battle.CanUndo() {
		add(undoKey, "", "Undo: "+cmdutil.Shorten(lastStepLine(s.t.Battle, s.t.Battle.Log()), 64), (*session).undo)
	}
	add(logKey, "", "Show the log", (*session).showLog)
	add(leaveKey, "", "Leave: the battle is saved", (*session).leave)
	return q
}

// askActivate asks which tank to activate (R3); each keeps its roster number.
func (s *session) askActivate() error {
	st := s.t.Battle.State()
	o := st.Options()
	best := s.bestStep(st)
	q := &question{title: fmt.Sprintf("Which tank does %s activate?", o.Player)}
	for _, ref := range o.Activate {
		t, _ := st.Tank(ref)
		label := fmt.Sprintf("%s %s · %s, %s · %d/%d damage", ref, t.Name, t.Class,
			cmdutil.Plural(t.Class.Stats().Actions, "action"), t.Damage, t.Capacity())
		if t.Defending {
			label += " · defending: activating ends it (R5)"
		}
		q.options = append(q.options, option{key: ref.Pos, label: label,
			best: best == Step{Kind: ActivateTank, Tank: ref}.String(),
			choose: func(s *session) error {
				s.verb = mainKey
				return s.play(Step{Kind: ActivateTank, Tank: ref})
			}})
	}
	q.options = append(q.options, backOption())
	s.push(q)
	return nil
}

// left says how much damage a tank can still take: "1 left".
func left(t combat.TankState) string {
	return fmt.Sprintf("%d left", t.Capacity()-t.Damage)
}

// stepTitle asks for the next step, with what the players need to choose it.
func stepTitle(st combat.State) string {
	o := st.Options()
	switch {
	case st.Over():
		return "The battle is over."
	case o.Initiative:
		return fmt.Sprintf("Turn %d begins: roll initiative (R3).", st.Turn)
	case !o.Tank.IsZero():
		t, _ := st.Tank(o.Tank)
		return fmt.Sprintf("%s (%s), %s left:", t.Name, t.Ref, cmdutil.Plural(st.ActionsLeft, "action"))
	case o.Player != combat.NoPlayer:
		return fmt.Sprintf("%s to act, %s left this turn:", o.Player.Title(), cmdutil.Plural(st.ActivationsLeft(o.Player), "activation"))
	}
	return "What next?"
}

// header is the line at the top of the full screen, drawn afresh after every step (the
// board is printed only when an activation or a turn ends): the turn, who acts, the
// activations left and, once a tank is destroyed, the points lost: "Turn 1: red to act ·
// activations left: red 1, blue 2 · lost red 0/10, blue 2/10".
func (s *session) header() string {
	st := s.t.Battle.State()
	status := st.Status()
	head := fmt.Sprintf("Turn %d: ", status.Turn)
	switch {
	case st.Over():
		return head + fmt.Sprintf("the battle is over, %s won", st.Winner)
	case status.ToAct != nil:
		head += fmt.Sprintf("%s to act", *status.ToAct)
	default:
		head += "initiative to roll"
	}
	red, blue := status.Sides.Red, status.Sides.Blue
	head += fmt.Sprintf(" · activations left: red %d, blue %d", red.ActivationsLeft, blue.ActivationsLeft)
	if red.Lost+blue.Lost > 0 { // once a tank is destroyed; the screen wraps it if need be
		head += fmt.Sprintf(" · lost red %d/%d, blue %d/%d", red.Lost, red.Fielded, blue.Lost, blue.Fielded)
	}
	return head
}

// lastStepLine is the log line of the step Undo would take back.
func lastStepLine(b *combat.Battle, log []string) string {
	events := b.Journal()
	for i := len(events) - 1; i > 0; i-- {
		if !combat.Automatic(events[i]) {
			return log[i]
		}
	}
	return ""
}
