package cmdutil

import "fmt"

// Plural writes a count with its noun: "1 action", "3 actions".
func Plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
