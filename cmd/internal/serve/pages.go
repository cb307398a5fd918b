package serve

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
)

// The battle's pages (package view draws them): a side's page or the watch page, whole or
// its live board alone, and a link's QR code.

// staticFiles are the pages' style sheet, script and icons.
func staticFiles() http.Handler { return web.Static(view.Static()) }

// formStep makes a step form's fields the JSON words of POST LINK/steps.
var formStep = view.StepBody

// memory is what the server remembers of a battle's last steps taken here, for every
// phone to show: who undid what, and ezd's announcements in solo play.
type memory struct {
	mu     sync.Mutex
	undone map[string]*view.Undone
	said   map[string][]string
	notes  map[string]int // how often each battle's hints changed (notify)
}

// maxSaid is how many of ezd's announcements a page shows.
const maxSaid = 3

// remember keeps what the step taken on link l's battle says to every phone.
func (s *server) remember(l link, step string, taken battles.Taken) {
	m := &s.memory
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.undone == nil {
		m.undone, m.said = map[string]*view.Undone{}, map[string][]string{}
	}
	m.undone[l.name] = nil
	if step == "undo" {
		m.undone[l.name] = &view.Undone{By: battles.Side(l.role), Steps: taken.Undone}
	}
	if taken.Said != "" {
		said := append(m.said[l.name], taken.Said)
		m.said[l.name] = said[max(len(said)-maxSaid, 0):]
	}
}

// recalled is what remember kept for the battle name.
func (s *server) recalled(name string) (*view.Undone, []string) {
	m := &s.memory
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.undone[name], append([]string(nil), m.said[name]...)
}

// page is what link l's page shows now.
func (s *server) page(r *http.Request, l link) (view.BattlePage, error) {
	b, _, err := battles.Read(s.dir, l.name)
	if err != nil {
		return view.BattlePage{}, err
	}
	links, _, err := battles.ReadLinks(s.dir, l.name)
	if err != nil {
		return view.BattlePage{}, err
	}
	p := view.BattlePage{
		Link: l.path(), Side: battles.Side(l.role), State: b.State(), Bots: b.Bots(),
		Log: b.Log(), At: len(b.Journal()), Hints: links.Hints, Query: r.URL.Query(),
	}
	p.Undone, p.Said = s.recalled(l.name)
	if links.Hints && !p.State.Over() {
		p.Chance, p.Best = s.advice.get(l.name)
	}
	p.Undoable = undoable(b)
	return p, nil
}

// undoable is the account of the step undo would take back: its log lines joined.
func undoable(b *combat.Battle) string {
	if !b.CanUndo() {
		return ""
	}
	log := b.Log()
	undone, err := b.Undo() // b is this request's own copy, read from the journal
	if err != nil {
		return ""
	}
	return strings.Join(log[len(log)-len(undone):], " ")
}

// draw answers with a page drawn into a buffer first, so that a failure is a 500 and
// never half a page.
func (s *server) draw(w http.ResponseWriter, l link, status int, page func(io.Writer) error) {
	var buf bytes.Buffer
	if err := page(&buf); err != nil {
		s.failed(w, l, "the page", err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

func (s *server) battlePage(w http.ResponseWriter, r *http.Request, l link) {
	p, err := s.page(r, l)
	if err != nil {
		s.failed(w, l, "the page", err)
		return
	}
	s.draw(w, l, http.StatusOK, func(w io.Writer) error { return view.Battle(w, p) })
}

func (s *server) boardPage(w http.ResponseWriter, r *http.Request, l link) {
	p, err := s.page(r, l)
	if err != nil {
		s.failed(w, l, "the board", err)
		return
	}
	s.draw(w, l, http.StatusOK, func(w io.Writer) error { return view.Board(w, p) })
}

// pageWithProblem answers a form posted without the script that was refused: the page
// again, with the reason beside the step's buttons.
func (s *server) pageWithProblem(w http.ResponseWriter, r *http.Request, l link, status int, step, reason string) {
	p, err := s.page(r, l)
	if err != nil {
		s.failed(w, l, "the page", err)
		return
	}
	p.Step, p.Problem = step, reason
	s.draw(w, l, status, func(w io.Writer) error { return view.Battle(w, p) })
}

// qrCode is the link's own address as a QR code (PNG), for the table page.
func (s *server) qrCode(w http.ResponseWriter, r *http.Request, l link) {
	var buf bytes.Buffer
	if err := view.QR(&buf, linkURL(r, l.path())); err != nil {
		s.failed(w, l, "the QR code", err)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Write(buf.Bytes())
}

// linkURL is path in full at the address the request came to: the one the phone (or the
// laptop) reached the server at.
func linkURL(r *http.Request, path string) string {
	host := r.Host
	if host == "" || len(host) > 100 || strings.Trim(host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]") != "" {
		host = "localhost" // a Host header no address has
	}
	return "http://" + host + path
}
