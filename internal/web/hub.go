package web

import "sync"

// Hub wakes the live pages watching a key (a game, a battle) when it changes. A wake
// carries no data: each page's stream then reads what it has not sent yet, so a slow page
// never holds up a writer, and a page that reconnects with Last-Event-ID gets exactly what
// it missed.
type Hub struct {
	mu   sync.Mutex
	subs map[string]map[chan struct{}]struct{}
}

// NewHub returns a Hub with no subscribers.
func NewHub() *Hub { return &Hub{subs: map[string]map[chan struct{}]struct{}{}} }

// Subscribe returns a channel that receives a value after every Publish of key (several
// publishes before the receiver reads are one wake), and the function that ends the
// subscription. Subscribe before reading what to send, so nothing published in between
// is missed.
func (h *Hub) Subscribe(key string) (wake <-chan struct{}, cancel func()) {
	ch := make(chan struct{}, 1)
	h.mu.Lock()
	if h.subs[key] == nil {
		h.subs[key] = map[chan struct{}]struct{}{}
	}
	h.subs[key][ch] = struct{}{}
	h.mu.Unlock()
	return ch, func() {
		h.mu.Lock()
		delete(h.subs[key], ch)
		if len(h.subs[key]) == 0 {
			delete(h.subs, key)
		}
		h.mu.Unlock()
	}
}

// Publish wakes every subscriber of key. It never blocks.
func (h *Hub) Publish(key string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs[key] {
		select {
		case ch <- struct{}{}:
		default: // already woken; it will read everything new
		}
	}
}
