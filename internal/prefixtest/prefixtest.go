// Package prefixtest checks that a reader of outside bytes returns on every prefix of a
// file and on prefixes with one byte changed (issue 33: a reader that looped forever on a
// cut record hid from five seconds of fuzzing). It is imported only from _test files, so
// the pure packages that use it stay free of testing in their builds.
package prefixtest

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// Deadline is how long one read may take before it is called a hang. Reads of a small file
// take microseconds; the bound is generous because the machine that runs the tests is shared.
const Deadline = 5 * time.Second

// Changed is how many prefixes with one byte changed Returns tries.
const Changed = 300

// Seed fixes the changed bytes, so that a failure can be run again.
const Seed = 33

// interesting are the bytes most likely to lead a parser astray; a changed byte is one of
// them half the time and any byte the other half.
var interesting = []byte("{}[]\":,\\ \t\n-+.0123456789eEtfnul#'!&*|>?%@`\x00\x1b\xff")

// Returns feeds read every prefix of data, from empty to whole, then Changed prefixes with
// one byte changed (seeded by Seed), and fails the test naming the prefix if read does not
// return within Deadline or panics. What read returns, a value or an error, is its own
// test's business: here only that it returns counts.
func Returns(t testing.TB, data []byte, read func([]byte) error) {
	t.Helper()
	returns(t, data, read, Deadline)
}

func returns(t testing.TB, data []byte, read func([]byte) error, deadline time.Duration) {
	t.Helper()
	for n := 0; n <= len(data); n++ {
		in := append([]byte(nil), data[:n]...)
		if msg := within(in, read, deadline); msg != "" {
			t.Fatalf("the prefix of %d bytes (of %d) %s: %q", n, len(data), msg, cut(in))
		}
	}
	if len(data) == 0 {
		return
	}
	rnd := rand.New(rand.NewPCG(Seed, uint64(len(data))))
	for range Changed {
		n := 1 + rnd.IntN(len(data))
		at := rnd.IntN(n)
		in := append([]byte(nil), data[:n]...)
		if rnd.IntN(2) == 0 {
			in[at] = interesting[rnd.IntN(len(interesting))]
		} else {
			in[at] = byte(rnd.IntN(256))
		}
		if msg := within(in, read, deadline); msg != "" {
			t.Fatalf("the prefix of %d bytes (of %d) with byte %d changed to %#x %s: %q",
				n, len(data), at, in[at], msg, cut(in))
		}
	}
}

// within runs read in a goroutine and says what went wrong, or "" if it returned in time.
func within(in []byte, read func([]byte) error, deadline time.Duration) string {
	done := make(chan string, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- fmt.Sprintf("panicked: %v", p)
			}
		}()
		_ = read(in)
		done <- ""
	}()
	timer := time.NewTimer(deadline)
	defer timer.Stop()
	select {
	case msg := <-done:
		return msg
	case <-timer.C:
		// The read is left running: a test binary cannot stop a goroutine, and the
		// failure ends the test.
		return fmt.Sprintf("did not return within %v", deadline)
	}
}

// cut shows the end of an input, where a prefix was cut, in a readable length.
func cut(in []byte) string {
	const show = 60
	if len(in) <= show {
		return string(in)
	}
	return "…" + string(in[len(in)-show:])
}
