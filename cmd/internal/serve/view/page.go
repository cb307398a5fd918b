package view

import (
	"net/url"

	"github.com/ezd-game/ezd/combat"
)

// BattlePage is what a side's page (red, blue) or the watch page shows: the battle as it
// stands and what the server knows beside it. The server fills it; the view decides
// nothing about the rules but asks the state (combat.State.Options, Aim).
type BattlePage struct {
	// Link is the page's own path without a final slash ("/b/SECRET"): the forms post to
	// Link+"/steps", the script listens on Link+"/events" and fetches Link+"/board".
	Link string
	// Side is the side the link plays; combat.NoPlayer for the watch link, which takes no
	// step.
	Side combat.Player
	// State is the battle now.
	State combat.State
	// Bots are the sides ezd plays itself (solo play: Battle.Bots), none when people play
	// both.
	Bots []combat.Bot
	// At is the number of lines of the battle's journal the page shows (len of
	// Battle.Journal): every step form sends it back as "at", so that a step sent twice, or
	// from a page the battle has moved on from, is refused instead of made again. 0 sends
	// none.
	At int
	// Log is the battle told from the start, one line per event (Battle.Log); the page
	// shows its last lines.
	Log []string
	// Undoable is the account of the step undo would take back (its log lines joined), ""
	// when there is none (Battle.CanUndo).
	Undoable string
	// Undone is the last undo, so every phone says who undid what; nil when the last
	// change was not an undo.
	Undone *Undone
	// Said are ezd's announcements of its last steps in a solo battle, with their reasons
	// and what to do on the table ("Blue (ezd, steady): attack red:2. ..."), oldest first.
	Said []string
	// Hints is the battle's switch of the win chance and the hints, off for a new battle;
	// both sides see the same. Chance and Best are shown only while it is on.
	Hints bool
	// Chance is the win chance in the stand-up fight (docs/analysis.md), nil when the
	// solver has no answer (yet).
	Chance *Chance
	// Best are the steps of the side to act with the win chance each leaves it, best first,
	// as `ezd battle hint` lists them.
	Best []Hint
	// Query is the page's query string as it came: the page's own stages (an attack aimed,
	// an undo to confirm). The view reads only what it knows and ignores the rest.
	Query url.Values
	// Step, Result and Problem answer a step this page just posted without the script: its
	// step word, the account of what it did (log lines) or the reason it was refused. The
	// page shows them next to that step's buttons.
	Step    string
	Result  []string
	Problem string
}

// Undone is an undo: who took back which steps.
type Undone struct {
	By    combat.Player
	Steps []string
}

// Chance is a battle's win chance: red's, blue's and a draw by the turn limit's.
type Chance struct {
	Red, Blue, Draw float64
}

// Hint is one step the side to act may take, as `ezd battle hint` writes it: the step
// ("activate red:2", "attack blue:1", "defend", "pass"), the win chance it leaves that
// side, and why.
type Hint struct {
	Step      string
	WinChance float64
	Reason    string
}

// TablePage is what the table link's page shows: the battles and how to start one.
type TablePage struct {
	// Link is the table link's path without a final slash: the new battle form posts to
	// Link+"/battles".
	Link string
	// Battles are the battles kept, the most recently played first (as `ezd battle list`).
	Battles []BattleEntry
	// Armies are the armies a new battle may choose from: the samples and the army files
	// of the armies folder. An army may also be uploaded.
	Armies []ArmyChoice
	// Name is the name the form suggests for a new battle.
	Name string
	// Problem is why the last new battle was refused, "" when it was not; Created names the
	// battle just started.
	Problem string
	Created string
}

// BattleEntry is one battle on the table page.
type BattleEntry struct {
	Name    string
	Summary combat.Summary
	// Bots are the sides ezd plays, none when people play both.
	Bots []combat.Bot
	// Links are the battle's links: red's, blue's and the watch link, in that order.
	Links []Link
}

// Link is one of a battle's links: for whom (red, blue or watch), its address in full
// (what the QR code holds) and the address of its QR code's PNG.
type Link struct {
	Role string
	URL  string
	QR   string
}

// ArmyChoice is an army the new battle form offers: the value the form posts
// ("sample:france-1940", a file's name) and what the player reads.
type ArmyChoice struct {
	Value string
	Label string
}
