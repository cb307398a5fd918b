// Package view draws the pages of `ezd serve` (issue 28, docs/serve.md): the table link's
// page, a side's page (red, blue) and the watch page of an Ein, Zwei, Drei battle, for the
// players' phones. It is pure rendering: it takes plain values (combat.State, the log's
// lines, the win chance and hints the server computed) and writes HTML to an io.Writer.
// It holds no handler, reads no file and keeps no state; the templates are embedded and
// parsed the first time a page is drawn (nothing at init: ezd's start-up must not grow).
//
// The server calls:
//
//	Static() fs.FS                       the style sheet, the script and the icons, served under /static/
//	Table(w, TablePage) error            the table link's page: the battles, a new battle, links and QR codes
//	Battle(w, BattlePage) error          a side's page or the watch page, whole
//	Board(w, BattlePage) error           the live part of that page alone (what the script swaps in)
//	Armies(w, ArmiesPage) error          the armies of the table (issue 29), a new army, an import
//	Builder(w, BuilderPage) error        the army builder, its problems at their fields
//	Army(w, ArmyPage) error              an army: its roster, share link and QR code
//	Import(w, ImportPage) error          a shared army read, with "Save this army"
//	Matchup(w, MatchupPage) error        who wins: a pair, or one army against every 10-point army
//	Print(w, PrintPage) error            an army's printouts as links, with ezd print's options
//	QR(w, text) error                    a QR code as a PNG, for the <img> of a link
//	StepBody(form url.Values) ([]byte, error)
//	                                     a step form as the JSON body of POST LINK/steps
//
// # The addresses the pages use
//
// A page's Link is its path without a final slash ("/b/SECRET"). The pages expect:
//
//	GET  LINK                the page (Battle); its query holds the page's own stages, passed
//	                         in untouched as BattlePage.Query: ?target=blue:2&cover=light
//	                         (an attack aimed, its odds shown before the dice), ?undo=confirm
//	GET  LINK/board          the live part (Board), with the same query
//	GET  LINK/events         server-sent events: the script fetches LINK/board again on every
//	                         event, whatever its name, and when the stream (re)opens
//	POST LINK/steps          a step: the forms post application/x-www-form-urlencoded fields
//	                         (below); the script posts the same fields with the header
//	                         Accept: application/json and shows the answer's "lines" or
//	                         "error" next to the button pressed
//	POST LINK/hints          the battle's switch of the win chance and hints: hints=on|off
//	POST TABLE/battles       a new battle, multipart/form-data (below)
//
// Without the script a form's post is answered with a redirect (303) to LINK on success,
// or with the page again (BattlePage.Problem set) on a refusal.
//
// # The step forms
//
// Each form has a field step, one of the step words of the JSON API: initiative,
// activate, move, attack, defend, done, pass, undo, bot; and at, the number of journal
// lines the page showed (BattlePage.At), so that a step sent twice or from a stale page
// is refused. The other fields, and the JSON StepBody makes of them:
//
//	at=12                    "at": 12
//	dice=5&dice=3            "dice": [5, 3] (both empty: no dice, the server rolls fair dice)
//	tank=red:1               "tank": "red:1"
//	rough=1&light=2          "through": ["rough", "light", "light"] (counts of the pieces entered)
//	target=blue:2&cover=light "target": "blue:2", "cover": "light" (cover none or light)
//	sees=red:1&sees=red:3    "sees": ["red:1", "red:3"] (step bot: the tanks ezd's tank sees;
//	incover=red:3            "cover": ["red:3"]          of those, the ones in light cover)
//
// For step bot, sees is given (an empty value at least: "sees": [] says ezd's tank sees
// none) only when ezd's tank is active and the page asked; rough and light are the terrain
// it enters if its step is a move.
//
// # The new battle form (TABLE/battles)
//
//	name        the battle's name
//	red, blue   an army choice's Value (ArmyChoice), or "file" for the uploaded file
//	redfile, bluefile  an army file uploaded from the phone (YAML, as ezd army files)
//	bot         none, red or blue: the side ezd plays (solo)
//	units       cm or in (R10)
package view
