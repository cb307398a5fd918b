package prefixtest

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// failure is a testing.TB that records the first Fatalf and stops, as testing.T does.
type failure struct {
	testing.TB
	msg string
}

func (f *failure) Helper() {}

func (f *failure) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// run calls returns as a test would and gives what it failed with, or "".
func run(data []byte, read func([]byte) error) string {
	f := &failure{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		returns(f, data, read, 100*time.Millisecond)
	}()
	<-done
	return f.msg
}

func TestReturnsNamesTheHangingPrefix(t *testing.T) {
	stop := make(chan struct{})
	defer close(stop)
	msg := run([]byte(`{"turns": [1]}`), func(b []byte) error {
		if len(b) == 9 {
			<-stop // the loop of issue 33, without burning a core
		}
		return nil
	})
	if !strings.Contains(msg, "prefix of 9 bytes") || !strings.Contains(msg, "did not return") {
		t.Fatalf("a reader that hangs on 9 bytes: got %q", msg)
	}
}

func TestReturnsNamesAPanic(t *testing.T) {
	msg := run([]byte(`[1, 2]`), func(b []byte) error {
		if bytes.HasSuffix(b, []byte(",")) {
			panic("a comma")
		}
		return nil
	})
	if !strings.Contains(msg, "prefix of 3 bytes") || !strings.Contains(msg, "panicked: a comma") {
		t.Fatalf("a reader that panics on a comma: got %q", msg)
	}
}

func TestReturnsTriesChangedBytes(t *testing.T) {
	stop := make(chan struct{})
	defer close(stop)
	data := []byte(`{"a": 1}`)
	msg := run(data, func(b []byte) error {
		if !bytes.Equal(b, data[:len(b)]) {
			<-stop
		}
		return nil
	})
	if !strings.Contains(msg, "changed to") {
		t.Fatalf("a reader that hangs on any changed byte: got %q", msg)
	}
}

func TestReturnsPassesAReaderThatReturns(t *testing.T) {
	calls := 0
	if msg := run([]byte(`{"a": 1}`), func([]byte) error { calls++; return nil }); msg != "" {
		t.Fatalf("a reader that always returns failed: %s", msg)
	}
	if want := 9 + Changed; calls != want {
		t.Fatalf("%d reads (want %d: every prefix and %d changed)", calls, want, Changed)
	}
}

func TestCutShowsTheEnd(t *testing.T) {
	long := strings.Repeat("a", 100) + "END"
	if got := cut([]byte(long)); !strings.HasSuffix(got, "END") || len([]rune(got)) != 61 {
		t.Fatalf("cut(%d bytes) = %q", len(long), got)
	}
}
