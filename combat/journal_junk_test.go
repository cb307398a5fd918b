package combat

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

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

// A journal whose valid battle is followed by junk (docs/development.md, Hostile input: 1.9 million passes,
// 64 MiB, took 10 s and 300 MB to refuse) is refused at the first event that cannot follow
// the battle so far, without reading the rest: here 32 MiB of passes, of which Read may
// take no more than a few scanner buffers.
func TestReadRefusesAtTheFirstEventThatCannotFollow(t *testing.T) {
	valid, err := Marshal(demo(t).Journal())
	if err != nil {
		t.Fatal(err)
	}
	pass := `{"event":"passed","player":"red"}` + "\n"
	junk := strings.Repeat(pass, (32<<20)/len(pass))
	r := &countingReader{r: io.MultiReader(bytes.NewReader(valid), strings.NewReader(junk))}
	_, err = Read(r, "demo")
	var je *JournalError
	if !errors.As(err, &je) {
		t.Fatalf("Read = %v, want a JournalError", err)
	}
	lines := bytes.Count(valid, []byte("\n"))
	if je.Line <= lines || je.Line > lines+3 {
		t.Errorf("refused at line %d, want one of the first passes after line %d: %v", je.Line, lines, err)
	}
	if limit := len(valid) + 1<<20; r.n > limit {
		t.Errorf("read %d bytes before refusing, want at most %d (the battle and a little of the junk)", r.n, limit)
	}
}
