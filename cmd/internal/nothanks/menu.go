package nothanks

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/nothanks"
)

// The modes the menu offers, in order: their numbers do not change.
const (
	modeBot = iota
	modeResume
	modeDemo
)

var menuModes = []string{
	modeBot:    "Play the expecti bot",
	modeResume: "Resume a game left unfinished",
	modeDemo:   "Watch bots (a demo)",
}

// maxResumable is how many of the newest games left unfinished the menu offers.
const maxResumable = 9

// MenuPlay is the main menu's "Tanks, but no thanks!": play the expecti bot, resume a game
// left with q (issue 31, item 5: the games left in the data folder, newest first), or
// watch a demo; each runs as `ezd nothanks play`, `play --resume` or `demo` does.
func MenuPlay(ctx context.Context, f *cmdutil.Factory, r *prompt.Runner) error {
	mode := 0
	if err := r.Run(ctx, prompt.StepForm("Tanks, but no thanks!: what will you do?", menuModes, &mode)); err != nil {
		return err
	}
	opts := &playOptions{Players: 2, Dice: "roll"}
	switch mode {
	case modeResume:
		paths, labels, err := resumable(f)
		if err != nil {
			return err
		}
		pick := 0
		if err := r.Run(ctx, prompt.StepForm("Which game?", labels, &pick)); err != nil {
			return err
		}
		return runResume(ctx, f, paths[pick])
	case modeDemo:
		opts.Speed = 400
	}
	return runPlay(ctx, f, opts, false, mode == modeDemo)
}

// resumable lists the newest games in the data folder that --resume takes, with a label
// each: "game-20261203-211200.json: after 12 turns, red (person) against expecti".
func resumable(f *cmdutil.Factory) (paths, labels []string, err error) {
	dir, err := f.DataDir("nothanks")
	if err != nil {
		return nil, nil, errors.New("cannot find the data folder: set HOME or XDG_DATA_HOME, or run ezd nothanks play --resume FILE")
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "game-") && strings.HasSuffix(e.Name(), ".json") && e.Type().IsRegular() {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	slices.Reverse(names) // the names are the times the games began
	for _, n := range names {
		if len(paths) == maxResumable {
			break
		}
		path := filepath.Join(dir, n)
		m, err := resumeMatch(path)
		if err != nil {
			continue
		}
		var seats []string
		for c, s := range m.seats {
			seats = append(seats, fmt.Sprintf("%s (%s)", nothanks.Colour(c), s))
		}
		paths = append(paths, path)
		labels = append(labels, fmt.Sprintf("%s: after %s, %s", cmdutil.Show(n), cmdutil.Plural(m.game.Turns(), "turn"), strings.Join(seats, " against ")))
	}
	if len(paths) == 0 {
		return nil, nil, fmt.Errorf("no game left unfinished in %s (a game left with q is kept there)", cmdutil.ShowPath(dir))
	}
	return paths, labels, nil
}
