//go:build unix

package journal

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// TestCrashLosesAtMostTheStepInFlight kills a process that is appending to a battle
// (SIGKILL, no chance to clean up) at random moments, again and again, and after each
// kill opens the battle: every line must be whole, numbered 1, 2, 3... with no gap, and
// it must hold every step the child had reported as saved, plus at most the one in
// flight.
//
// A kill rarely cuts a write short (the kernel finishes most writes first); a power cut
// does. So between kills the test sometimes leaves half a line at the end of the file, as
// a power cut would, and the next child must drop it and cut it off before appending, or
// the numbering check fails.
func TestCrashLosesAtMostTheStepInFlight(t *testing.T) {
	if testing.Short() {
		t.Skip("kills child processes")
	}
	dir := t.TempDir()
	j, err := Create(dir, "crash", numberedLine(1, 0))
	if err != nil {
		t.Fatal(err)
	}
	j.Close()

	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	saved, tears, dropped := 1, 0, 0
	for i := range 30 {
		cmd, stdout, _, stderr := child(t, "append", dir, "crash")
		if !stdout.Scan() || stdout.Text() != "ready" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("kill %d: the child did not start: %s", i, stderr)
		}
		var acked atomic.Int64
		acked.Store(int64(saved))
		done := make(chan struct{})
		go func() {
			defer close(done)
			for stdout.Scan() {
				n, err := strconv.Atoi(stdout.Text())
				if err == nil {
					acked.Store(int64(n))
				}
			}
		}()
		time.Sleep(time.Duration(rng.IntN(20_000)) * time.Microsecond)
		cmd.Process.Kill()
		<-done
		cmd.Wait()
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && !(ws.Signaled() && ws.Signal() == syscall.SIGKILL) {
			t.Fatalf("kill %d: the child ended by itself (%v): %s", i, cmd.ProcessState, stderr)
		}
		before := int(acked.Load())

		j, err := Open(dir, "crash", nil)
		if err != nil {
			t.Fatalf("kill %d: %v", i, err)
		}
		lines := j.Lines()
		for k, line := range lines {
			var e numbered
			if err := json.Unmarshal(line, &e); err != nil {
				t.Fatalf("kill %d: line %d is not whole: %v", i, k+1, err)
			}
			if e.N != k+1 {
				t.Fatalf("kill %d: line %d holds step %d", i, k+1, e.N)
			}
		}
		if n := len(lines); n < before || n > before+1 {
			t.Fatalf("kill %d: the journal holds %d steps, the child had saved %d", i, n, before)
		}
		if j.Dropped() != nil {
			dropped++
		}
		saved = len(lines)
		tear := j.Dropped() == nil && rng.IntN(3) == 0
		if err := j.Close(); err != nil {
			t.Fatal(err)
		}
		if tear {
			full := numberedLine(saved+1, rng.IntN(3000))
			appendRaw(t, Path(dir, "crash"), full[:1+rng.IntN(len(full)-1)])
			tears++
		}
	}
	t.Logf("30 kills, %d steps saved, %d half lines left as by a power cut, %d dropped on open",
		saved, tears, dropped)
}
