package solo

// CardSection is one part of the paper bot's card: a heading and its rules, in the order a
// person applies them.
type CardSection struct {
	Title string
	Rules []string
}

// Card returns the paper bot for a stance: its rules in words a person can follow at the
// table without a screen (`ezd print bot`). The screen bot weighs exact win chances; the
// card puts the same priorities as rules of thumb, measured from the steady bot's own
// choices in bot-versus-bot battles of the samples (small tanks defend first about two
// times in three, medium tanks about one in three, heavy tanks hardly ever; it attacks
// the target with the least damage left about four times in five; it never passes).
// "Ahead", a win chance above one half on the screen, is on paper: the enemy has lost
// more points than the bot's side.
func Card(st Stance) []CardSection {
	out := []CardSection{{
		Title: "How to play it",
		Rules: []string{
			"Play the bot's side by these rules: in each list the first rule that fits decides. Roll a die to break a tie.",
			"Initiative, dice, measuring, cover and every other rule are as for a player. Roll the bot's dice for it.",
			"The bot only attacks tanks its tank can see within range; you measure for it, honestly.",
		},
	}}
	activate := CardSection{Title: "Which tank activates"}
	target := CardSection{Title: "Target priority", Rules: []string{
		"1. A target it can destroy with the actions it has left: least damage left first.",
		"2. Otherwise the target with the least damage left.",
		"3. Among those: not defending before defending, in the open before light cover, then the most points (heavy, medium, small).",
	}}
	defend := CardSection{Title: "When to defend (first action only)"}
	move := CardSection{Title: "How to move", Rules: []string{
		"Nothing in sight: move the full move toward the enemy tank it would attack first (target priority), ending in light cover if it can; then attack if a target is in sight, or move on.",
		"Never move out of sight of a target it can attack: attack instead.",
	}}
	switch st {
	case Aggressive:
		activate.Rules = []string{
			"1. The tank with the most actions: small, then medium, then heavy.",
			"2. Among those, the one that sees a target it can destroy.",
			"It never passes while it may activate a tank.",
		}
		target.Rules = append([]string{"Focus fire: always the target in sight with the least damage left."}, target.Rules[2:]...)
		defend.Rules = []string{
			"Only when it is losing badly (it has lost more points than the enemy, and at least 3 more) and the tank sees no target it can destroy.",
			"Otherwise never: every action attacks or moves.",
		}
	case Cautious:
		activate.Rules = []string{
			"While ahead (the enemy has lost more points than the bot): any tank but a heavy one; a heavy tank only when no other may activate.",
			"Otherwise as steady: the tank that sees a target it can destroy, then the one with the most actions.",
			"It never passes while it may activate a tank.",
		}
		defend.Rules = []string{
			"While ahead: every tank that is not heavy defends first, then attacks or moves.",
			"While ahead, a heavy tank is kept back: with a target in sight it attacks; with none it defends and does not move.",
			"Otherwise as steady.",
		}
	default:
		activate.Rules = []string{
			"1. The tank that sees a target it can destroy this activation.",
			"2. Otherwise the tank with the most actions that sees a target: small, then medium, then heavy.",
			"3. Otherwise the tank nearest the enemy. It never passes while it may activate a tank.",
		}
		defend.Rules = []string{
			"Small tank: defends first (+3), then attacks twice; it attacks three times only when a target in sight has 1 damage left and is not defending.",
			"Medium tank: defends first (+2) when no target in sight has 1 damage left; otherwise attacks twice.",
			"Heavy tank: attacks; it defends (+1) only when nothing is in sight and it cannot reach a target this move.",
		}
	}
	return append(out, activate, target, defend, move)
}
