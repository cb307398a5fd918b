package web

import (
	"net/http"
	"time"

	webpkg "github.com/ezd-game/ezd/internal/web"
)

// MaxBody is the largest request body the server reads; a larger one is refused with 413.
const MaxBody = 16 << 10

// RatePerSecond is how many requests one link may make a second (with a burst as large);
// more are refused with 429 and a Retry-After.
const RatePerSecond = 10

// tooMany answers 429 with the seconds to wait, rounded up.
func tooMany(w http.ResponseWriter, wait time.Duration) {
	webpkg.TooMany(w, wait, "more than 10 requests a second from this link: wait a moment and try again")
}
