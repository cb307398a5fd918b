package serve

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/whole"
)

// matchups are the solves of GET TABLE/matchup.json under way: one a pair of armies and
// options, which every request for that pair waits for (issue 29: no solve runs twice at
// once), and one solve at a time, since a solve takes the machine's cores.
type matchups struct {
	mu      sync.Mutex
	flights map[string]*flight
	solving chan struct{}
	// kept are the last answers the matchup page asked for (matchup_page.go), oldest
	// first: the page reloads until its solve is done, then finds the answer here.
	// matchup.json keeps nothing.
	kept  []*flight
	clock web.Clock
}

func newMatchups(clock web.Clock) *matchups {
	return &matchups{flights: map[string]*flight{}, solving: make(chan struct{}, 1), clock: clock}
}

// flight is one solve: done is closed when body (the answer) or err is set. asked counts
// the requests that wait for it; keep says the page asked for it, to be kept once done.
// started is when its solve began (zero while it waits for another's), and solved counts
// the parts a solve of many pairs has done (the page's progress).
type flight struct {
	key     string
	done    chan struct{}
	body    []byte
	err     error
	asked   int
	keep    bool
	started atomic.Int64 // unix milliseconds
	solved  atomic.Int32
}

// matchupJSON is GET TABLE/matchup.json?red=A&blue=B[&policy=greedy][&turns=N]: what `ezd
// matchup A B --json` prints, red as A. A pair too big for the solver is refused at once,
// as the command refuses it (422).
func (s *server) matchupJSON(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	opt := analysis.Options{Turns: analysis.DefaultTurns}
	if p := q.Get("policy"); p != "" {
		pol, err := analysis.ParsePolicy(p)
		if err != nil {
			web.Problem(w, http.StatusBadRequest, "policy: "+err.Error())
			return
		}
		opt.Policy = pol
	}
	if t := q.Get("turns"); t != "" {
		n, err := whole.Between(t, 1, analysis.MaxTurns, "turns")
		if err != nil {
			web.Problem(w, http.StatusBadRequest, err.Error())
			return
		}
		opt.Turns = n
	}
	var armies [2]army.Army
	var data [2][]byte
	for i, side := range []string{"red", "blue"} {
		id := q.Get(side)
		if id == "" {
			web.Problem(w, http.StatusBadRequest, "choose "+side+"'s army: matchup.json?red=A&blue=B, each an id of armies.json")
			return
		}
		a, file, err := s.loadArmy(id)
		if err != nil {
			s.refuseRequest(w, sideRefusal(side, err))
			return
		}
		armies[i], data[i] = a, file
	}
	f, err := s.solvePair(armies, data, opt, false)
	if err != nil {
		web.Problem(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	select {
	case <-f.done:
	case <-r.Context().Done():
		return // the phone went away; the solve goes on for whoever waits for it
	}
	var be *analysis.BudgetError
	switch {
	case errors.As(f.err, &be):
		web.Problem(w, http.StatusUnprocessableEntity, f.err.Error())
	case f.err != nil:
		s.refuseRequest(w, f.err)
	default:
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write(f.body)
	}
}

// solvePair is the flight of the solve of armies[0] (red) against armies[1] with opt,
// their files' bytes in data: the one under way, or a new one; keep keeps its answer for
// the matchup page. A pair too big for the solver is refused at once (its error), as the
// command refuses it.
func (s *server) solvePair(armies [2]army.Army, data [2][]byte, opt analysis.Options, keep bool) (*flight, error) {
	solver, err := analysis.NewSolver(armies[0], armies[1], opt)
	if err != nil {
		return nil, err
	}
	key := sha256.New()
	fmt.Fprintf(key, "pair %v %d\n", opt.Policy, opt.Turns)
	for _, d := range data {
		fmt.Fprintf(key, "%d %x\n", len(d), sha256.Sum256(d))
	}
	return s.matchups.solve(string(key.Sum(nil)), keep, func(*flight) ([]byte, error) {
		s.log.Printf("matchup: solving %s against %s", cmdutil.Shorten(armies[0].Name, 40), cmdutil.Shorten(armies[1].Name, 40))
		res, err := solver.Matchup()
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		err = cmdutil.WriteJSON(&b, analysis.NewReport(armies[0], armies[1], solver.Options(), res))
		return b.Bytes(), err
	}), nil
}

// solve returns the flight of key: the one under way, or a new one running work, which
// may count its parts done on the flight it is given. keep keeps its answer for the page,
// and gives the answer kept, if any, instead of solving again.
func (m *matchups) solve(key string, keep bool, work func(*flight) ([]byte, error)) *flight {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, f := range m.kept {
		if keep && f.key == key {
			return f
		}
	}
	if f, ok := m.flights[key]; ok {
		f.asked++
		f.keep = f.keep || keep
		return f
	}
	f := &flight{key: key, done: make(chan struct{}), asked: 1, keep: keep}
	m.flights[key] = f
	go func() {
		m.solving <- struct{}{}
		f.started.Store(m.clock.Now().UnixMilli())
		f.body, f.err = work(f)
		<-m.solving
		m.mu.Lock()
		delete(m.flights, key)
		if f.keep {
			m.kept = append(m.kept, f)
			m.kept = m.kept[max(len(m.kept)-maxKept, 0):]
		}
		m.mu.Unlock()
		close(f.done)
	}()
	return f
}

// maxKept is how many answers the matchup page keeps.
const maxKept = 24

// loadArmy reads and checks the army id names (armies.json): a 404 for none, a 422 for an
// army with problems.
func (s *server) loadArmy(id string) (army.Army, []byte, error) {
	if id == "" || len(id) > 200 || strings.HasPrefix(id, ".") || strings.ContainsAny(id, "/\\\x00") {
		return army.Army{}, nil, web.Refuse(http.StatusBadRequest, "%q is not the name of an army (see armies.json)", cmdutil.Shorten(id, 40))
	}
	data, name, err := s.readArmy(id)
	if err != nil {
		return army.Army{}, nil, err
	}
	a, err := army.Parse(name, data)
	if err != nil {
		return army.Army{}, nil, web.Refuse(http.StatusUnprocessableEntity, "%s: %v", name, err)
	}
	return a, data, nil
}

// sideRefusal names the side in a refusal.
func sideRefusal(side string, err error) error {
	var rf *web.Refusal
	if errors.As(err, &rf) {
		return web.Refuse(rf.Status, "%s: %s", side, rf.Reason)
	}
	return err
}
