package battle

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/charmbracelet/huh"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// player makes the steps of one play session.
type player struct {
	f    *cmdutil.Factory
	r    *prompt.Runner
	t    *table
	mode prompt.DiceMode // how the last dice were rolled, offered first next time
	// news is the account of the last step, shown above the next question.
	news bytes.Buffer
	// board asks for the board to be shown before the next question.
	board bool
	// announced is true once the winner has been announced (R8).
	announced bool
}

// choice is one step on offer.
type choice struct {
	label string
	run   func(ctx context.Context) error
	leave bool
}

// choices returns the steps the rules allow now (State.Options), then undo, the log and
// leaving.
func (p *player) choices(st combat.State) []choice {
	o := st.Options()
	var cs []choice
	if o.Initiative {
		cs = append(cs, choice{label: fmt.Sprintf("Roll initiative for turn %d", st.Turn), run: p.initiative})
	}
	for _, ref := range o.Activate {
		t, _ := st.Tank(ref)
		label := fmt.Sprintf("Activate %s %s (%s, %s)", ref, t.Name, t.Class, cmdutil.Plural(t.Class.Stats().Actions, "action"))
		if t.Defending {
			label += ", ends its defence"
		}
		cs = append(cs, choice{label: label, run: p.do(func(b *combat.Battle) ([]combat.Event, error) { return b.Activate(ref) })})
	}
	if o.Pass {
		cs = append(cs, choice{label: fmt.Sprintf("Pass: %s activates no more tanks this turn", o.Player),
			run: p.do((*combat.Battle).Pass)})
	}
	if !o.Tank.IsZero() {
		t, _ := st.Tank(o.Tank)
		stats := t.Class.Stats()
		if o.Defend {
			cs = append(cs, choice{label: fmt.Sprintf("Defend: %+d to its defence rolls until its next activation", stats.DefenceBonus),
				run: p.do((*combat.Battle).Defend)})
		}
		if o.Move {
			cs = append(cs, choice{label: fmt.Sprintf("Move: up to %s, less terrain", st.Unit.Format(stats.Move)), run: p.move})
		}
		for _, ref := range o.Targets {
			tg, _ := st.Tank(ref)
			label := fmt.Sprintf("Attack %s %s (%s, %d/%d damage", ref, tg.Name, tg.Class, tg.Damage, tg.Capacity())
			if tg.Defending {
				label += ", defending"
			}
			cs = append(cs, choice{label: label + ")", run: func(ctx context.Context) error { return p.attack(ctx, ref) }})
		}
		if o.Done {
			label := "Done: end the activation"
			if st.ActionsLeft > 0 {
				label += fmt.Sprintf(" (%s unused, lost)", cmdutil.Plural(st.ActionsLeft, "action"))
			}
			cs = append(cs, choice{label: label, run: p.do((*combat.Battle).Done)})
		}
	}
	if p.t.b.CanUndo() {
		log := p.t.b.Log()
		cs = append(cs, choice{label: "Undo: " + shorten(lastStepLine(p.t.b, log), 64), run: p.undo})
	}
	cs = append(cs,
		choice{label: "Show the log", run: p.showLog},
		choice{label: "Leave: the battle is saved", leave: true})
	return cs
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

// shorten cuts s to at most n characters, so that a menu line fits the screen.
func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// do returns a choice's run for a step that needs no more questions.
func (p *player) do(s func(b *combat.Battle) ([]combat.Event, error)) func(context.Context) error {
	return func(context.Context) error {
		events, err := s(p.t.b)
		if err != nil {
			return err
		}
		return p.record(events)
	}
}

// record saves a step's events, each synced to disk, and then tells them.
func (p *player) record(events []combat.Event) error {
	if err := p.t.save(events); err != nil {
		return err
	}
	writeAccount(&p.news, p.t.b, len(events), accountWidth(p.f))
	p.board = p.t.b.State().Active.IsZero()
	return nil
}

// throw asks how the dice are rolled (the title carries the odds, if any) and, for dice
// rolled on the table, asks for them with form, refusing anything but 1 to 6 (R11).
func (p *player) throw(ctx context.Context, title string, form func(a, b *string) *huh.Form) (combat.Throw, error) {
	if err := p.r.Run(ctx, prompt.DiceModeForm(title, &p.mode)); err != nil {
		return combat.Throw{}, err
	}
	if p.mode != prompt.EnterDice {
		return combat.FairDice(), nil
	}
	var a, b string
	if err := p.r.Run(ctx, form(&a, &b)); err != nil {
		return combat.Throw{}, err
	}
	x, errA := combat.ParseDie(a)
	y, errB := combat.ParseDie(b)
	if err := errors.Join(errA, errB); err != nil {
		return combat.Throw{}, err // the form refused these already
	}
	return combat.TableDice(x, y), nil
}

func (p *player) initiative(ctx context.Context) error {
	throw, err := p.throw(ctx, "Initiative: red's die against blue's. Who rolls?", prompt.RollOffForm)
	if err != nil {
		return err
	}
	events, err := p.t.b.Initiative(throw)
	if errors.Is(err, combat.ErrTie) {
		return fmt.Errorf("%w; nothing was recorded", err)
	}
	if err != nil {
		return err
	}
	return p.record(events)
}

func (p *player) move(ctx context.Context) error {
	st := p.t.b.State()
	t, _ := st.Tank(st.Active)
	var through string
	if err := p.r.Run(ctx, prompt.ThroughForm(t.Class.Stats().Move, st.Unit, &through)); err != nil {
		return err
	}
	kinds, err := terrain.ParseList(through)
	if err != nil {
		return err
	}
	_, events, err := p.t.b.Move(kinds)
	if err != nil {
		return err
	}
	return p.record(events)
}

func (p *player) attack(ctx context.Context, target combat.Ref) error {
	st := p.t.b.State()
	tg, _ := st.Tank(target)
	cover := terrain.Open
	if err := p.r.Run(ctx, prompt.CoverForm(fmt.Sprintf("%s (%s)", tg.Name, target), &cover)); err != nil {
		return err
	}
	a, err := p.t.b.Aim(target, cover)
	if err != nil {
		return err
	}
	w := p.f.IO.Out
	fmt.Fprintln(w)
	writeAim(w, st, target, a)
	title := fmt.Sprintf("Hits on %d of 36 (%s). Who rolls?", a.Hits(), cmdutil.Percent(a.Probability()))
	throw, err := p.throw(ctx, title, prompt.DiceForm)
	if err != nil {
		return err
	}
	events, err := p.t.b.Attack(target, cover, throw)
	if err != nil {
		return err
	}
	return p.record(events)
}

func (p *player) undo(context.Context) error {
	undone, err := p.t.undo()
	if err != nil {
		return err
	}
	writeUndone(&p.news, undone, accountWidth(p.f))
	p.board, p.announced = true, false
	return nil
}

func (p *player) showLog(context.Context) error {
	fmt.Fprintln(p.f.IO.Out)
	writeAccount(p.f.IO.Out, p.t.b, len(p.t.b.Journal()), accountWidth(p.f))
	return nil
}
