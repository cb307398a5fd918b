package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"sync"
	"time"

	webpkg "github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/bot"
	"github.com/ezd-game/ezd/tactics/store"
)

// table is one game in memory: its settings, its seed and the fold of its journal with the
// history in words. wmu orders the writes of this process (the store's BEGIN IMMEDIATE
// orders those of every process on the database); mu guards the fold and the webhooks,
// and is held only for a moment, never while a commit waits for the disk, so pages and
// looks at the state are not held up by a write.
type table struct {
	mu  sync.Mutex
	wmu sync.Mutex
	// queue holds the requests waiting for the next commit (qmu guards it; see commit).
	qmu   sync.Mutex
	queue []*pending
	id    string
	game  tactics.Game
	seed  tactics.Seed
	// seedText is the seed as the store keeps it: 64 hex digits (a game made before seeds
	// had 32 bytes keeps its number). Its SHA-256 is the commitment shown from the start.
	seedText string
	// hooks are the webhooks: the game's under "", each player's under their name.
	hooks map[string]string
	// bots play the seats that no person plays; kinds maps their names to the bots'.
	bots  []bot.Seated
	kinds map[string]string
	fold
}

// fold is the state after a journal's events, with the events and their words.
type fold struct {
	state  *tactics.State
	events []tactics.Event
	log    []entry
	// played is the last round in which each player did something (an action, a vote, a
	// proposal), or a bot was asked for its go: a bot has one go a round. Rebuilt from the
	// journal on start, so a restart asks a bot again only when it had done nothing, and
	// the bot, drawing from the same seed, round and seat, answers as before.
	played map[string]int
}

// apply folds one more event (refused as the engine refuses it) and says it in words.
func (f *fold) apply(e tactics.Event) error {
	before := f.state.Clone()
	if err := f.state.Apply(e); err != nil {
		return err
	}
	f.events = append(f.events, e)
	f.log = append(f.log, describe(len(f.events), before, f.state, e))
	if e.Player != "" && e.Kind != tactics.KindPlaced && e.Kind != tactics.KindDrop {
		f.played[e.Player] = before.Round()
	}
	return nil
}

// clone is a fold that can take events without changing f. The slices share f's arrays,
// capacity included: appending beyond f's length never changes what f (or a reader
// holding f) sees, and only the holder of the game's write lock appends, so a clone
// dropped after a refusal leaves nothing behind that matters. Capping the capacity would
// copy the whole journal and history at every commit, a cost growing with the game.
func (f fold) clone() fold {
	return fold{state: f.state.Clone(), events: f.events, log: f.log, played: maps.Clone(f.played)}
}

// nextBot is the bot whose go comes first in the round in progress, and its moment (never
// before the last event's): none before the start, after the end, or while the game is
// paused (TT16: nobody acts), and none for a bot that has had its go this round or is
// downed in abridged mode (no jury there).
func (f *fold) nextBot(bots []bot.Seated, seed tactics.Seed) (bot.Seated, time.Time, bool) {
	st := f.state
	if !st.Started() || st.Ended() || st.Paused() {
		return bot.Seated{}, time.Time{}, false
	}
	var next bot.Seated
	var at time.Time
	found := false
	players := st.Players()
	for _, b := range bots {
		if f.played[b.Name] == st.Round() || (players[b.Seat].Downed && st.Game().Mode != tactics.Standard) {
			continue
		}
		m := bot.Moment(st, b.Seat, seed)
		if m.Before(st.LastAt()) {
			m = st.LastAt()
		}
		if !found || m.Before(at) {
			next, at, found = b, m, true
		}
	}
	return next, at, found
}

// catchUp applies, in order of time up to now, every timed event that falls due (TT14)
// and the go of every bot whose moment has come: a bot acts at its own moment, after the
// round's end if that came first (TT3), as a person who acted then would.
func (f *fold) catchUp(bots []bot.Seated, now time.Time, seed tactics.Seed) error {
	for {
		b, at, ok := f.nextBot(bots, seed)
		ok = ok && !at.After(now)
		until := now
		if ok {
			until = at
		}
		due, err := tactics.Due(f.state, until, seed)
		if err != nil {
			return err
		}
		for _, e := range due {
			if err := f.apply(e); err != nil {
				return err
			}
		}
		if !ok {
			return nil
		}
		if len(due) > 0 {
			continue // the round may have ended: the bots' moments are new
		}
		round := f.state.Round()
		for _, e := range bot.Go(f.state, b, at, seed) {
			if err := f.apply(e); err != nil {
				return err
			}
		}
		f.played[b.Name] = round
	}
}

// loadTable folds a stored game's journal (TT15: the state is the fold of it).
func loadTable(ctx context.Context, st *store.Store, g store.Game) (*table, error) {
	t := &table{id: g.ID, hooks: map[string]string{"": g.Webhook}, kinds: map[string]string{}}
	t.played = map[string]int{}
	maps.Copy(t.kinds, g.Bots)
	players, err := st.Webhooks(ctx, g.ID)
	if err != nil {
		return nil, err
	}
	for name, hook := range players {
		t.hooks[name] = hook
	}
	if err := json.Unmarshal(g.Header, &t.game); err != nil {
		return nil, fmt.Errorf("game %s: bad header: %w", g.ID, err)
	}
	seed, err := tactics.ParseSeed(g.Seed)
	if err != nil {
		return nil, fmt.Errorf("game %s: bad seed: %w", g.ID, err)
	}
	t.seed, t.seedText = seed, g.Seed
	if t.state, err = tactics.NewState(t.game); err != nil {
		return nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	if t.bots, err = bot.Seat(t.game, g.Bots); err != nil {
		return nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	evs, err := st.Events(ctx, g.ID, 0)
	if err != nil {
		return nil, err
	}
	if err := t.catchEvents(evs); err != nil {
		return nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	return t, nil
}

// catchEvents folds stored events that this process has not folded yet.
func (t *table) catchEvents(evs []store.Event) error {
	for _, se := range evs {
		if se.Seq != int64(len(t.events)+1) {
			return fmt.Errorf("event %d: stored out of order", se.Seq)
		}
		e, err := tactics.ParseEvent(se.JSON)
		if err != nil {
			return fmt.Errorf("event %d: %w", se.Seq, err)
		}
		if err := t.apply(e); err != nil {
			return fmt.Errorf("event %d: %w", se.Seq, err)
		}
	}
	return nil
}

// builder returns the events a request makes, for the state as it then is and the moment.
type builder func(st *tactics.State, now time.Time) ([]tactics.Event, error)

// pending is a request waiting for its commit, and where its outcome goes.
type pending struct {
	build builder
	done  chan outcome
}

// outcome is what a commit did for one request: the history lines it added, or why not.
type outcome struct {
	added []entry
	err   error
}

// commit is the one way anything is written to a game: under the game's lock and the
// store's write lock, it brings the fold up to the journal, applies every timed event due
// by now (TT14: each at its own moment, so the round's end comes before a late action)
// and the go of every bot whose moment has come, then the events that build returns for
// the state as it then is, each checked by the engine; and it writes them, with their
// notices, in one transaction. A refused request leaves nothing of its own written. It
// returns the entries it added (the timed events' lines first).
//
// Requests that arrive while a commit is being written wait together, and the next commit
// takes them all, in the order they came, in one transaction (a group commit): one sync
// of the disk for all of them instead of one each, and still no request is answered
// before its events are durably written.
func (s *Server) commit(ctx context.Context, t *table, build builder) ([]entry, error) {
	if build == nil {
		t.mu.Lock()
		due := t.anythingDue(s.clock.Now())
		t.mu.Unlock()
		if !due {
			// A look at the state with nothing due writes nothing: no write lock for a read.
			return nil, nil
		}
	}
	p := &pending{build: build, done: make(chan outcome, 1)}
	t.qmu.Lock()
	t.queue = append(t.queue, p)
	t.qmu.Unlock()
	t.wmu.Lock()
	defer t.wmu.Unlock()
	select {
	case o := <-p.done: // a commit that took the lock first took this request too
		return o.added, o.err
	default:
	}
	t.qmu.Lock()
	batch := t.queue
	t.queue = nil
	t.qmu.Unlock()
	// The batch is everyone's: one request's client going away must not undo the others'.
	s.commitBatch(context.WithoutCancel(ctx), t, batch)
	o := <-p.done
	return o.added, o.err
}

// commitBatch writes the requests of a batch in one transaction and tells each its
// outcome. The caller holds t.wmu: only it changes the fold, so it reads the fold without
// t.mu, and takes t.mu to change it.
func (s *Server) commitBatch(ctx context.Context, t *table, batch []*pending) {
	answered := false
	defer func() {
		if !answered { // a panic below (an engine bug): nobody waits for ever
			for _, p := range batch {
				p.done <- outcome{err: errors.New("the server failed; the game is unchanged")}
			}
		}
	}()
	var work fold
	outcomes := make([]outcome, len(batch))
	spans := make([][2]int, len(batch))
	_, err := s.store.Append(ctx, t.id, func(j *store.Journal) (store.Batch, error) {
		if j.Len() != int64(len(t.events)) {
			more, err := j.Since(int64(len(t.events)))
			if err != nil {
				return store.Batch{}, err
			}
			t.mu.Lock()
			err = t.catchEvents(more)
			t.mu.Unlock()
			if err != nil {
				return store.Batch{}, err
			}
		}
		now := s.clock.Now()
		if last := t.state.LastAt(); now.Before(last) {
			now = last // moments never go backwards, even if the machine's clock does
		}
		work = t.fold.clone()
		if err := work.catchUp(t.bots, now, t.seed); err != nil {
			return store.Batch{}, err
		}
		from := len(t.log) // the first request's lines begin with the timed events'
		for i, p := range batch {
			outcomes[i] = outcome{}
			spans[i] = [2]int{from, from}
			if p.build != nil {
				trial := work.clone()
				more, err := p.build(trial.state, now)
				for _, e := range more {
					if err != nil {
						break
					}
					if err = trial.apply(e); err != nil {
						err = webpkg.Refuse(http.StatusConflict, "%v", err)
					}
				}
				if err != nil {
					outcomes[i].err = err
					continue
				}
				work = trial
			}
			spans[i][1] = len(work.log)
			from = len(work.log)
		}
		var b store.Batch
		for _, e := range work.events[len(t.events):] {
			b.Events = append(b.Events, tactics.MarshalEvent(e))
		}
		t.mu.Lock() // the webhooks may change meanwhile
		b.Notices = s.notices(t, work.log[len(t.log):], now)
		t.mu.Unlock()
		return b, nil
	})
	if err == nil {
		grew := len(work.log) > len(t.log)
		t.mu.Lock()
		t.fold = work
		t.mu.Unlock()
		if grew {
			s.hub.Publish(t.id)
		}
	}
	answered = true
	for i, p := range batch {
		o := outcomes[i]
		if err != nil {
			o.err = err
		} else if o.err == nil {
			o.added = t.log[spans[i][0]:spans[i][1]]
		}
		p.done <- o
	}
}

// anythingDue reports whether a timed event (TT14) or a bot's go falls due by now, as far
// as this process knows; the write path reads the journal again under the lock either way.
func (t *table) anythingDue(now time.Time) bool {
	if at, ok := tactics.NextAt(t.state, t.seed); ok && !at.After(now) {
		return true
	}
	_, at, ok := t.nextBot(t.bots, t.seed)
	return ok && !at.After(now)
}

// table returns the game in memory, or a 404 refusal.
func (s *Server) table(id string) (*table, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tables[id]
	if !ok {
		return nil, webpkg.Refuse(http.StatusNotFound, "no such game")
	}
	return t, nil
}

// Tick applies every timed event due now in every game (TT14): the server calls it every
// second, and on start it is the catch-up of a server that was stopped.
func (s *Server) Tick(ctx context.Context) error {
	s.mu.Lock()
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	var errs []error
	for _, t := range tables {
		if _, err := s.commit(ctx, t, nil); err != nil {
			errs = append(errs, fmt.Errorf("game %s: %w", t.id, err))
		}
	}
	return errors.Join(errs...)
}
