package cmdutil

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/ezd-game/ezd/cmd/internal/prompt"
)

// Stepper is the part of a game's replay screen that knows no game: which moment of a
// record is shown, and the keys that move it (issue 31, item 6, shared by Tank War's and
// Tanks, but no thanks!'s replays). → l or space step forward, ← or h back, Home and End
// (or g and G) go to either end, p plays and pauses (a moment every Speed), q or Esc
// leaves and Ctrl-C cancels (Err is then ErrCancelled, exit 130). Moments run
// from 0 to Last; what each one shows is the game's.
type Stepper struct {
	At, Last int
	Playing  bool
	Speed    time.Duration
	// Plays counts the times play was started, so that a tick of an earlier one is
	// ignored.
	Plays int
	Done  bool
	Err   error
	// Width and Height are the terminal's, once it has said (0 before).
	Width, Height int
}

// Init starts nothing: a replay waits for a key. A replay screen that embeds Stepper has
// it as its own, and passes Update every message.
func (s *Stepper) Init() tea.Cmd { return nil }

// StepTick moves a playing Stepper on by one moment; Play is the Plays it was asked for.
type StepTick struct{ Play int }

// Update takes a key message (each key of one read in turn, none after the one that
// leaves), a StepTick or the terminal's size, and reports whether msg was one of those.
func (s *Stepper) Update(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.Width, s.Height = msg.Width, msg.Height
		return nil, true
	case tea.KeyMsg:
		var cmds []tea.Cmd
		for _, k := range prompt.Keys(msg) {
			if !s.Done {
				cmds = append(cmds, s.Key(k))
			}
		}
		return tea.Batch(cmds...), true
	case StepTick:
		if msg.Play != s.Plays || !s.Playing {
			return nil, true
		}
		s.At = min(s.At+1, s.Last)
		return s.next(), true
	}
	return nil, false
}

// next asks for the next tick while playing, and stops at the end.
func (s *Stepper) next() tea.Cmd {
	if s.At >= s.Last {
		s.Playing = false
		return nil
	}
	play := s.Plays
	return tea.Tick(s.Speed, func(time.Time) tea.Msg { return StepTick{Play: play} })
}

// Key applies one key.
func (s *Stepper) Key(k string) tea.Cmd {
	switch k {
	case "ctrl+c":
		s.Err, s.Done = ErrCancelled, true
		return tea.Quit
	case "q", "esc":
		s.Done = true
		return tea.Quit
	case "right", "l", " ":
		s.At = min(s.At+1, s.Last)
	case "left", "h":
		s.At = max(s.At-1, 0)
	case "home", "g":
		s.At = 0
	case "end", "G":
		s.At = s.Last
	case "p":
		if s.Playing {
			s.Playing = false
			return nil
		}
		if s.At >= s.Last { // played to the end: play again from the start
			s.At = 0
		}
		s.Playing = true
		s.Plays++
		return s.next()
	}
	return nil
}

// Help is the line of the keys: "→ l space: next · ← h: back · p plays · Home End · q
// leaves", p pauses while playing.
func (s *Stepper) Help() string {
	play := "p plays"
	if s.Playing {
		play = "p pauses"
	}
	return "→ l space: next · ← h: back · " + play + " · Home End · q leaves"
}
