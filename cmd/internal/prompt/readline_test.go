package prompt

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

// ReadLine takes one line and not a byte more, so the next reader gets the rest.
func TestReadLineTakesOneLine(t *testing.T) {
	r := strings.NewReader("2\nrest\n")
	line, err := ReadLine(context.Background(), r)
	if line != "2" || err != nil {
		t.Fatalf("got %q, %v; want \"2\", nil", line, err)
	}
	if rest, _ := io.ReadAll(r); string(rest) != "rest\n" {
		t.Errorf("left %q for the next reader, want \"rest\\n\"", rest)
	}
	line, err = ReadLine(context.Background(), strings.NewReader("half"))
	if line != "half" || !errors.Is(err, io.EOF) {
		t.Errorf("at the end of the input: got %q, %v; want \"half\", io.EOF", line, err)
	}
}

// An interrupt ends the wait at once, even while nothing is typed.
func TestReadLineInterrupted(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := ReadLine(ctx, pr); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want the context's error", err)
	}
}
