package nothanks

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/nothanks"
	"github.com/ezd-game/ezd/nothanks/bot"
)

// Resuming a game left with q (issue 31, item 5): `ezd nothanks play --resume RECORD`
// goes on with the record's game, its seats, bots and dice as its table says, and saves on
// into the same file.

// resumeRefuses are play's flags that --resume takes from the record instead.
var resumeRefuses = []string{"seat", "players", "layout", "dice", "seed", "output", "force"}

// checkResumeFlags refuses a flag given with --resume that the record settles.
func checkResumeFlags(fl *pflag.FlagSet) error {
	for _, name := range resumeRefuses {
		if fl.Changed(name) {
			return cmdutil.Usagef("--%s: --resume goes on with the record's own seats, dice and file (leave --%s out)", name, name)
		}
	}
	return nil
}

// loadResume reads a record to go on with: one that reads and replays, has a table, a
// person's seat and bots ezd knows, and whose game is not over. Errors name the file.
func loadResume(path string) (*nothanks.Game, []seat, *nothanks.Table, error) {
	data, err := readSmall(path, "record")
	if err != nil {
		return nil, nil, nil, err
	}
	show := cmdutil.ShowPath(path)
	r, err := nothanks.ParseRecord(data)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %v", show, err)
	}
	g, err := nothanks.Replay(r)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %v", show, err)
	}
	replay := "ezd nothanks replay " + show
	p := g.Position()
	if w, over := p.Winner(); over {
		return nil, nil, nil, fmt.Errorf("%s: the game is over, %s won after %s: there is nothing to resume (%s shows it)", show, w, cmdutil.Plural(g.Turns(), "turn"), replay)
	}
	if g.Turns() >= bot.DefaultMaxTurns {
		return nil, nil, nil, fmt.Errorf("%s: the game was stopped after %s, the most a game plays: there is nothing to resume (%s shows it)", show, cmdutil.Plural(g.Turns(), "turn"), replay)
	}
	t := r.Table
	if t == nil {
		return nil, nil, nil, fmt.Errorf("%s has no \"table\" saying who plays each seat and how the dice went (ezd nothanks play writes one; a tournament's record has none): it cannot be resumed (%s shows it)", show, replay)
	}
	seats := make([]seat, len(t.Seats))
	person := false
	for c, name := range t.Seats {
		switch {
		case name == "person":
			seats[c], person = seat{person: true}, true
		case bot.IsBuiltIn(name):
			seats[c] = seat{bot: name}
		default:
			return nil, nil, nil, fmt.Errorf("%s: %s's seat is %s, which is no bot of this ezd (want person or %s)", show, nothanks.Colour(c), cmdutil.Quoted(name), strings.Join(bot.Names(), ", "))
		}
	}
	if !person {
		return nil, nil, nil, fmt.Errorf("%s: every seat is a bot's (a demo's record): there is no one to resume for (%s shows it)", show, replay)
	}
	return g, seats, t, nil
}

// runResume goes on with the game of the record at path on this terminal, where it was
// left: the turns so far above the board, the dice rolling on from where they stopped.
func runResume(ctx context.Context, f *cmdutil.Factory, path string) error {
	m, err := resumeMatch(path)
	if err != nil {
		return err
	}
	if !f.IO.Interactive() {
		return cmdutil.Usagef("--resume needs a terminal: a person's seat is played at the keyboard")
	}
	s := newScreen(m, inkFor(f), 0)
	s.resumed(cmdutil.ShowPath(path))
	return runScreen(ctx, f, s)
}

// resumeMatch is the match of the record at path as it was left: its seats and bots (the
// bots made again from the seed), ezd's dice rolled on past the dice already used, and the
// record saved on into the same file.
func resumeMatch(path string) (*match, error) {
	g, seats, t, err := loadResume(path)
	if err != nil {
		return nil, err
	}
	var roll bot.Dice
	if t.Dice == "roll" {
		roll = bot.NewDice(t.Seed)
		for range t.Rolled {
			roll()
		}
	}
	m := newMatch(g, seats, t.Seed, roll, path)
	m.rolled, m.saved = t.Rolled, true
	return m, nil
}

// resumed puts the turns played before into the story, then says the game goes on.
func (s *screen) resumed(path string) {
	g := s.m.game
	ps := g.Positions()
	for i := 1; i <= g.Turns(); i++ {
		s.log = append(s.log, fmt.Sprintf("%d: %s", i, describeTurn(ps[i-1], g.Turn(i))))
	}
	// Accessible mode tells this line first, and the turns after it.
	s.start = fmt.Sprintf("resumed from %s after %s; %s is next", path, cmdutil.Plural(g.Turns(), "turn"), g.Position().Next())
	s.log = append(s.log, s.start)
}
