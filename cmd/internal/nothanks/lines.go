package nothanks

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// playLines is play in accessible mode (ACCESSIBLE=1, --accessible, TERM=dumb): the same
// screen model, driven a line at a time and told in plain lines, for screen readers. A
// line is what the screen's keys would be ("m", "s", "3", "b3 c4"), ended by Enter where
// the screen wants one; "board" prints the board, "q" leaves. Bots' turns are played at
// once and told.
func playLines(ctx context.Context, f *cmdutil.Factory, s *screen) error {
	out := f.IO.Out
	s.in = plainInk{}
	told := 0
	tell := func() {
		for s.phase == phBot {
			s.Update(botTurn{turn: s.m.game.Turns()})
		}
		if s.m.game != nil {
			for ; told < s.m.game.Turns(); told++ {
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

// turnWords says turn i of the game in words: "3: red moved 2: B3 B4, B4 B5".
func (s *screen) turnWords(i int) string {
	ps := s.m.game.Positions()
	return fmt.Sprintf("%d: %s", i, describeTurn(ps[i-1], s.m.game.Turn(i)))
}
