package tankwar

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tankwar"
	"github.com/ezd-game/ezd/tankwar/bot"
	"github.com/ezd-game/ezd/whole"
)

// player is who plays one side, as --p1, --p2 and tournament arguments name it: "human",
// a built-in bot ("bot:search", or just "search" in a tournament) or an outside program
// ("cmd:python3 mybot.py", run by the shell and spoken to by the line protocol).
type player struct {
	human   bool
	builtIn string // one of bot.Names()
	command string // the shell command of an outside bot
}

// parsePlayer reads a player spec; flag names the flag or argument in errors.
func parsePlayer(flag, spec string, humanAllowed bool) (player, error) {
	switch {
	case spec == "human" && humanAllowed:
		return player{human: true}, nil
	case strings.HasPrefix(spec, "cmd:"):
		c := strings.TrimSpace(strings.TrimPrefix(spec, "cmd:"))
		if c == "" {
			return player{}, fmt.Errorf(`%s: cmd: needs a command, e.g. cmd:"python3 mybot.py"`, flag)
		}
		return player{command: c}, nil
	}
	name := strings.TrimPrefix(spec, "bot:")
	if bot.IsBuiltIn(name) {
		return player{builtIn: name}, nil
	}
	want := `bot:NAME (random, greedy, search, minimax or deep) or cmd:"PROGRAM"`
	if humanAllowed {
		want = "human, " + want
	}
	return player{}, fmt.Errorf("%s: unknown player %s (want %s)", flag, cmdutil.Quoted(spec), want)
}

// String names the player in tables and on screen.
func (p player) String() string {
	switch {
	case p.human:
		return "human"
	case p.command != "":
		return "cmd:" + p.command
	}
	return p.builtIn
}

// newBot makes the player's bot for one game: built-in bots from the seed, outside bots
// as a fresh process. The caller closes outside bots (closeBot) when the game is over.
// An outside bot stops waiting for its answer when ctx ends.
func (p player) newBot(ctx context.Context, seed uint64, timeout time.Duration) (bot.Bot, error) {
	if p.command != "" {
		return startProcess(ctx, p.command, timeout)
	}
	return bot.New(p.builtIn, seed, time.Now)
}

// closeBot ends an outside bot's process; built-in bots need nothing.
func closeBot(b bot.Bot) {
	if pb, ok := b.(*processBot); ok {
		pb.Close()
	}
}

// parseStart reads --start1 and --start2: "X,Y,D" with x and y from 1 to 20, d 0 to 3.
func parseStart(flag, s string) (tankwar.Placement, error) {
	parts := strings.Split(s, ",")
	bad := fmt.Errorf("%s: %s is not X,Y,D (x and y from 1 to 20, d 0 up, 1 right, 2 down, 3 left), e.g. 5,5,2", flag, cmdutil.Quoted(s))
	if len(parts) != 3 {
		return tankwar.Placement{}, bad
	}
	var v [3]int
	for i, part := range parts {
		n, err := whole.Parse(part) // one way to write a number (docs/development.md, Hostile input)
		if err != nil || n > tankwar.Size {
			return tankwar.Placement{}, bad
		}
		v[i] = int(n)
	}
	if v[0] < 1 || v[0] > tankwar.Size || v[1] < 1 || v[1] > tankwar.Size || v[2] < 0 || v[2] > 3 {
		return tankwar.Placement{}, bad
	}
	return tankwar.Placement{Cell: tankwar.Cell{X: int8(v[0]), Y: int8(v[1])}, Dir: tankwar.Dir(v[2])}, nil
}

// startOf builds the start from the flags (T2): the starts given, or a fair mirrored pair
// drawn from the seed (tankwar.FairStart). Giving one start without the other is refused.
func startOf(life int, start1, start2 string, seed uint64) (tankwar.Start, error) {
	if life < 1 || life > tankwar.MaxLife {
		return tankwar.Start{}, fmt.Errorf("--life: %d is out of range (want 1 to %d)", life, tankwar.MaxLife)
	}
	if (start1 == "") != (start2 == "") {
		return tankwar.Start{}, fmt.Errorf("give both --start1 and --start2, or neither for a fair start from the seed")
	}
	if start1 == "" {
		return tankwar.FairStart(seed, life), nil
	}
	s := tankwar.Start{Life: life}
	var err error
	if s.Tanks[0], err = parseStart("--start1", start1); err != nil {
		return s, err
	}
	if s.Tanks[1], err = parseStart("--start2", start2); err != nil {
		return s, err
	}
	return s, s.Validate()
}
