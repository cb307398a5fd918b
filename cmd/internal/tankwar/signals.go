package tankwar

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// endOnSignals returns a context that also ends on SIGTERM and SIGHUP (a closed terminal,
// a kill), as the root's does on Ctrl-C: the commands that run bots then stop the same
// way, ending every bot process they started, and exit 130. Where these signals are not
// delivered (Windows) it changes nothing.
func endOnSignals(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
}
