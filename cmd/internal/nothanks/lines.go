package nothanks

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/nothanks"
)

// playLines is play in accessible mode (ACCESSIBLE=1, --accessible, TERM=dumb): the same
// screen model, driven a line at a time and told in plain lines, for screen readers. A
// line is what the screen's keys would be ("m", "s", "3", "b3 c4"), ended by Enter where
// the screen wants one; "board" prints the board, "q" leaves. Bots' turns are played at
// once and told.
func playLines(ctx context.Context, f *cmdutil.Factory, s *screen) error {
	out := f.IO.Out
	s.in, s.lines, s.auto = plainInk{}, true, true // the bots' turns are told as they come
	told, toldStart, toldOut := 0, false, false
	if s.m.game != nil { // a resumed game: its turns so far were told when they were played
		told = s.m.game.Turns()
	}
	tell := func() {
		if s.start != "" && !toldStart {
			fmt.Fprintf(out, "%s%s.\n", strings.ToUpper(s.start[:1]), s.start[1:])
			toldStart = true
		}
		for s.phase == phBot {
			s.Update(botTurn{turn: s.m.game.Turns()})
		}
		if s.m.game != nil {
			for ; told < s.m.game.Turns(); told++ {
				if s.out && !toldOut && told >= outTurn(s.m, s.m.game.Position()) {
					fmt.Fprintln(out, "You are out: the bots play on to the end.")
					toldOut = true
				}
				fmt.Fprintf(out, "Turn %s.\n", s.turnWords(told+1))
			}
		}
		if s.note != "" {
			fmt.Fprintf(out, "%s.\n", s.note)
		}
		if s.m.game == nil {
			fmt.Fprintf(out, "Roll a die for %s for the first turn and type it (1-6).\n", s.rollers[len(s.rolls)])
			return
		}
		if s.phase == phOver {
			printEnd(out, s.m.game.Position(), plainInk{})
			return
		}
		p := s.now()
		if s.phase == phChoose || s.phase == phShot {
			for i, sh := range p.Shots() {
				fmt.Fprintf(out, "Target %d: %v shoots %v, %d away, %d/6.\n", i+1, sh.Shooter, sh.Target, sh.Distance, sh.Sixths())
			}
		}
		fmt.Fprintln(out, s.prompt(p))
	}
	tell()
	for s.phase != phOver {
		line, err := prompt.ReadLine(ctx, f.IO.In)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
			return nil // the input ended: the game is kept
		}
		line = strings.TrimSpace(line)
		switch line {
		case "q", "quit":
			if s.askLeave() {
				if !s.asking {
					fmt.Fprintf(out, "%s.\n", s.note)
					continue
				}
				fmt.Fprintf(out, "%s.\n", s.leaveQuestion())
				answer, _ := prompt.ReadLine(ctx, f.IO.In)
				if ctx.Err() != nil {
					return ctx.Err()
				}
				if answer = strings.TrimSpace(answer); answer == "" || !s.answerLeave(answer[:1]) {
					s.asking = false
					fmt.Fprintln(out, "You stay: the game goes on.")
					fmt.Fprintln(out, s.prompt(s.now()))
					continue
				}
			}
			if s.m.game == nil {
				fmt.Fprintln(out, "Left before the first turn.")
				return nil
			}
			fmt.Fprintf(out, "Left after %s.\n", cmdutil.Plural(s.m.game.Turns(), "turn"))
			return nil
		case "board":
			if s.m.game != nil {
				for _, l := range drawBoard(s.now(), plainInk{}, nil) {
					fmt.Fprintln(out, l)
				}
			}
			continue
		}
		s.note = ""
		enter := s.phase == phShot || s.phase == phSteps
		for _, r := range line {
			if s.err != nil || s.phase == phOver {
				break
			}
			s.note = ""
			s.key(string(r))
		}
		if enter && s.err == nil {
			s.key("enter")
		}
		if s.err != nil {
			return s.err
		}
		tell()
	}
	return nil
}

// turnWords says turn i of the game in a sentence, with what was rolled: "3: red chose
// MOVE and rolled 2: B3 B4, B4 B5".
func (s *screen) turnWords(i int) string {
	ps := s.m.game.Positions()
	t := s.m.game.Turn(i)
	words := describeTurn(ps[i-1], t)
	if t.Choice == nothanks.Move && len(t.Steps) > 0 {
		words = strings.Replace(words, fmt.Sprintf("%s moved %d:", t.Player, t.Roll), fmt.Sprintf("%s chose MOVE and rolled %d, and moved:", t.Player, t.Roll), 1)
	}
	return fmt.Sprintf("%d: %s", i, words)
}

// linePrompt is the prompt of accessible mode: a sentence of what to type, with no arrow
// keys and nothing that a screen reader would spell out.
func (s *screen) linePrompt(p nothanks.Position) string {
	c := p.Next()
	switch s.phase {
	case phChoose:
		return fmt.Sprintf("%s to play: type m to MOVE (green die) or s to SHOOT (red die); q leaves.", c)
	case phShot:
		return "Type the target's number, or its squares as C5 C9."
	case phDie:
		die := "green"
		if s.choice == nothanks.Shoot {
			die = "red"
		}
		return fmt.Sprintf("Roll the %s die for %s and type it (1-6).", die, c)
	case phSteps:
		first := ""
		if len(s.steps) == 0 {
			first = fmt.Sprintf("%s rolled %d. ", c, s.roll)
		}
		return fmt.Sprintf("%sStep %d of %d: type the tank's square and the square it steps to, as B3 C4; u undoes the last step.", first, len(s.steps)+1, s.roll)
	case phOver:
		return "The game is over."
	}
	return ""
}
