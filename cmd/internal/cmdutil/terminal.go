package cmdutil

import "github.com/ezd-game/ezd/internal/quote"

// Show returns outside text (a name from a file, a value of a flag, a player's name
// from a record or a bot) as it may be shown on a terminal: every control and format
// character, newline, bidi override and byte that is not UTF-8 written as an escape (\x1b,
// \u202e, \xff), and cut to quote.Max (60) characters with "…" (issue 33). Every message
// that echoes outside text shows it through Show, or ShowPath for a file's name.
func Show(s string) string { return quote.Text(s) }

// ShowPath is Show for a file's name (an -o path, $XDG_CACHE_HOME, an army file), cut only
// at quote.MaxPath characters so that the name still leads to the file.
func ShowPath(s string) string { return quote.Path(s) }

// Printable returns s with every control and invisible format character written as an
// escape (\x1b, \u202e), and every byte that is not UTF-8 (\xff), except newlines and
// tabs. Terminals act on those characters: ESC starts commands that can retitle the window
// or rewrite the screen, and a right-to-left override makes text read backwards. It is the
// last guard for a whole message, which may run to several lines: every error Execute
// prints passes through here (docs/development.md). The outside values in a message are
// shown with Show, which also cuts them short.
func Printable(s string) string { return quote.Escape(s) }

// Quoted is Show in double quotes, for a value in a message: `unknown player "hum…"`.
func Quoted(s string) string { return `"` + Show(s) + `"` }
