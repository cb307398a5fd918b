package serve

import (
	"os"
	"sync"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/internal/web"
)

// watcher sees the steps taken outside the server (`ezd battle ...` in a terminal): while
// at least one event stream of a battle is open, it looks at the battle's journal every
// interval, its size, time and file (an undo writes a new one), and wakes the battle's
// streams when any changed. Only the standard library: a look at a file's attributes is
// cheap, and works alike on every system.
type watcher struct {
	dir   string
	hub   *web.Hub
	every time.Duration

	mu      sync.Mutex
	watched map[string]*watched
}

type watched struct {
	streams int
	stop    chan struct{}
}

func newWatcher(dir string, hub *web.Hub, every time.Duration) *watcher {
	return &watcher{dir: dir, hub: hub, every: every, watched: map[string]*watched{}}
}

// watch starts looking at the battle name's journal, if nobody is yet; the returned stop
// ends it once every stream that asked has stopped.
func (w *watcher) watch(name string) (stop func()) {
	w.mu.Lock()
	defer w.mu.Unlock()
	x, ok := w.watched[name]
	if !ok {
		x = &watched{stop: make(chan struct{})}
		w.watched[name] = x
		go w.look(name, x.stop)
	}
	x.streams++
	var once sync.Once
	return func() {
		once.Do(func() {
			w.mu.Lock()
			defer w.mu.Unlock()
			if x.streams--; x.streams == 0 {
				close(x.stop)
				delete(w.watched, name)
			}
		})
	}
}

// look wakes the battle's streams whenever its journal changes, until stop.
func (w *watcher) look(name string, stop <-chan struct{}) {
	path := journal.Path(w.dir, name)
	seen, _ := os.Stat(path)
	tick := time.NewTicker(w.every)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		now, err := os.Stat(path)
		if err != nil || !unchanged(seen, now) {
			if err == nil || seen != nil {
				w.hub.Publish(name)
			}
			seen = now
		}
	}
}

// watching is how many battles are being watched (for the tests).
func (w *watcher) watching() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.watched)
}
