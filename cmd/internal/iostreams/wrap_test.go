package iostreams

import (
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		width      int
		want       string
	}{
		{"piped: never wrapped", strings.Repeat("word ", 30), 0, strings.Repeat("word ", 30)},
		{"fits: kept, spaces and all", "  1  Char B1 bis  heavy", 80, "  1  Char B1 bis  heavy"},
		{"at word boundaries, the rest indented", "Ready: red:1 Char B1 bis, red:2 Renault R35.", 20,
			"Ready: red:1 Char B1\n  bis, red:2 Renault\n  R35."},
		{"a word longer than the line stays whole", "see supercalifragilistic now", 10,
			"see\n  supercalifragilistic\n  now"},
		{"each line on its own", "short\nanother line that is long", 12, "short\nanother line\n  that is\n  long"},
		{"colour codes take no columns", "\x1b[32mHIT\x1b[0m: 6 beats 5", 13, "\x1b[32mHIT\x1b[0m: 6 beats\n  5"},
		{"indented line keeps its indent", "    a b c d e f", 9, "    a b c\n  d e f"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Wrap(tc.text, tc.width, "  "); got != tc.want {
				t.Errorf("Wrap(%q, %d)\n got %q\nwant %q", tc.text, tc.width, got, tc.want)
			}
		})
	}
}

// Wrapping keeps every word, in order, and breaks a line only where it was too long.
func TestWrapKeepsWordsAndFits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		words := rapid.SliceOf(rapid.StringMatching(`[a-zé()]{1,12}`)).Draw(t, "words")
		width := rapid.IntRange(14, 80).Draw(t, "width")
		text := strings.Join(words, " ")
		got := Wrap(text, width, "  ")
		if strings.Join(strings.Fields(got), " ") != text {
			t.Fatalf("words changed: %q -> %q", text, got)
		}
		for _, line := range strings.Split(got, "\n") {
			if n := utf8.RuneCountInString(line); n > width && strings.Count(strings.TrimSpace(line), " ") > 0 {
				t.Fatalf("line of %d columns, over %d: %q", n, width, line)
			}
		}
	})
}

// Reports wrap to the terminal's width, at most 80, and never when the stream is a pipe.
func TestTextWidth(t *testing.T) {
	s, _, _ := Test("")
	for _, tc := range []struct {
		tty         bool
		width, want int
	}{{false, 120, 0}, {false, 0, 0}, {true, 0, 80}, {true, 120, 80}, {true, 60, 60}} {
		s.OutTTY, s.ErrTTY, s.Width = tc.tty, tc.tty, tc.width
		if got, gotErr := s.TextWidth(), s.ErrWidth(); got != tc.want || gotErr != tc.want {
			t.Errorf("tty %v width %d: TextWidth %d, ErrWidth %d, want %d", tc.tty, tc.width, got, gotErr, tc.want)
		}
	}
	s.OutTTY, s.ErrTTY = false, true
	long := strings.Repeat("x ", 50)
	if s.Wrap(long, "") != long || s.WrapErr(long, "") == long {
		t.Error("Wrap must follow Out and WrapErr ErrOut")
	}
}
