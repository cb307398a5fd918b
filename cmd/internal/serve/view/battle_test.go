package view

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

func TestBeforeInitiative(t *testing.T) {
	b := newBattle(t)
	red := render(t, pageOf(b, combat.Red, ""))
	has(t, red, "Turn 1: roll initiative", "You play red: France 1940", `name="step" value="initiative"`,
		"Roll initiative with ezd's dice", "Red's die", "Blue's die", "Record the roll-off",
		"Char B1 bis", "Panzer IV", "Lost <b>0</b> of 10 points; breaks at 5 (R8)", `href="/static/style.css"`)
	hasNot(t, red, "Undo the last step", "Win chance")
	watch := render(t, pageOf(b, combat.NoPlayer, ""))
	has(t, watch, "Watching: this page takes no step", "Waiting for the roll-off of turn 1.")
	hasNot(t, watch, `action="/b/SECRET/steps"`, "Show the win chance")
}

// R3: the winner of the roll-off activates first; the other side waits.
func TestR3ActivateOrPass(t *testing.T) {
	b := newBattle(t)
	must(t)(b.Initiative(combat.TableDice(5, 2)))
	red := render(t, pageOf(b, combat.Red, ""))
	has(t, red, "Turn 1: red to act", `name="tank" value="red:1"`, `<input type="hidden" name="at" value="2">`, "Activate Char B1 bis", "red:1, heavy, 1 action, 0 of 3 damage",
		`name="step" value="pass"`, "Red activates no more tanks this turn", "Undo the last step", "Turn 1. Red wins initiative: 5 against 2.")
	blue := render(t, pageOf(b, combat.Blue, ""))
	has(t, blue, "Waiting for Red to activate a tank or pass (2 activations left).")
	hasNot(t, blue, `value="activate"`)
	// Blue's own army comes first on blue's page.
	if strings.Index(blue, "Blue (you)") > strings.Index(blue, "Red: France 1940") {
		t.Errorf("blue's page does not show blue's army first")
	}
}

// R4-R7: the active tank's actions, each target with its odds in the open and in light cover.
func TestR7MidActivationOdds(t *testing.T) {
	b := newBattle(t)
	must(t)(b.Initiative(combat.TableDice(5, 2)))
	must(t)(b.Activate(ref(t, "red:1")))
	red := render(t, pageOf(b, combat.Red, ""))
	has(t, red, "Char B1 bis (red:1) is active: 1 action left", `value="defend"`, "+1 to its defence rolls until its next activation (R5)",
		"Move in the open", "up to 12 cm", "Rough ground (-2 cm a piece)", "Light cover (-4 cm a piece)",
		`name="target" value="blue:2"`, // heavy on medium: net +1 in the open, 0 in light cover
		"in the open <b>58.3%</b> <small>21 of 36</small>", "in light cover <b>41.7%</b> <small>15 of 36</small>",
		"Aim at Panzer 38(t) (blue:2)", `value="done"`, "end Char B1 bis's activation; 1 action unused (R4)", "class=\"tank heavy active\"")
}

// R7: an attack aimed shows the exact odds before the dice, as `ezd attack` does.
func TestR7AimShowsOddsBeforeDice(t *testing.T) {
	b := newBattle(t)
	must(t)(b.Initiative(combat.TableDice(5, 2)))
	must(t)(b.Activate(ref(t, "red:1")))
	red := render(t, pageOf(b, combat.Red, "target=blue:2&cover=light"))
	has(t, red, "Attack: the odds before the dice", "Char B1 bis (red:1, heavy) attacks Panzer 38(t) (blue:2, medium) in light cover.",
		"the target must be within 15 cm (heavy range) and in line of sight",
		"attacker heavy +1, attacker light cover -1 (net 0)", `<strong class="odds">41.7%</strong> (hits on 15 of 36)`,
		"A hit does 1 damage: Panzer 38(t) has 2 left.", "Roll ezd's dice", "Attacker's die", "Target's die", "Record the attack",
		`name="cover" value="light"`)
	refused := render(t, pageOf(b, combat.Red, "target=red:2&cover=none"))
	has(t, refused, "is red's own tank: attack an enemy tank (R7)")
	hasNot(t, refused, "Roll ezd's dice")
	hidden := render(t, pageOf(b, combat.Red, "target=blue:1&cover=heavy"))
	has(t, hidden, "hidden behind heavy cover")
}

// R7, R8: the result of an attack is in the last steps on every page, itemised.
func TestR7ResultOnEveryPage(t *testing.T) {
	b := newBattle(t)
	must(t)(b.Initiative(combat.TableDice(2, 5)))
	must(t)(b.Activate(ref(t, "blue:2")))
	must(t)(b.Attack(ref(t, "red:2"), terrain.Open, combat.TableDice(6, 1)))
	for _, side := range []combat.Player{combat.Red, combat.Blue, combat.NoPlayer} {
		page := render(t, pageOf(b, side, ""))
		has(t, page, "Panzer 38(t) attacks Renault R35: 6 against 1, hit, Renault R35 destroyed (red has lost 2 of 10 points).",
			"Lost <b>2</b> of 10 points", "tank small destroyed")
	}
	p := pageOf(b, combat.Blue, "")
	p.Step, p.Result = "attack", []string{"Panzer 38(t) attacks Renault R35: 6 against 1, hit."}
	has(t, render(t, p), `<div class="answer" aria-live="polite"><p>Panzer 38(t) attacks Renault R35: 6 against 1, hit.</p></div>`)
	p.Result, p.Problem = nil, "Renault R35 (red:2) has been destroyed already (R7)"
	has(t, render(t, p), `<p class="problem">Renault R35 (red:2) has been destroyed already (R7)</p>`)
}

// R8: a finished battle says who won and why, and still offers undo.
func TestR8FinishedBattle(t *testing.T) {
	b := newBattle(t)
	for i := 0; !b.State().Over() && i < 200; i++ {
		st := b.State()
		o := st.Options()
		switch {
		case o.Initiative:
			must(t)(b.Initiative(combat.TableDice(6, 1)))
		case len(o.Targets) > 0:
			must(t)(b.Attack(o.Targets[0], terrain.Open, combat.TableDice(6, 1)))
		case !o.Tank.IsZero():
			must(t)(b.Done())
		case len(o.Activate) > 0:
			must(t)(b.Activate(o.Activate[0]))
		default:
			must(t)(b.Pass())
		}
	}
	if !b.State().Over() {
		t.Fatal("the battle never ended")
	}
	red := render(t, pageOf(b, combat.Red, ""))
	has(t, red, "Red wins on turn", "blue has lost", "(R8). The battle is over.", "Undo the last step")
	hasNot(t, red, `value="activate"`, `value="attack"`)
	confirm := render(t, pageOf(b, combat.Blue, "undo=confirm"))
	has(t, confirm, "Undo this step?", `name="step" value="undo"`, "Yes, undo it", "No, keep it")
	watch := render(t, pageOf(b, combat.NoPlayer, "undo=confirm"))
	hasNot(t, watch, "Undo this step?", "Undo the last step")
}

// Every phone says who undid what.
func TestUndoneIsTold(t *testing.T) {
	b := newBattle(t)
	must(t)(b.Initiative(combat.TableDice(5, 2)))
	must(t)(b.Activate(ref(t, "red:1")))
	p := pageOf(b, combat.NoPlayer, "")
	p.Undone = &Undone{By: combat.Blue, Steps: []string{"Red activates Char B1 bis (1 action)."}}
	has(t, render(t, p), "Blue undid: Red activates Char B1 bis (1 action).", `data-news="Blue undid: Red activates Char B1 bis (1 action)."`)
}

// The win chance and the hints are shown only while the battle's switch is on.
func TestHintsSwitch(t *testing.T) {
	b := newBattle(t)
	must(t)(b.Initiative(combat.TableDice(5, 2)))
	p := pageOf(b, combat.Red, "")
	p.Chance = &Chance{Red: 0.56, Blue: 0.43, Draw: 0.01}
	p.Best = []Hint{{Step: "activate red:1", WinChance: 0.56, Reason: "the heavy tank first"}, {Step: "pass", WinChance: 0.40, Reason: "waiting"}}
	off := render(t, p)
	has(t, off, "Show the win chance and hints", `name="hints" value="on"`)
	hasNot(t, off, "Win chance: red 56%", "best</span>")
	p.Hints = true
	on := render(t, p)
	has(t, on, "Win chance and best steps", "Win chance: red 56%, blue 43%, draw 1%", `width="56.0%"`,
		"<b>56%</b> Activate red:1: the heavy tank first", "Hide the win chance and hints", `name="hints" value="off"`)
	if strings.Count(on, `<span class="best">best</span>`) != 1 {
		t.Errorf("the best step should be marked once")
	}
	p.Chance = nil
	has(t, render(t, p), "ezd is still working out the win chance.")
}

// Solo play: when ezd's side acts, the person's page asks what ezd cannot see.
func TestSoloQuestions(t *testing.T) {
	b := newBattle(t, combat.Bot{Player: combat.Blue, Stance: "steady"})
	must(t)(b.Initiative(combat.TableDice(1, 6)))
	red := render(t, pageOf(b, combat.Red, ""))
	has(t, red, "ezd's turn: blue (ezd, steady)", `name="step" value="bot"`, "Let ezd play its step", "ezd plays blue (steady)")
	hasNot(t, red, `name="sees"`)
	must(t)(b.Activate(ref(t, "blue:1")))
	p := pageOf(b, combat.Red, "")
	p.Said = []string{"Blue (ezd, steady): activate blue:1. Panzer IV shoots best."}
	red = render(t, p)
	has(t, red, "Which of red's tanks can Panzer IV see within 15 cm?", `name="sees" value="red:1"`, `name="incover" value="red:4"`,
		"<span class=\"sr\">Renault R35 </span>in sight", "<span class=\"sr\">Renault R35 </span>in light cover", "If ezd attacks: the dice rolled on the table", `name="rough"`,
		"Blue (ezd, steady): activate blue:1. Panzer IV shoots best.")
	watch := render(t, pageOf(b, combat.NoPlayer, ""))
	has(t, watch, "Waiting for Blue (ezd): Panzer IV (blue:1) is active, 1 action left.")
	hasNot(t, watch, `value="bot"`)
}

// soloPage is a solo battle's page at ezd's question: blue (ezd) has activated Panzer IV.
func soloPage(t testing.TB) BattlePage {
	b := newBattle(t, combat.Bot{Player: combat.Blue, Stance: "steady"})
	must(t)(b.Initiative(combat.TableDice(1, 6)))
	must(t)(b.Activate(ref(t, "blue:1")))
	return pageOf(b, combat.Red, "")
}
