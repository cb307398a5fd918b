package serve

import (
	"io"
	"log"
	"net/http"
	"sync"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/internal/web"
)

// maxBody is the largest request: a step's words, a form, an army file uploaded.
const maxBody = 64 << 10

// Rate limits per link (internal/web's Limiter): steps and hints switches, and the
// pages, boards and streams a phone loads.
const (
	stepsPerSecond = 30
	readsPerSecond = 60
)

// server is `ezd serve` while it runs: where the battles are, their links, and what the
// pages share. Every battle's steps go through its journal and lock; in this process one
// step at a time a battle (locks), so that parallel posts queue instead of finding the
// journal busy.
type server struct {
	dir, serveDir, armies string
	tableSecret           string
	cache                 battles.Cache
	log                   *log.Logger
	clock                 web.Clock
	hub                   *web.Hub
	steps, reads          *web.Limiter
	links                 *linkIndex
	watch                 *watcher
	status                *statusCache
	advice                *adviceCache
	memory                memory
	shelf                 armyShelf // the armies folder's writes (armies.go)
	matchups              *matchups // the solves of matchup.json

	mu    sync.Mutex
	locks map[string]*sync.Mutex
	done  chan struct{} // closed at stop: the streams end
	stop  sync.Once
}

// newServer makes the server of the data folder f names, and the table link's secret.
func newServer(f *cmdutil.Factory, opts *options) (*server, error) {
	dir, err := battles.Dir(f)
	if err != nil {
		return nil, err
	}
	serveDir, err := battles.ServeDir(f)
	if err != nil {
		return nil, err
	}
	armies, err := armiesDir(f, opts.Armies)
	if err != nil {
		return nil, err
	}
	secret, err := battles.TableSecret(serveDir)
	if err != nil {
		return nil, err
	}
	cache := battles.CacheOf(f)
	logger := log.New(f.IO.ErrOut, "ezd serve: ", log.Ltime)
	cache.Note = logWriter{logger}
	return build(dir, serveDir, armies, secret, cache, logger, web.SystemClock{}), nil
}

// build assembles a server; the tests make theirs with it.
func build(dir, serveDir, armies, secret string, cache battles.Cache, logger *log.Logger, clock web.Clock) *server {
	s := &server{
		dir: dir, serveDir: serveDir, armies: armies, tableSecret: secret,
		cache: cache, log: logger, clock: clock, hub: web.NewHub(),
		steps: web.NewLimiter(clock, stepsPerSecond), reads: web.NewLimiter(clock, readsPerSecond),
		locks: map[string]*sync.Mutex{}, done: make(chan struct{}),
	}
	s.links = newLinkIndex(dir, clock)
	s.watch = newWatcher(dir, s.hub, 200*time.Millisecond)
	s.status = newStatusCache(s)
	s.advice = newAdviceCache(s)
	s.matchups = newMatchups(clock)
	return s
}

// close ends the event streams.
func (s *server) close() { s.stop.Do(func() { close(s.done) }) }

// battleLock is the lock of one battle's steps in this process.
func (s *server) battleLock(name string) *sync.Mutex {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.locks[name]
	if !ok {
		l = &sync.Mutex{}
		s.locks[name] = l
	}
	return l
}

// handler is every address the server answers, inside internal/web's Secure (headers,
// same-origin posts, the body limit).
func (s *server) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /t/{secret}", s.table(s.tablePage))
	mux.HandleFunc("GET /t/{secret}/battles.json", s.table(s.battleList))
	mux.HandleFunc("POST /t/{secret}/battles", s.table(s.newBattle))
	mux.HandleFunc("GET /b/{secret}", s.battle(s.reads, s.battlePage))
	mux.HandleFunc("GET /b/{secret}/board", s.battle(s.reads, s.boardPage))
	mux.HandleFunc("GET /b/{secret}/status.json", s.battle(s.reads, s.statusJSON))
	mux.HandleFunc("GET /b/{secret}/log.json", s.battle(s.reads, s.logJSON))
	mux.HandleFunc("GET /b/{secret}/hints.json", s.battle(s.reads, s.hintsJSON))
	mux.HandleFunc("GET /b/{secret}/events", s.battle(s.reads, s.events))
	mux.HandleFunc("GET /b/{secret}/qr.png", s.battle(s.reads, s.qrCode))
	mux.HandleFunc("POST /b/{secret}/steps", s.battle(s.steps, s.takeStep))
	mux.HandleFunc("POST /b/{secret}/hints", s.battle(s.steps, s.switchHints))
	s.armyRoutes(mux)
	mux.Handle("GET /static/", http.StripPrefix("/static", staticFiles()))
	mux.HandleFunc("/", http.NotFound)
	return web.Secure(mux, web.Options{MaxBody: maxBody})
}

// table answers the table link's addresses; any other secret is a 404 that says nothing
// else.
func (s *server) table(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		secret := r.PathValue("secret")
		if !web.PlausibleSecret(secret) || !web.SameSecret(secret, s.tableSecret) {
			http.NotFound(w, r)
			return
		}
		if ok, wait := s.steps.Allow(secret); !ok {
			web.TooMany(w, wait, "too many requests on this link: wait a moment")
			return
		}
		h(w, r)
	}
}

// link is a battle's link as a request used it: the battle, the role (red, blue or
// watch) and its secret.
type link struct {
	name, role, secret string
}

// path is the link's path.
func (l link) path() string { return battlePath(l.secret) }

type linkHandler func(w http.ResponseWriter, r *http.Request, l link)

// battle answers a battle link's addresses, limited per link; an unknown link is a 404
// that says nothing else.
func (s *server) battle(limit *web.Limiter, h linkHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		l, ok := s.links.find(r.PathValue("secret"))
		if !ok {
			http.NotFound(w, r)
			return
		}
		if ok, wait := limit.Allow(l.secret); !ok {
			web.TooMany(w, wait, "too many requests on this link: wait a moment")
			return
		}
		h(w, r, l)
	}
}

// logWriter writes what the battles package has to say (a first solve, a win chance
// that cannot be given) to the server's log, a line at a time.
type logWriter struct{ l *log.Logger }

func (w logWriter) Write(p []byte) (int, error) {
	w.l.Print(string(p))
	return len(p), nil
}

var _ io.Writer = logWriter{}
