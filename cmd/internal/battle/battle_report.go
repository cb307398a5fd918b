package battle

import (
	"fmt"
	"io"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/combat"
)

// How the battle commands tell the players where they stand: the account of a step, what
// comes next, the odds before an attack, and the board.

// writeAccount tells the last n events of the battle's journal as the log does, one line
// each; wrapped to width columns when width is not 0.
func writeAccount(w io.Writer, b *combat.Battle, n, width int) {
	log := b.Log()
	for _, line := range log[len(log)-n:] {
		fmt.Fprintln(w, iostreams.Wrap(line, width, "  "))
	}
}

// writeUndone tells the log lines of the events an undo took back.
func writeUndone(w io.Writer, lines []string, width int) {
	for _, line := range lines {
		fmt.Fprintln(w, iostreams.Wrap("Undone: "+line, width, "  "))
	}
}

// accountWidth is the width the battle's reports are wrapped to: a terminal's, at most 80,
// or none when the output goes to a script or a pipe, which then gets one line per event
// and one per hint.
func accountWidth(f *cmdutil.Factory) int { return f.IO.TextWidth() }

// writeNext says what happens next: whose turn it is and what they may do, with the
// activations or actions left (R3, R4), wrapped to width columns when width is not 0.
func writeNext(w io.Writer, b *combat.Battle, width int) {
	for _, line := range nextLines(b.State()) {
		fmt.Fprintln(w, iostreams.Wrap(line, width, "  "))
	}
}

// lineWidth is the widest the play screen draws, even on a wider terminal.
const lineWidth = iostreams.MaxWidth

// nextLines are writeNext's sentences.
func nextLines(st combat.State) []string {
	o := st.Options()
	switch {
	case st.Over():
		return []string{fmt.Sprintf("The battle is over: %s won on turn %d.", st.Winner, st.Turn)}
	case o.Initiative:
		return []string{fmt.Sprintf("Next: roll initiative for turn %d.", st.Turn)}
	case !o.Tank.IsZero():
		t, _ := st.Tank(o.Tank)
		lines := []string{fmt.Sprintf("Next: %s (%s), %s left: %s.", t.Name, t.Ref, cmdutil.Plural(st.ActionsLeft, "action"), joinWords(append(o.Actions(), "done"), "or"))}
		if len(o.Targets) > 0 {
			lines = append(lines, "Targets: "+strings.Join(tankLabels(st, o.Targets), ", ")+".")
		}
		return lines
	case o.Player != combat.NoPlayer:
		other := o.Player.Other()
		return []string{
			fmt.Sprintf("Next: %s activates a tank or passes (activations left: %s %d, %s %d).",
				o.Player, o.Player, st.ActivationsLeft(o.Player), other, st.ActivationsLeft(other)),
			"Ready: " + strings.Join(tankLabels(st, o.Activate), ", ") + ".",
		}
	}
	return []string{"Next: nobody can act."}
}

// writeAim says which attack is about to be made, what to measure on the table and its
// odds, before any die is rolled (R7).
func writeAim(w io.Writer, st combat.State, target combat.Ref, a combat.Attack, width int) {
	at, _ := st.Tank(st.Active)
	tg, _ := st.Tank(target)
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s, %s) attacks ", at.Name, at.Ref, at.Class)
	if a.Defending {
		b.WriteString("the defending ")
	}
	fmt.Fprintf(&b, "%s (%s, %s)", tg.Name, tg.Ref, tg.Class)
	if a.Cover.Effect().AttackModifier != 0 {
		fmt.Fprintf(&b, " in %s", a.Cover)
	}
	fmt.Fprintln(w, iostreams.Wrap(b.String()+".", width, "  "))
	fmt.Fprintln(w, cmdutil.MeasureLine(a, st.Unit))
	fmt.Fprintf(w, "Modifiers: %s.\n", cmdutil.DescribeModifiers(a))
	fmt.Fprintf(w, "Odds: hits on %d of 36 (%s).\n", a.Hits(), cmdutil.Percent(a.Probability()))
}

// writeBoard shows the whole battle: the turn, who acts, and every tank of both sides.
func writeBoard(w io.Writer, st combat.State) {
	s := st.Status()
	switch {
	case st.Over():
		fmt.Fprintf(w, "Battle %s, turn %d: over, %s won.\n", s.Name, s.Turn, st.Winner)
	case s.ToAct != nil:
		fmt.Fprintf(w, "Battle %s, turn %d: %s to act.\n", s.Name, s.Turn, *s.ToAct)
	default:
		fmt.Fprintf(w, "Battle %s, turn %d: initiative to roll.\n", s.Name, s.Turn)
	}
	width := 0
	for _, side := range []combat.SideStatus{s.Sides.Red, s.Sides.Blue} {
		for _, t := range side.Tanks {
			width = max(width, len(t.Name))
		}
	}
	for _, p := range combat.Players() {
		side := s.Sides.Red
		if p == combat.Blue {
			side = s.Sides.Blue
		}
		fmt.Fprintf(w, "%s, %s: lost %d of %d points (breaks at %d), %s left\n", p.Title(), side.Army,
			side.Lost, side.Fielded, side.LossThreshold, cmdutil.Plural(side.ActivationsLeft, "activation"))
		for _, t := range side.Tanks {
			line := fmt.Sprintf("  %-7s %-*s  %-6s  %d/%d damage", t.Ref, width, t.Name, t.Class, t.Damage, t.Capacity)
			if note := tankNote(st, t); note != "" {
				line += "  " + note
			}
			fmt.Fprintln(w, line)
		}
	}
}

// tankNote says what is special about a tank now: destroyed, active, defending, activated.
func tankNote(st combat.State, t combat.TankStatus) string {
	if t.Destroyed {
		return "destroyed"
	}
	var notes []string
	if st.Active == t.Ref {
		notes = append(notes, fmt.Sprintf("active, %s left", cmdutil.Plural(st.ActionsLeft, "action")))
	} else if t.Activated {
		notes = append(notes, "activated")
	}
	if t.Defending {
		notes = append(notes, "defending")
	}
	return strings.Join(notes, ", ")
}

// tankLabels names tanks as players type them, with their names: "blue:2 Panzer II".
func tankLabels(st combat.State, refs []combat.Ref) []string {
	out := make([]string, len(refs))
	for i, r := range refs {
		t, _ := st.Tank(r)
		out[i] = fmt.Sprintf("%s %s", r, t.Name)
	}
	return out
}

// joinWords joins words as a sentence does: "a", "a or b", "a, b or c".
func joinWords(words []string, last string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + last + " " + words[len(words)-1]
}
