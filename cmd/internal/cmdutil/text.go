package cmdutil

import "fmt"

// Plural writes a count with its noun: "1 action", "3 actions".
func Plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Shorten cuts s to n characters, the last an ellipsis when it was longer: a bot's name
// in a table column, a menu line that must fit the screen.
func Shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// ShortenLeft cuts s to its last n characters with "…" before them when it is longer: the
// end of a path names the file (the replay screens' "record:" line).
func ShortenLeft(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return "…" + string(r[len(r)-n+1:])
}
