package battles

import (
	"context"
	"fmt"
	"strings"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// Solo play without a screen (docs/solo.md): the bot's next step, from what the people at
// the table tell it about what it cannot see, as `battle bot` and `ezd serve` take it.

// BotJSON is `battle bot --json`. Its keys are part of the contract: step as `battle hint`
// writes it, the tank that acts, the target attacked or moved toward, the reason, and the
// bot's side's win chance after the step in the stand-up fight.
type BotJSON struct {
	Step      string      `json:"step"`
	Tank      *combat.Ref `json:"tank"`
	Target    *combat.Ref `json:"target"`
	Reason    string      `json:"reason"`
	WinChance *float64    `json:"winChance"`
}

// NewBotJSON returns the bot's step as `battle bot --json` prints it.
func NewBotJSON(step solo.Step) BotJSON {
	out := BotJSON{Step: step.String(), Reason: step.Reason, WinChance: &step.WinChance}
	if !step.Tank.IsZero() {
		out.Tank = &step.Tank
	}
	if !step.Target.IsZero() {
		out.Target = &step.Target
	}
	return out
}

// Bots reads the sides ezd plays from the battle's start, with their stances.
func Bots(b *combat.Battle) (map[combat.Player]solo.Bot, error) {
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

// ParseBots reads --bot: a side, or a side and its stance, "blue" or "blue:cautious";
// the flag may name both sides.
func ParseBots(flags []string) ([]combat.Bot, error) {
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

// BotFacts are what the bot is told about the table: what its active tank sees (nil
// sees nothing: choosing a tank to activate needs no facts), the dice rolled on the table (the roll-off's when
// rollOff, else the attack's; combat.FairDice for none), and the terrain a move entered.
type BotFacts struct {
	Sight   func(st combat.State, side combat.Player) (solo.Sight, error)
	Throw   func(rollOff bool) (combat.Throw, error)
	Through []terrain.Kind
}

// BotMove is a bot's step taken and saved: the roll-off (RollOff, no Bot or Step), or
// the bot's step; Events are the events saved.
type BotMove struct {
	RollOff bool
	Bot     solo.Bot
	Step    solo.Step
	Events  []combat.Event
}

// PlayBot takes the next step of a side ezd plays on the open battle and saves it: the
// turn's roll-off when it is due (R3), else the bot's step judged with the battle's
// solved table (kept in the cache as for hint and status). A step the rules refuse is an
// error saying that nothing was recorded.
func PlayBot(ctx context.Context, c Cache, t *Table, facts BotFacts) (BotMove, error) {
	bots, err := Bots(t.Battle)
	if err != nil {
		return BotMove{}, err
	}
	st := t.Battle.State()
	if st.Options().Initiative {
		throw, err := facts.Throw(true)
		if err != nil {
			return BotMove{}, err
		}
		events, err := t.Battle.Initiative(throw)
		if err != nil {
			return BotMove{}, fmt.Errorf("%w; nothing was recorded", err)
		}
		return BotMove{RollOff: true, Events: events}, t.Save(events)
	}
	bot, ok := bots[st.ToAct()]
	if !ok {
		var plays []string
		for _, b := range bots {
			plays = append(plays, string(b.Side))
		}
		return BotMove{}, fmt.Errorf("it is %s's turn, not the bot's (ezd plays %s): %s makes the next step with ezd battle activate, attack, pass and the other step commands; nothing was recorded",
			st.ToAct(), strings.Join(plays, " and "), st.ToAct())
	}
	var sight solo.Sight
	if facts.Sight != nil {
		if sight, err = facts.Sight(st, bot.Side); err != nil {
			return BotMove{}, err
		}
	}
	var step solo.Step
	err = c.WithSolver(ctx, st, func(s *analysis.Solver) (err error) {
		bot.Judge = solo.JudgeOf(s)
		step, err = bot.Next(st, sight)
		return err
	})
	if err != nil {
		return BotMove{}, err
	}
	throw, err := facts.Throw(false)
	if err != nil {
		return BotMove{}, err
	}
	events, err := solo.Take(t.Battle, step, throw, facts.Through)
	if err != nil {
		return BotMove{}, fmt.Errorf("%w; nothing was recorded", err)
	}
	return BotMove{Bot: bot, Step: step, Events: events}, t.Save(events)
}

// ParseTanks reads a list of tanks, "red:1,red:3" or by name; "none" or "" is no tank.
func ParseTanks(st combat.State, list string) ([]combat.Ref, error) {
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
