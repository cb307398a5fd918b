package battle

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/battles"
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

func runBattleBot(ctx context.Context, f *cmdutil.Factory, opts *battleOptions, bo *botOptions) error {
	var err error
	if bo.kinds, err = terrain.ParseList(bo.through); err != nil {
		return cmdutil.Usagef("--through: %v", err)
	}
	t, err := openBattle(f, opts.Battle)
	if err != nil {
		return err
	}
	defer t.Close()
	if err := refuseOver(t.Battle); err != nil {
		return err
	}
	if len(t.Battle.Bots()) == 0 {
		// Named once, whether or not -b named it: namePicked would name it again.
		return fmt.Errorf("ezd plays neither side of battle %s: start a battle with ezd battle new NAME --red ARMY --blue ARMY --bot blue", t.Battle.Name())
	}
	if err := botStep(ctx, f, opts, bo, t); err != nil {
		return namePicked(opts, t.Battle, err)
	}
	return nil
}

// botStep plays the bot's step on the open battle (battles.PlayBot), saves it and tells
// it.
func botStep(ctx context.Context, f *cmdutil.Factory, opts *battleOptions, bo *botOptions, t *table) error {
	move, err := battles.PlayBot(ctx, battles.CacheOf(f), t, battles.BotFacts{
		Sight: func(st combat.State, side combat.Player) (solo.Sight, error) {
			return botSight(ctx, f, st, side, bo)
		},
		Throw: func(rollOff bool) (combat.Throw, error) {
			if rollOff {
				return parseThrow(bo.dice, "red's die", "blue's die", "red's die and blue's, as 5,2")
			}
			return parseThrow(bo.dice, "attacker's die", "target's die", "the attacker's die and the target's, as 5,3")
		},
		Through: bo.kinds,
	})
	if err != nil {
		return err
	}
	if bo.asJSON {
		if move.RollOff {
			log := t.Battle.Log()
			return cmdutil.WriteJSON(f.IO.Out, battles.BotJSON{Step: "initiative", Reason: log[len(log)-1]})
		}
		return cmdutil.WriteJSON(f.IO.Out, battles.NewBotJSON(move.Step))
	}
	width := accountWidth(f)
	if opts.Battle == "" {
		fmt.Fprintf(f.IO.Out, "Battle %s:\n", t.Battle.Name())
	}
	if !move.RollOff {
		writeBotStep(f.IO.Out, t.Battle.State(), move.Bot, move.Step, width)
	}
	writeAccount(f.IO.Out, t.Battle, len(move.Events), width)
	writeNext(f.IO.Out, t.Battle, width)
	return nil
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
	} else if g.Sees, err = battles.ParseTanks(st, bo.sees); err != nil {
		return g, fmt.Errorf("--sees: %w; nothing was recorded", err)
	}
	if g.Cover, err = battles.ParseTanks(st, bo.cover); err != nil {
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
