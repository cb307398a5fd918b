package web

import (
	"embed"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"slices"
	"strings"
	"sync"

	webpkg "github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
)

//go:embed assets
var assets embed.FS

// staticFS holds the style sheet and the script, served under /static/.
var staticFS, _ = fs.Sub(assets, "assets/static")

// pages are parsed the first time a page is drawn, not when ezd starts: every ezd command
// links this package, and parsing at start-up would slow `ezd --version` for nothing.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(template.FuncMap{
		"action": api.ActionText,
		"join":   strings.Join,
		"inc":    func(i int) int { return i + 1 },
		"seq": func(n int) []int {
			out := make([]int, n)
			for i := range out {
				out[i] = i + 1
			}
			return out
		},
	}).ParseFS(assets, "assets/*.html"))
})

// choice is one button of the page's actions: the action it sends and its words.
type choice struct {
	Action, Label string
	Cost          int
	MaxAP         int // a gift of AP: the page offers 1 to MaxAP
}

func choices(opts []tactics.Option) (moves map[tactics.Cell]bool, acts, votes []choice, propose *choice) {
	moves = map[tactics.Cell]bool{}
	for _, o := range opts {
		c := choice{Action: api.ActionText(o), Cost: o.Cost}
		switch o.Kind {
		case tactics.KindMove:
			if cell, ok := o.To.(tactics.Cell); ok {
				moves[cell] = true
			}
			continue
		case tactics.KindAttack:
			c.Label = "Attack " + o.Target
		case tactics.KindHeart:
			c.Label = "Add a heart"
		case tactics.KindRange:
			c.Label = "Upgrade range"
		case tactics.KindGiveHeart:
			c.Label = fmt.Sprintf("Give %v a heart", o.To)
		case tactics.KindGiveAP:
			c.Label, c.MaxAP = fmt.Sprintf("Give %v AP", o.To), o.MaxAP
		case tactics.KindEndTurn:
			c.Label = "End my turn"
		case tactics.KindVote:
			c.Label = fmt.Sprintf("Vote to %s %s", o.Vote, o.For)
			votes = append(votes, c)
			continue
		case tactics.KindPropose:
			c.Label = "Propose the ranking " + strings.Join(o.Order, ", ")
			propose = &c
			continue
		}
		acts = append(acts, c)
	}
	return moves, acts, votes, propose
}

type playerPage struct {
	State   api.PlayerState
	Moves   bool
	Link    string
	Rows    [][]square
	Seats   []seat
	Acted   int // living players who have acted this round
	Living  int
	Pad     [][]padKey
	Acts    []choice
	Votes   []choice
	Propose *choice
	Ranking *ranking
	Error   string
	Recent  []entry
}

func (s *Server) playerPage(w http.ResponseWriter, r *http.Request, t *table, name string) {
	s.renderPlayer(w, r, t, name, nil)
}

// renderPlayer draws a player's page, with the refusal of the action just tried if any
// (and its status: a form post that was refused is not a 200).
func (s *Server) renderPlayer(w http.ResponseWriter, r *http.Request, t *table, name string, failed error) {
	if failed == nil && r.Method == http.MethodPost {
		http.Redirect(w, r, strings.TrimSuffix(r.URL.Path, "/act"), http.StatusSeeOther)
		return
	}
	v, err := s.view(r, t, name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := playerPage{State: v, Link: linkPath(r), Seats: seats(v.Board, v.Bots)}
	p.Acted, p.Living = acted(v.Board)
	var moves map[tactics.Cell]bool
	moves, p.Acts, p.Votes, p.Propose = choices(v.Turn.Options)
	p.Moves = len(moves) > 0
	if p.Moves {
		p.Pad = pad(v.You.Cell, moves)
	}
	if p.Propose != nil {
		p.Ranking = rank(v, r.URL.Query().Get("order"), p.Link)
	}
	p.Rows = board(v.Board, t.game.Side, name, moves, p.Seats)
	p.Recent = s.lines(t, name, "", 8)
	status := http.StatusOK
	if failed != nil {
		status = http.StatusBadRequest
		p.Error = failed.Error()
		var ref *webpkg.Refusal
		if ok := asRefusal(failed, &ref); ok {
			status = ref.Status
		}
	}
	s.render(w, r, status, "player", p)
}

func asRefusal(err error, ref **webpkg.Refusal) bool {
	r, ok := err.(*webpkg.Refusal)
	*ref = r
	return ok
}

// lines are the history a viewer may see, newest first, through a filter ("" all, "mine",
// "attacks", "gifts", "jury"), at most limit (0 for all).
func (s *Server) lines(t *table, viewer, filter string, limit int) []entry {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []entry
	for i := len(t.log) - 1; i >= 0 && (limit == 0 || len(out) < limit); i-- {
		e := t.log[i]
		if !e.visibleTo(viewer) {
			continue
		}
		switch filter {
		case "mine":
			if e.Actor != viewer && !slices.Contains(e.Who, viewer) {
				continue
			}
		case "attacks":
			if !e.Attack {
				continue
			}
		case "gifts":
			if !e.Gift {
				continue
			}
		case "jury":
			if !e.Jury {
				continue
			}
		}
		out = append(out, e)
	}
	return out
}

type historyPage struct {
	Back    string
	Filter  string
	Filters []string
	Lines   []entry
	Votes   []choice
	Host    bool
}

func (s *Server) history(w http.ResponseWriter, r *http.Request, t *table, name string) {
	filter := r.URL.Query().Get("filter")
	if !slices.Contains([]string{"", "mine", "attacks", "gifts", "jury"}, filter) || (filter == "mine" && name == "") {
		s.fail(w, r, webpkg.Refuse(http.StatusBadRequest, "unknown filter %q (want mine, attacks, gifts or jury)", filter))
		return
	}
	p := historyPage{Back: strings.TrimSuffix(r.URL.Path, "/history"), Filter: filter,
		Host: name == "", Filters: []string{"mine", "attacks", "gifts", "jury"}}
	if name == "" {
		p.Filters = p.Filters[1:]
	} else {
		// The downed get their jury ballot here (TT10).
		v, err := s.view(r, t, name)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		_, _, p.Votes, _ = choices(v.Turn.Options)
	}
	p.Lines = s.lines(t, name, filter, 0)
	s.render(w, r, http.StatusOK, "history", p)
}

type hostPage struct {
	State  api.HostState
	Link   string
	Seats  []seat
	Acted  int
	Living int
	// NewLink is the link just given to a player (the page of a form that rotated one).
	NewLink *api.RotateResult
	Rows    [][]square
	Error   string
	Recent  []entry
}

// linkPath is the path of the link a page was opened with, /p/SECRET or /h/SECRET: its
// forms post to it absolutely, so a page drawn at /p/SECRET/act (a refused form post)
// posts to the same places as the page itself.
func linkPath(r *http.Request) string {
	return r.URL.Path[:len("/p/")] + r.PathValue("secret")
}

func (s *Server) hostPage(w http.ResponseWriter, r *http.Request, t *table, _ string) {
	s.renderHost(w, r, t, nil, nil)
}

// renderHost draws the host's page, with the refusal of the request just made if any, or
// the link a form post just gave a player (shown once: it is kept nowhere).
func (s *Server) renderHost(w http.ResponseWriter, r *http.Request, t *table, failed error, newLink *api.RotateResult) {
	if failed == nil && newLink == nil && r.Method == http.MethodPost {
		path := r.URL.Path
		http.Redirect(w, r, path[:strings.LastIndexByte(path, '/')], http.StatusSeeOther)
		return
	}
	h, err := s.hostView(r, t)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := hostPage{State: h, Link: linkPath(r), NewLink: newLink, Seats: seats(h.Board, h.Bots), Recent: s.lines(t, "", "", 8)}
	p.Acted, p.Living = acted(h.Board)
	p.Rows = board(h.Board, t.game.Side, "", nil, p.Seats)
	status := http.StatusOK
	if failed != nil {
		p.Error, status = failed.Error(), http.StatusBadRequest
		var ref *webpkg.Refusal
		if asRefusal(failed, &ref) {
			status = ref.Status
		}
	}
	s.render(w, r, status, "host", p)
}

// render draws a page, or only its live part ("?part=main"), which the page's script
// fetches again when the game changes.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	if r.URL.Query().Get("part") == "main" {
		name += "-main"
	}
	var b strings.Builder
	if err := pages().ExecuteTemplate(&b, name, data); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	fmt.Fprint(w, b.String())
}

func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "home", nil)
}
