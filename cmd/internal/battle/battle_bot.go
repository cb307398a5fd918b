package battle

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// botOptions are the flags of `ezd battle bot`: the table facts and the dice.
// botOptions are battle bot's flags, as given and as read: seesGiven says --sees was
// given (none is an answer, and so is ""), kinds are the terrain of --through.
type botOptions struct {
	sees, cover, dice, through string
	asJSON, seesGiven          bool
	kinds                      []terrain.Kind
}

func newBattleBotCmd(f *cmdutil.Factory, opts *battleOptions) *cobra.Command {
	bo := &botOptions{}
	cmd := &cobra.Command{
		Use:   "bot",
		Short: "ezd plays its side's next step (solo play)",
		Long: `ezd plays the next step of a side it plays in this battle (battle new --bot): which
tank activates, whether it defends, which target it attacks, or how to move it on the
table when nothing is in sight. It judges steps by the stand-up fight (every tank in
range, no cover) and by what you tell it about the table: --sees, the enemy tanks the
active tank can see within its range (or none, or all), and --cover, those of them in
light cover.

Without --sees, on a terminal it asks; choosing a tank to activate needs no facts. When
the turn's roll-off is due, bot rolls it (--dice RED,BLUE for dice rolled on the table).
An attack rolls the battle's fair dice unless --dice gives the attacker's and the
target's. A move is recorded through the terrain --through names. Undo takes a bot's
step back like any other.`,
		Example: `  ezd battle bot
  ezd battle bot --sees red:1,red:3 --cover red:3
  ezd battle bot --sees none --through light
  ezd battle bot --sees red:2 --dice 5,3 --json`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			bo.seesGiven = cmd.Flags().Changed("sees")
			return runBattleBot(cmd.Context(), f, opts, bo)
		},
	}
	cmd.Flags().StringVar(&bo.sees, "sees", "", "enemy tanks the active tank sees within range: red:1,red:3, none, or all")
	cmd.Flags().StringVar(&bo.cover, "cover", "", "of those, the tanks in light cover: red:3")
	cmd.Flags().StringVar(&bo.dice, "dice", "", "dice rolled on the table: attacker's,target's (or red's,blue's for initiative)")
	cmdutil.RefuseEmpty(cmd.Flags(), "dice", cmdutil.EmptyDice)
	cmd.Flags().StringVar(&bo.through, "through", "", "terrain pieces a move entered, in order: rough, light")
	cmd.Flags().BoolVar(&bo.asJSON, "json", false, "print the step as JSON")
	return cmd
}

// botJSON is `battle bot --json`. Its keys are part of the contract: step as `battle hint`
// writes it, the tank that acts, the target attacked or moved toward, the reason, and the
// bot's side's win chance after the step in the stand-up fight.
type botJSON struct {
	Step      string      `json:"step"`
	Tank      *combat.Ref `json:"tank"`
	Target    *combat.Ref `json:"target"`
	Reason    string      `json:"reason"`
	WinChance *float64    `json:"winChance"`
}

func runBattleBot(ctx context.Context, f *cmdutil.Factory, opts *battleOptions, bo *botOptions) error {
	var err error
	if bo.kinds, err = terrain.ParseList(bo.through); err != nil {
		return cmdutil.Usagef("--through: %v", err)
	}
	t, err := openBattle(f, opts.Battle)
	if err != nil {
		return err
	}
	defer t.close()
	if err := refuseOver(t.b); err != nil {
		return err
	}
	if len(t.b.Bots()) == 0 {
		// Named once, whether or not -b named it: namePicked would name it again.
		return fmt.Errorf("ezd plays neither side of battle %s: start a battle with ezd battle new NAME --red ARMY --blue ARMY --bot blue", t.b.Name())
	}
	if err := botStep(ctx, f, opts, bo, t); err != nil {
		return namePicked(opts, t.b, err)
	}
	return nil
}

// botStep plays the bot's step on the open battle, saves it and tells it.
func botStep(ctx context.Context, f *cmdutil.Factory, opts *battleOptions, bo *botOptions, t *table) error {
	bots, err := battleBots(t.b)
	if err != nil {
		return err
	}
	st := t.b.State()
	if st.Options().Initiative {
		return botRollOff(f, opts, t, bo)
	}
	bot, ok := bots[st.ToAct()]
	if !ok {
		var plays []string
		for _, b := range bots {
			plays = append(plays, string(b.Side))
		}
		return fmt.Errorf("it is %s's turn, not the bot's (ezd plays %s): %s makes the next step with ezd battle activate, attack, pass and the other step commands; nothing was recorded",
			st.ToAct(), strings.Join(plays, " and "), st.ToAct())
	}
	sight, err := botSight(ctx, f, st, bot.Side, bo)
	if err != nil {
		return err
	}
	// The battle's solved table, kept in the cache as for hint and status, so that every
	// bot step after the first for these armies answers at once.
	var step solo.Step
	err = withSolver(ctx, f, st, func(s *analysis.Solver) (err error) {
		bot.Judge = solo.JudgeOf(s)
		step, err = bot.Next(st, sight)
		return err
	})
	if err != nil {
		return err
	}
	throw, err := parseThrow(bo.dice, "attacker's die", "target's die", "the attacker's die and the target's, as 5,3")
	if err != nil {
		return err
	}
	events, err := solo.Take(t.b, step, throw, bo.kinds)
	if err != nil {
		return fmt.Errorf("%w; nothing was recorded", err)
	}
	if err := t.save(events); err != nil {
		return err
	}
	if bo.asJSON {
		return cmdutil.WriteJSON(f.IO.Out, stepJSON(step))
	}
	width := accountWidth(f)
	if opts.Battle == "" {
		fmt.Fprintf(f.IO.Out, "Battle %s:\n", t.b.Name())
	}
	writeBotStep(f.IO.Out, st, bot, step, width)
	writeAccount(f.IO.Out, t.b, len(events), width)
	writeNext(f.IO.Out, t.b, width)
	return nil
}

// battleBots reads the sides ezd plays from the battle's start, with their stances.
func battleBots(b *combat.Battle) (map[combat.Player]solo.Bot, error) {
	out := map[combat.Player]solo.Bot{}
	for _, bot := range b.Bots() {
		st, err := solo.ParseStance(bot.Stance)
		if err != nil {
			return nil, fmt.Errorf("battle %s: the %s bot: %w", b.Name(), bot.Player, err)
		}
		out[bot.Player] = solo.Bot{Side: bot.Player, Stance: st}
	}
	return out, nil
}

// botRollOff rolls the turn's initiative for a battle with a bot in it (R3).
func botRollOff(f *cmdutil.Factory, opts *battleOptions, t *table, bo *botOptions) error {
	throw, err := parseThrow(bo.dice, "red's die", "blue's die", "red's die and blue's, as 5,2")
	if err != nil {
		return err
	}
	events, err := t.b.Initiative(throw)
	if err != nil {
		return fmt.Errorf("%w; nothing was recorded", err)
	}
	if err := t.save(events); err != nil {
		return err
	}
	log := t.b.Log()
	if bo.asJSON {
		return cmdutil.WriteJSON(f.IO.Out, botJSON{Step: "initiative", Reason: log[len(log)-1]})
	}
	if opts.Battle == "" {
		fmt.Fprintf(f.IO.Out, "Battle %s:\n", t.b.Name())
	}
	writeAccount(f.IO.Out, t.b, len(events), accountWidth(f))
	writeNext(f.IO.Out, t.b, accountWidth(f))
	return nil
}

func stepJSON(step solo.Step) botJSON {
	out := botJSON{Step: step.String(), Reason: step.Reason, WinChance: &step.WinChance}
	if !step.Tank.IsZero() {
		out.Tank = &step.Tank
	}
	if !step.Target.IsZero() {
		out.Target = &step.Target
	}
	return out
}

// writeBotStep announces the bot's step and why, and for a move what to do on the table.
func writeBotStep(w io.Writer, st combat.State, bot solo.Bot, step solo.Step, width int) {
	line := fmt.Sprintf("%s (ezd, %s): %s. %s.", bot.Side.Title(), bot.Stance, step, capitalise(step.Reason))
	fmt.Fprintln(w, iostreams.Wrap(line, width, "  "))
	if step.Say != "" {
		fmt.Fprintln(w, iostreams.Wrap(step.Say, width, "  "))
	}
}

// botSight is what the active tank sees: from --sees and --cover, or asked on a terminal.
// Choosing a tank to activate needs no facts, so then nothing is asked.
func botSight(ctx context.Context, f *cmdutil.Factory, st combat.State, side combat.Player, bo *botOptions) (solo.Sight, error) {
	var g solo.Sight
	if !bo.seesGiven {
		if bo.cover != "" {
			return g, cmdutil.Usagef("--cover names tanks in light cover among those --sees names: give --sees too")
		}
		if st.Active.IsZero() {
			return g, nil
		}
		if !f.IO.Interactive() {
			return g, cmdutil.Usagef("--sees is required when not running interactively: name the enemy tanks %s can see within range, as --sees %s:1, or --sees none", activeName(st), side.Other())
		}
		return askSight(ctx, f, st, side)
	}
	var err error
	if strings.EqualFold(strings.TrimSpace(bo.sees), "all") {
		// Every enemy tank in sight: the stand-up fight (A1), for demos and bot duels.
		g.Sees = solo.Everything(st, side).Sees
	} else if g.Sees, err = parseTanks(st, bo.sees); err != nil {
		return g, fmt.Errorf("--sees: %w; nothing was recorded", err)
	}
	if g.Cover, err = parseTanks(st, bo.cover); err != nil {
		return g, fmt.Errorf("--cover: %w; nothing was recorded", err)
	}
	if err := g.Check(st, side); err != nil {
		flag := "--sees"
		if se, ok := err.(*solo.SightError); ok && se.Cover {
			flag = "--cover"
		}
		return g, fmt.Errorf("%s: %w; nothing was recorded", flag, err)
	}
	return g, nil
}

// parseTanks reads a list of tanks, "red:1,red:3" or by name; "none" or "" is no tank.
func parseTanks(st combat.State, list string) ([]combat.Ref, error) {
	list = strings.TrimSpace(list)
	if list == "" || strings.EqualFold(list, "none") {
		return nil, nil
	}
	var out []combat.Ref
	for _, item := range strings.Split(list, ",") {
		r, err := st.Resolve(item)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// askSight asks which enemy tanks the active tank sees within its range, then, for each
// one it sees, whether it is in light cover.
func askSight(ctx context.Context, f *cmdutil.Factory, st combat.State, side combat.Player) (solo.Sight, error) {
	var g solo.Sight
	r := prompt.NewRunner(f.IO)
	tank, _ := st.Tank(st.Active)
	enemies := solo.Everything(st, side).Sees
	labels := tankLabels(st, enemies)
	labels = append(labels, "none")
	title := fmt.Sprintf("Which of %s's tanks can %s see within %s?", side.Other(), tank.Name, st.Unit.Format(tank.Class.Stats().Range))
	var picks []int
	if err := r.Run(ctx, sightForm(title, labels, &picks)); err != nil {
		return g, err
	}
	for _, i := range picks {
		if i < len(enemies) {
			g.Sees = append(g.Sees, enemies[i])
		}
	}
	for _, e := range g.Sees {
		t, _ := st.Tank(e)
		light := false
		if err := r.Run(ctx, lightCoverForm(t.Name, &light)); err != nil {
			return g, err
		}
		if light {
			g.Cover = append(g.Cover, e)
		}
	}
	return g, nil
}

func activeName(st combat.State) string {
	t, _ := st.Tank(st.Active)
	return t.Name
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// parseBots reads --bot: a side, or a side and its stance, "blue" or "blue:cautious";
// the flag may name both sides.
func parseBots(flags []string) ([]combat.Bot, error) {
	var out []combat.Bot
	for _, flag := range flags {
		side, stance, _ := strings.Cut(flag, ":")
		p, err := combat.ParsePlayer(side)
		if err != nil {
			return nil, cmdutil.Usagef("--bot %s: %v; write --bot blue or --bot blue:cautious", flag, err)
		}
		st, err := solo.ParseStance(stance)
		if err != nil {
			return nil, cmdutil.Usagef("--bot %s: %v", flag, err)
		}
		for _, b := range out {
			if b.Player == p {
				return nil, cmdutil.Usagef("--bot names %s twice: one stance a side", p)
			}
		}
		out = append(out, combat.Bot{Player: p, Stance: st.String()})
	}
	return out, nil
}

// askBots asks who plays a battle started from the menu: people on both sides, or ezd on
// one side (solo play) or both, and in which stance; the menu's twin of --bot.
func askBots(ctx context.Context, r *prompt.Runner, nb *newBattle) error {
	who := 0
	if err := r.Run(ctx, prompt.StepForm("Who plays?", []string{
		"People play both sides",
		"ezd plays blue: you play red alone",
		"ezd plays red: you play blue alone",
		"ezd plays both sides: watch it play itself",
	}, &who)); err != nil {
		return err
	}
	sides := [][]string{nil, {"blue"}, {"red"}, {"red", "blue"}}[who]
	if len(sides) == 0 {
		return nil
	}
	pick := 0
	stances := solo.Stances()
	if err := r.Run(ctx, prompt.StepForm("How does ezd play?", []string{
		"Steady: the step with the best win chance the table allows",
		"Aggressive: attacks and focus fire; defends only when it loses otherwise",
		"Cautious: defends and keeps its heavy tanks back while it is ahead",
	}, &pick)); err != nil {
		return err
	}
	for _, side := range sides {
		nb.Bots = append(nb.Bots, side+":"+stances[pick].String())
	}
	return nil
}

// writeBots says which sides ezd plays in a new battle, and how to let it play.
func writeBots(w io.Writer, b *combat.Battle) {
	for _, bot := range b.Bots() {
		fmt.Fprintf(w, "ezd plays %s (%s): ezd battle play, or ezd battle bot on its turns.\n", bot.Player, bot.Stance)
	}
}
