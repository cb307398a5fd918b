package web

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"
)

var t0 = time.Date(2026, 12, 3, 18, 0, 0, 0, time.UTC)

func TestLimiterBurstThenRefill(t *testing.T) {
	c := NewFakeClock(t0)
	l := NewLimiter(c, 10)
	for i := range 10 {
		if ok, _ := l.Allow("ann"); !ok {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	ok, wait := l.Allow("ann")
	if ok || wait != 100*time.Millisecond {
		t.Errorf("request 11 in the same instant: %v, wait %v (want refused, 100ms)", ok, wait)
	}
	if ok, _ := l.Allow("bob"); !ok {
		t.Error("bob is limited by ann's requests")
	}
	c.Advance(50 * time.Millisecond)
	if ok, wait := l.Allow("ann"); ok || wait != 50*time.Millisecond {
		t.Errorf("half a token later: %v, wait %v (want refused, 50ms)", ok, wait)
	}
	c.Advance(50 * time.Millisecond)
	if ok, _ := l.Allow("ann"); !ok {
		t.Error("a tenth of a second later: refused, want one more token")
	}
	if ok, _ := l.Allow("ann"); ok {
		t.Error("and then: allowed, want refused")
	}
	// A long rest refills the bucket to its burst, never beyond.
	c.Advance(time.Hour)
	n := 0
	for n < 100 {
		if ok, _ := l.Allow("ann"); !ok {
			break
		}
		n++
	}
	if n != 10 {
		t.Errorf("after an hour's rest %d requests in one instant, want the burst of 10", n)
	}
}

func TestLimiterRateOfOne(t *testing.T) {
	c := NewFakeClock(t0)
	l := NewLimiter(c, 0) // below 1: one a second
	if ok, _ := l.Allow("k"); !ok {
		t.Fatal("the first request refused")
	}
	if ok, wait := l.Allow("k"); ok || wait != time.Second {
		t.Errorf("the second: %v, wait %v (want refused, 1s)", ok, wait)
	}
}

func TestLimiterSweepsFullBuckets(t *testing.T) {
	c := NewFakeClock(t0)
	l := NewLimiter(c, 2)
	l.sweepAbove = 3
	l.Allow("a")
	l.Allow("b")
	c.Advance(999 * time.Millisecond)
	l.Allow("c") // a and b are not full yet: a second refills a bucket
	l.Allow("d") // 3 buckets: sweep, but none is full
	if len(l.buckets) != 4 {
		t.Fatalf("%d buckets after a sweep with none full, want 4", len(l.buckets))
	}
	l.Allow("c")
	l.Allow("c") // c is now empty
	c.Advance(time.Millisecond)
	l.Allow("e") // a and b are full (a second since they were touched): forgotten
	if _, ok := l.buckets["a"]; ok {
		t.Error("a full bucket survived the sweep")
	}
	if _, ok := l.buckets["b"]; ok {
		t.Error("a full bucket survived the sweep")
	}
	if len(l.buckets) != 3 {
		t.Errorf("%d buckets after the sweep, want c, d and e", len(l.buckets))
	}
	// c was emptied and is remembered: forgetting it would hand it a fresh burst.
	if ok, _ := l.Allow("c"); ok {
		t.Error("c, emptied a moment ago, got a token: the sweep forgot a bucket that was not full")
	}
	// The sweep comes when a new key would make the buckets more than sweepAbove.
	l2 := NewLimiter(c, 2) // a fresh limiter
	l2.sweepAbove = 2
	l2.Allow("a")
	l2.Allow("b")
	c.Advance(time.Second)
	l2.Allow("c")
	if len(l2.buckets) != 1 {
		t.Errorf("%d buckets after a third key at a limit of 2, want the full two swept", len(l2.buckets))
	}
}

func TestTooManyRoundsRetryAfterUp(t *testing.T) {
	for _, c := range []struct {
		wait time.Duration
		want int
	}{
		{0, 1}, {time.Nanosecond, 1}, {100 * time.Millisecond, 1}, {time.Second, 1},
		{time.Second + time.Nanosecond, 2}, {2500 * time.Millisecond, 3}, {10 * time.Second, 10},
	} {
		w := httptest.NewRecorder()
		TooMany(w, c.wait, "slow down")
		if got := w.Header().Get("Retry-After"); got != strconv.Itoa(c.want) {
			t.Errorf("wait %v: Retry-After %q, want %d", c.wait, got, c.want)
		}
		if w.Code != http.StatusTooManyRequests || w.Body.String() != "{\n  \"error\": \"slow down\"\n}\n" {
			t.Errorf("wait %v: %d %q", c.wait, w.Code, w.Body)
		}
	}
}

func TestFakeClockMovesOnlyWhenTold(t *testing.T) {
	c := NewFakeClock(t0.In(time.FixedZone("CET", 3600)))
	if !c.Now().Equal(t0) || c.Now().Location() != time.UTC {
		t.Errorf("a new fake clock shows %v, want %v in UTC", c.Now(), t0)
	}
	c.Advance(90 * time.Second)
	if want := t0.Add(90 * time.Second); !c.Now().Equal(want) {
		t.Errorf("after Advance: %v, want %v", c.Now(), want)
	}
	c.Set(t0)
	if !c.Now().Equal(t0) {
		t.Errorf("after Set: %v, want %v", c.Now(), t0)
	}
	if SystemClock.Now(SystemClock{}).Location() != time.UTC {
		t.Error("the system clock is not in UTC")
	}
}
