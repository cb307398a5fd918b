package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/charmbracelet/huh"
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

func newBattlePlayCmd(f *Factory, opts *battleOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "play",
		Short: "Play a battle step by step in the terminal",
		Long: `Play a battle in the terminal: ezd shows the table, offers only the steps the rules
allow, shows the odds before every attack, rolls fair dice or takes the dice you rolled,
and announces the winner. Every step is saved as it is made, so leaving with Esc or Ctrl-C
loses nothing already done. Undo is always on offer.

Without -b, play continues the most recently played battle that is not over, or offers to
start a new one.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !f.IO.Interactive() {
				return usagef("battle play needs a terminal; use the step commands (ezd battle activate ...)")
			}
			return playBattle(cmd.Context(), f, prompt.NewRunner(f.IO), opts.Battle)
		},
	}
}

// menuPlayBattle is the main menu's "Play a battle": continue a battle in progress, or
// start one.
func menuPlayBattle(ctx context.Context, f *Factory, r *prompt.Runner) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	infos, err := journal.List(dir)
	if err != nil {
		return err
	}
	var names, labels []string
	for _, info := range infos {
		if b, _, err := readBattle(dir, info.Name); err == nil && !b.State().Over() {
			st := b.Status()
			names = append(names, info.Name)
			labels = append(labels, fmt.Sprintf("Continue %s: %s against %s, turn %d", info.Name, st.Sides.Red.Army, st.Sides.Blue.Army, st.Turn))
		}
	}
	if len(names) == 0 {
		return playBattle(ctx, f, r, "")
	}
	labels = append(labels, "Start a new battle")
	pick := 0
	if err := r.Run(ctx, prompt.StepForm("Which battle?", labels, &pick)); err != nil {
		return err
	}
	if pick == len(names) {
		t, err := askAndStart(ctx, f, r)
		if err != nil || t == nil {
			return err
		}
		defer t.close()
		return playTable(ctx, f, r, t)
	}
	return playBattle(ctx, f, r, names[pick])
}

// playBattle plays the battle named, or the most recently played one that is not over,
// or, when there is none, offers to start one.
func playBattle(ctx context.Context, f *Factory, r *prompt.Runner, named string) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	name, err := chooseBattle(f, dir, named)
	var t *table
	switch {
	case errors.Is(err, errNoBattle):
		t, err = askAndStart(ctx, f, r)
		if err != nil || t == nil {
			return err
		}
	case err != nil:
		return err
	default:
		if t, err = openNamed(f, dir, name); err != nil {
			return err
		}
	}
	defer t.close()
	return playTable(ctx, f, r, t)
}

// askAndStart offers to start a battle; it returns nil when the players decline.
func askAndStart(ctx context.Context, f *Factory, r *prompt.Runner) (*table, error) {
	start := true
	if err := r.Run(ctx, prompt.StartForm("No battle is in progress.", &start)); err != nil || !start {
		return nil, err
	}
	var nb newBattle
	if err := askNewBattle(ctx, f, r, &nb); err != nil {
		return nil, err
	}
	t, err := startBattle(f, nb)
	if err != nil {
		return nil, err
	}
	writeAccount(f.IO.Out, t.b, 1)
	return t, nil
}

// askNewBattle asks for what nb lacks: the battle's name and units, and both armies,
// among the army files here and the samples, or typed in.
func askNewBattle(ctx context.Context, f *Factory, r *prompt.Runner, nb *newBattle) error {
	dir, err := battleDir(f)
	if err != nil {
		return err
	}
	if nb.Name == "" {
		unit := terrain.Centimetres
		if u, err := terrain.ParseUnit(nb.Units); err == nil {
			unit = u
		}
		check := func(name string) error {
			if err := journal.ValidateName(name); err != nil {
				return err
			}
			if _, err := os.Stat(journal.Path(dir, name)); !errors.Is(err, fs.ErrNotExist) {
				return fmt.Errorf("a battle named %s already exists: choose another name", name)
			}
			return nil
		}
		if err := r.Run(ctx, prompt.BattleNameForm(&nb.Name, &unit, check)); err != nil {
			return err
		}
		nb.Name, nb.Units = strings.TrimSpace(nb.Name), unit.String()
	}
	choices := armyFilesHere()
	for _, s := range army.SampleNames() {
		choices = append(choices, army.SamplePrefix+s)
	}
	for _, side := range []struct {
		arg   *string
		title string
	}{{&nb.Red, "Red's army"}, {&nb.Blue, "Blue's army"}} {
		if *side.arg != "" {
			continue
		}
		pick := 0
		if err := r.Run(ctx, prompt.ArmyFileForm(side.title, choices, &pick)); err != nil {
			return err
		}
		if pick >= 0 {
			*side.arg = choices[pick]
			continue
		}
		check := func(p string) error { _, err := loadArmy(strings.TrimSpace(p)); return err }
		if err := r.Run(ctx, prompt.PathForm(side.title+": army file", side.arg, check)); err != nil {
			return err
		}
		*side.arg = strings.TrimSpace(*side.arg)
	}
	return nil
}

// playTable plays the open battle until the players leave. Each step is saved before it is
// told, so that leaving at any moment, Ctrl-C included, loses nothing already done.
func playTable(ctx context.Context, f *Factory, r *prompt.Runner, t *table) error {
	w := f.IO.Out
	p := &player{f: f, r: r, t: t, mode: prompt.RollForMe}
	for {
		st := t.b.State()
		fmt.Fprintln(w)
		writeBoard(w, st)
		if st.Over() {
			fmt.Fprintln(w, f.IO.Good(fmt.Sprintf("%s wins the battle on turn %d!", st.Winner.Title(), st.Turn)))
		}
		choices := p.choices(st)
		labels := make([]string, len(choices))
		for i, c := range choices {
			labels[i] = c.label
		}
		pick := 0
		if err := r.Run(ctx, prompt.StepForm(stepTitle(st), labels, &pick)); err != nil {
			return err
		}
		c := choices[pick]
		if c.leave {
			fmt.Fprintf(w, "Battle %s is saved: ezd battle play -b %s goes on from here.\n", t.b.Name(), t.b.Name())
			return nil
		}
		if err := c.run(ctx); err != nil {
			if exitCode(err) == exitCancelled {
				return err
			}
			var refusal *combat.Refusal
			if errors.As(err, &refusal) || errors.Is(err, combat.ErrTie) {
				fmt.Fprintln(w, err)
				continue
			}
			return err
		}
	}
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
		return fmt.Sprintf("%s (%s), %s left:", t.Name, t.Ref, count(st.ActionsLeft, "action"))
	case o.Player != combat.NoPlayer:
		return fmt.Sprintf("%s to act, %s left this turn:", o.Player.Title(), count(st.ActivationsLeft(o.Player), "activation"))
	}
	return "What next?"
}

// player makes the steps of one play session.
type player struct {
	f    *Factory
	r    *prompt.Runner
	t    *table
	mode prompt.DiceMode // how the last dice were rolled, offered first next time
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
		label := fmt.Sprintf("Activate %s %s (%s, %s)", ref, t.Name, t.Class, count(t.Class.Stats().Actions, "action"))
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
				label += fmt.Sprintf(" (%s unused, lost)", count(st.ActionsLeft, "action"))
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
	writeAccount(p.f.IO.Out, p.t.b, len(events))
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
	title := fmt.Sprintf("Hits on %d of 36 (%s). Who rolls?", a.Hits(), percent(a.Probability()))
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
	for _, line := range undone {
		fmt.Fprintf(p.f.IO.Out, "Undone: %s\n", line)
	}
	return nil
}

func (p *player) showLog(context.Context) error {
	fmt.Fprintln(p.f.IO.Out)
	for _, line := range p.t.b.Log() {
		fmt.Fprintln(p.f.IO.Out, line)
	}
	return nil
}
