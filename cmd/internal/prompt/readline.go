package prompt

import (
	"context"
	"io"
	"strings"
)

// ReadLine reads one line from r a byte at a time, so that nothing after it is taken from
// input that a later question or form reads, and returns it without its newline. At the end
// of the input it returns the line read so far and the reader's error (io.EOF). An interrupt
// (ctx done) returns at once with ctx's error: the read goes on in its goroutine, and ezd
// ends. The line-at-a-time screens (battle play and tankwar play in accessible mode) read
// their answers with it.
func ReadLine(ctx context.Context, r io.Reader) (string, error) {
	type answer struct {
		line string
		err  error
	}
	got := make(chan answer, 1)
	go func() {
		var b strings.Builder
		one := make([]byte, 1)
		for {
			n, err := r.Read(one)
			if n == 1 && one[0] == '\n' {
				got <- answer{line: b.String()}
				return
			}
			if n == 1 {
				b.WriteByte(one[0])
			}
			if err != nil {
				got <- answer{b.String(), err}
				return
			}
		}
	}()
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	case a := <-got:
		return a.line, a.err
	}
}
