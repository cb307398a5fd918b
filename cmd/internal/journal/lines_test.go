package journal

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/combat"
)

// Lines returns the journal's kept lines, oldest first, as the file holds them now: what
// a fold handed each line would have been given. The tests look at it; ezd reads a battle
// once, through Open's fold.
func (j *Journal) Lines() [][]byte {
	_, lines, err := readLines(j.Reader(), j.name)
	if err != nil {
		panic(err)
	}
	return lines
}

// readLines is read with a fold that keeps every line.
func readLines(r io.Reader, name string) (contents, [][]byte, error) {
	var lines [][]byte
	c, err := read(r, name, func(_ int, line []byte) error {
		lines = append(lines, bytes.Clone(line))
		return nil
	})
	return c, lines, err
}

// TestReadNumbersTheLinesAsTheFileDoes: the line numbers handed to fold count blank lines,
// so that an error names the line an editor shows.
func TestReadNumbersTheLinesAsTheFileDoes(t *testing.T) {
	var got []int
	_, err := read(bytes.NewReader([]byte("a\n\n \nb\nc\n\n\n{}")), "n", func(n int, _ []byte) error {
		got = append(got, n)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 4, 5, 8}; !slices.Equal(got, want) {
		t.Errorf("line numbers %v, want %v", got, want)
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// TestReadStopsAtTheFirstLineFoldRefuses: a journal whose good lines are followed by
// 32 MiB of lines that cannot follow them is read only up to the first of those, a few
// buffers at most, not to its end (docs/development.md, Hostile input: 64 MiB of junk
// after a valid battle took 10 s and 300 MB to refuse).
func TestReadStopsAtTheFirstLineFoldRefuses(t *testing.T) {
	junk := strings.Repeat("{\"junk\":1}\n", (32<<20)/11)
	r := &countingReader{r: io.MultiReader(strings.NewReader("{\"n\":1}\n\n{\"n\":2}\n"), strings.NewReader(junk))}
	refused := errors.New("cannot follow")
	var folded []int
	_, err := read(r, "junk", func(n int, line []byte) error {
		if bytes.Contains(line, []byte("junk")) {
			return refused
		}
		folded = append(folded, n)
		return nil
	})
	if !errors.Is(err, refused) || !strings.Contains(err.Error(), "battle junk: cannot follow") {
		t.Fatalf("read = %v, want the fold's error, naming the battle", err)
	}
	if !slices.Equal(folded, []int{1, 3}) {
		t.Errorf("folded lines %v, want [1 3]", folded)
	}
	if r.n > 1<<20 {
		t.Errorf("read %d bytes before the refusal, want at most 1 MiB of the 32 MiB", r.n)
	}
}

// TestALineLongerThanAnyEventIsRefused: issue 33 item 2. A journal line holding a 60 MiB
// string took battle pass and undo 692 MB while status refused it at once: the step path
// now has status's limit (combat.MaxLine), and stops reading at it.
func TestALineLongerThanAnyEventIsRefused(t *testing.T) {
	long := `{"event":"` + strings.Repeat("a", combat.MaxLine+1) + `"}` + "\n"
	r := &countingReader{r: strings.NewReader("{\"n\":1}\n" + long + "{\"n\":3}\n")}
	var folded []int
	_, err := read(r, "long", func(n int, line []byte) error {
		folded = append(folded, n)
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "battle long: journal line 2: the line is longer than 16 MiB") {
		t.Fatalf("read = %v, want line 2 refused as longer than 16 MiB", err)
	}
	if !slices.Equal(folded, []int{1}) {
		t.Errorf("folded lines %v, want only line 1", folded)
	}
	if r.n > combat.MaxLine+1<<20 {
		t.Errorf("read %d MiB, want no more than the limit and a buffer", r.n>>20)
	}
}
