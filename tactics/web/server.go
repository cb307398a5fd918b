// Package web is the Tank Turn Tactics referee: HTTP handlers over the engine (package
// tactics) and the store (tactics/store), the players' and the host's pages (html/template
// and a few KB of hand-written script, embedded), server-sent events for live pages, a
// JSON API for `ezd tactics show` and `act`, and webhooks. It holds no rule: every action
// is checked by the engine, at the moment the server received it, under the game's lock.
//
// Links are capabilities: BASE/p/SECRET opens one player's page, BASE/h/SECRET the host's;
// a secret is 128 random bits, stored only as its SHA-256. Anything else is 404.
package web

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"

	webpkg "github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/store"
)

// Server is the referee of every game in one database.
type Server struct {
	store      *store.Store
	clock      webpkg.Clock
	log        *log.Logger
	hub        *webpkg.Hub
	limiter    *webpkg.Limiter
	hooks      *hookGuard
	hookClient *http.Client // players' webhooks
	gameClient *http.Client // games' webhooks
	done       chan struct{}
	closeOnce  sync.Once
	seeds      func() tactics.Seed
	// goneOnce logs once that the database is gone (store.ErrGone), not every second.
	goneOnce sync.Once

	mu     sync.Mutex
	tables map[string]*table
}

// Options are a Server's collaborators; a nil one takes its default.
type Options struct {
	// Clock is the time (default the system's). Tests pass a webpkg.FakeClock.
	Clock webpkg.Clock
	// Log receives one line per fault (default: discarded). No line holds a link's secret.
	Log *log.Logger
	// PrivateGameWebhooks lets a game's webhook (set by whoever makes the game, or by its
	// host) post to private, loopback and link-local addresses, such as a chat server on
	// the home network. A player's webhook never may (see hookGuard).
	PrivateGameWebhooks bool
	// Seeds draws each new game's seed (default: 32 bytes from crypto/rand). Tests give a
	// known one; no request can (issue 30).
	Seeds func() tactics.Seed
}

// New loads every game of the store and folds its journal (TT15); call Tick at once to
// catch up with what fell due while the server was stopped (TT14).
func New(ctx context.Context, st *store.Store, o Options) (*Server, error) {
	s := &Server{store: st, clock: o.Clock, log: o.Log, hub: webpkg.NewHub(), hooks: newHookGuard(o.PrivateGameWebhooks),
		done: make(chan struct{}), tables: map[string]*table{}, seeds: o.Seeds}
	s.hookClient, s.gameClient = s.hooks.client(false), s.hooks.client(true)
	if s.clock == nil {
		s.clock = webpkg.SystemClock{}
	}
	if s.log == nil {
		s.log = log.New(io.Discard, "", 0)
	}
	s.limiter = webpkg.NewLimiter(s.clock, RatePerSecond)
	games, err := st.Games(ctx)
	if err != nil {
		return nil, err
	}
	for _, g := range games {
		t, err := loadTable(ctx, st, g)
		if err != nil {
			return nil, err
		}
		s.tables[g.ID] = t
	}
	return s, nil
}

// Close ends every live stream, so that an http.Server's Shutdown can finish.
func (s *Server) Close() { s.closeOnce.Do(func() { close(s.done) }) }

// Run applies due events and sends webhooks every second until ctx ends.
func (s *Server) Run(ctx context.Context) {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		if err := s.Tick(ctx); err != nil && ctx.Err() == nil {
			s.logErr(err)
		}
		s.sendNotices(ctx)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

func (s *Server) logf(format string, args ...any) { s.log.Printf(format, args...) }

// logErr logs a fault; that the database is gone (store.ErrGone), only the first time.
func (s *Server) logErr(err error) {
	if errors.Is(err, store.ErrGone) {
		s.goneOnce.Do(func() { s.logf("%v", err) })
		return
	}
	s.logf("%v", err)
}

// Handler is the server's HTTP interface.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.home)
	mux.Handle("GET /static/", http.StripPrefix("/static/", webpkg.Static(staticFS)))
	mux.HandleFunc("POST /api/games", s.createGame)

	mux.HandleFunc("GET /p/{secret}", s.player(s.playerPage))
	mux.HandleFunc("GET /p/{secret}/state", s.player(s.playerState))
	mux.HandleFunc("POST /p/{secret}/act", s.player(s.act))
	mux.HandleFunc("GET /p/{secret}/events", s.player(func(w http.ResponseWriter, r *http.Request, t *table, name string) {
		s.stream(w, r, t, name)
	}))
	mux.HandleFunc("GET /p/{secret}/history", s.player(s.history))
	mux.HandleFunc("POST /p/{secret}/webhook", s.player(s.setWebhook))

	mux.HandleFunc("GET /h/{secret}", s.host(s.hostPage))
	mux.HandleFunc("GET /h/{secret}/state", s.host(s.hostState))
	for _, op := range []string{"start", "pause", "resume", "end"} {
		mux.HandleFunc("POST /h/{secret}/"+op, s.host(s.hostOp(op)))
	}
	mux.HandleFunc("POST /h/{secret}/rotate", s.host(s.rotate))
	mux.HandleFunc("POST /h/{secret}/webhook", s.host(func(w http.ResponseWriter, r *http.Request, t *table, _ string) {
		s.setWebhook(w, r, t, "")
	}))
	mux.HandleFunc("GET /h/{secret}/export", s.host(s.export))
	mux.HandleFunc("GET /h/{secret}/events", s.host(func(w http.ResponseWriter, r *http.Request, t *table, _ string) {
		s.stream(w, r, t, "")
	}))
	mux.HandleFunc("GET /h/{secret}/history", s.host(s.history))
	return webpkg.Secure(mux, webpkg.Options{MaxBody: MaxBody})
}

type linkHandler func(w http.ResponseWriter, r *http.Request, t *table, player string)

// player opens a player's link: rate-limited, looked up by hash, 404 for anything that
// is not a player's link of a game this server holds.
func (s *Server) player(h linkHandler) http.HandlerFunc { return s.link(false, h) }

// host opens a host's link, as player does a player's.
func (s *Server) host(h linkHandler) http.HandlerFunc { return s.link(true, h) }

func (s *Server) link(host bool, h linkHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := s.store.Check(); err != nil { // issue 30: a gone database answers nothing
			s.fail(w, r, err)
			return
		}
		secret := r.PathValue("secret")
		if !webpkg.PlausibleSecret(secret) {
			s.fail(w, r, store.ErrNotFound)
			return
		}
		if ok, wait := s.limiter.Allow(secret); !ok {
			tooMany(w, wait)
			return
		}
		l, err := s.store.Lookup(r.Context(), secret)
		if err == nil && l.Host() != host {
			err = store.ErrNotFound
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		t, err := s.table(l.Game)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		h(w, r, t, l.Player)
	}
}

// fail answers an error: a refusal with its status and reason, an unknown link with 404, a
// body over the limit with 413, a database gone from under the server with 503 (issue 30),
// anything else with 500 and a log line (never a secret).
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	var ref *webpkg.Refusal
	var big *http.MaxBytesError
	switch {
	case errors.As(err, &ref):
		webpkg.Problem(w, ref.Status, ref.Reason)
	case errors.Is(err, store.ErrNotFound):
		webpkg.Problem(w, http.StatusNotFound, "no such link: ask the host for yours")
	case errors.As(err, &big):
		webpkg.Problem(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the request is over %d KB", MaxBody>>10))
	case errors.Is(err, store.ErrGone):
		s.logErr(err)
		webpkg.Problem(w, http.StatusServiceUnavailable, "the server's database was deleted or replaced while it ran, so nothing can be saved and nothing was: the host must restore it and restart the server")
	case r.Context().Err() != nil:
		// The client went away; nothing to answer.
	default:
		s.logf("%s %s: %v", r.Method, redact(r.URL.Path), err)
		webpkg.Problem(w, http.StatusInternalServerError, "the server failed; the game is unchanged")
	}
}

// redact keeps a path's shape and drops its secret, for log lines.
func redact(path string) string {
	parts := strings.Split(path, "/")
	if len(parts) > 2 && (parts[1] == "p" || parts[1] == "h") {
		parts[2] = "…"
	}
	return strings.Join(parts, "/")
}

func newGameID() string {
	var b [6]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// newSeed draws a new game's seed: 32 bytes from the system's secure source, unless the
// options give another (tests only: nothing over the wire chooses a seed).
func (s *Server) newSeed() tactics.Seed {
	if s.seeds != nil {
		return s.seeds()
	}
	var seed tactics.Seed
	rand.Read(seed[:])
	return seed
}
