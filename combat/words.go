package combat

import (
	"fmt"
	"strings"
)

// How the package writes lists and counts in messages and the log.

// orList joins words as a sentence does: "a", "a or b", "a, b or c".
func orList(words []string) string { return joinList(words, "or") }

// joinList joins words with commas and last before the last one.
func joinList(words []string, last string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + last + " " + words[len(words)-1]
}

// plural counts a word: "1 action", "2 actions".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// times counts repeats: "once", "twice", "3 times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}
