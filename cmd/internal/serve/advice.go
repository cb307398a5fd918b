package serve

import (
	"context"
	"net/http"
	"os"
	"sync"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/internal/web"
)

// The win chance and the hints of `ezd battle hint` (A1-A8), shown only on a battle whose
// switch is on (off for a new battle; both sides see the same). They are solved aside,
// never on a request: a page shows what is ready, and the battle's streams say "hints"
// when more is. One solve at a time: the machine is a laptop at the table.

// adviceCache keeps each battle's win chance and hints for the journal they were solved
// for.
type adviceCache struct {
	s      *server
	mu     sync.Mutex
	by     map[string]*advice
	solver chan struct{} // one solve at a time
}

type advice struct {
	seen    os.FileInfo
	chance  *view.Chance
	hints   []view.Hint
	solving bool
}

func newAdviceCache(s *server) *adviceCache {
	return &adviceCache{s: s, by: map[string]*advice{}, solver: make(chan struct{}, 1)}
}

// get returns the battle's win chance and hints if they are solved for its journal as it
// is; otherwise it starts solving them and returns what it had (nil at first).
func (c *adviceCache) get(name string) (*view.Chance, []view.Hint) {
	now, err := os.Stat(journal.Path(c.s.dir, name))
	if err != nil {
		return nil, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	a, ok := c.by[name]
	if !ok {
		a = &advice{}
		c.by[name] = a
	}
	if unchanged(a.seen, now) {
		return a.chance, a.hints
	}
	if !a.solving {
		a.solving = true
		go c.solve(name, now)
	}
	return nil, nil
}

// solve solves the battle's win chance and hints, keeps them, and wakes its streams.
func (c *adviceCache) solve(name string, seen os.FileInfo) {
	c.solver <- struct{}{}
	defer func() { <-c.solver }()
	var chance *view.Chance
	var hints []view.Hint
	if b, _, err := battles.Read(c.s.dir, name); err == nil {
		ctx := context.Background()
		st := b.State()
		if o, err := battles.BattleOdds(ctx, c.s.cache, st); err == nil {
			chance = &view.Chance{Red: o.Red, Blue: o.Blue, Draw: o.Draw}
		}
		if hs, err := battles.Hints(ctx, c.s.cache, st); err == nil {
			for _, h := range hs {
				hints = append(hints, view.Hint{Step: h.String(), WinChance: h.WinChance, Reason: h.Reason})
			}
		}
	}
	c.mu.Lock()
	a := c.by[name]
	a.seen, a.chance, a.hints, a.solving = seen, chance, hints, false
	c.mu.Unlock()
	c.s.notify(name)
}

// notify wakes the battle's streams to say "hints": the switch or what it shows changed.
func (s *server) notify(name string) {
	s.memory.mu.Lock()
	if s.memory.notes == nil {
		s.memory.notes = map[string]int{}
	}
	s.memory.notes[name]++
	s.memory.mu.Unlock()
	s.hub.Publish(name)
}

// notes is how often the battle's hints changed.
func (s *server) notes(name string) int {
	s.memory.mu.Lock()
	defer s.memory.mu.Unlock()
	return s.memory.notes[name]
}

// hintsJSON is `ezd battle hint --json` for the battle as it is, when its switch is on;
// 409 while it is off, and 202 while they are being solved.
func (s *server) hintsJSON(w http.ResponseWriter, r *http.Request, l link) {
	links, _, err := battles.ReadLinks(s.dir, l.name)
	if err != nil {
		s.failed(w, l, "hints", err)
		return
	}
	if !links.Hints {
		web.Problem(w, http.StatusConflict, "the hints are off for this battle: turn them on first")
		return
	}
	b, _, err := battles.Read(s.dir, l.name)
	if err != nil {
		s.failed(w, l, "hints", err)
		return
	}
	st := b.State()
	if st.Over() {
		web.Problem(w, http.StatusConflict, battles.RefuseOver(b).Error())
		return
	}
	_, hs := s.advice.get(l.name)
	if hs == nil {
		w.Header().Set("Retry-After", "1")
		web.Problem(w, http.StatusAccepted, "the hints are being solved: ask again in a moment")
		return
	}
	out := battles.HintJSON{Side: st.ToAct(), Options: make([]battles.HintOptionJSON, len(hs))}
	for i, h := range hs {
		out.Options[i] = battles.HintOptionJSON{Step: h.Step, WinChance: h.WinChance, Reason: h.Reason}
	}
	web.WriteJSON(w, http.StatusOK, out)
}

// switchHints is POST LINK/hints, hints=on or off (a form, or {"hints": true}): a side's
// link turns the battle's win chance and hints on or off for both sides.
func (s *server) switchHints(w http.ResponseWriter, r *http.Request, l link) {
	if l.role == "watch" {
		web.Problem(w, http.StatusForbidden, "the watch link cannot switch the hints: use red's or blue's link")
		return
	}
	var on bool
	if isForm(r) {
		if err := web.ParseForm(r); err != nil {
			status, reason := refusalOf(err)
			web.Problem(w, status, reason)
			return
		}
		switch r.PostForm.Get("hints") {
		case "on":
			on = true
		case "off":
		default:
			web.Problem(w, http.StatusBadRequest, "hints is on or off")
			return
		}
	} else {
		var body struct {
			Hints *bool `json:"hints"`
		}
		if err := web.DecodeJSON(r, &body); err != nil || body.Hints == nil {
			if err == nil {
				err = web.Refuse(http.StatusBadRequest, "send {\"hints\": true} or {\"hints\": false}")
			}
			status, reason := refusalOf(err)
			web.Problem(w, status, reason)
			return
		}
		on = *body.Hints
	}
	lock := s.battleLock(l.name)
	lock.Lock()
	links, _, err := battles.ReadLinks(s.dir, l.name)
	if err == nil {
		links.Hints = on
		err = battles.SaveLinks(s.dir, l.name, links)
	}
	lock.Unlock()
	if err != nil {
		s.failed(w, l, "the hints switch", err)
		return
	}
	s.notify(l.name)
	if isForm(r) && !wantsJSON(r) {
		http.Redirect(w, r, l.path(), http.StatusSeeOther)
		return
	}
	web.WriteJSON(w, http.StatusOK, map[string]bool{"hints": on})
}
