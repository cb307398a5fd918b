package serve

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"

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
}

func newMatchups() *matchups {
	return &matchups{flights: map[string]*flight{}, solving: make(chan struct{}, 1)}
}

// flight is one solve: done is closed when body (the answer) or err is set. asked counts
// the requests that wait for it.
type flight struct {
	done  chan struct{}
	body  []byte
	err   error
	asked int
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
	key := sha256.New()
	fmt.Fprintf(key, "%v %d\n", opt.Policy, opt.Turns)
	for i, side := range []string{"red", "blue"} {
		id := q.Get(side)
		if id == "" {
			web.Problem(w, http.StatusBadRequest, "choose "+side+"'s army: matchup.json?red=A&blue=B, each an id of armies.json")
			return
		}
		a, data, err := s.loadArmy(id)
		if err != nil {
			s.refuseRequest(w, sideRefusal(side, err))
			return
		}
		armies[i] = a
		fmt.Fprintf(key, "%d %x\n", len(data), sha256.Sum256(data))
	}
	solver, err := analysis.NewSolver(armies[0], armies[1], opt)
	if err != nil {
		web.Problem(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	f := s.matchups.solve(string(key.Sum(nil)), func() ([]byte, error) {
		s.log.Printf("matchup: solving %s against %s", cmdutil.Shorten(armies[0].Name, 40), cmdutil.Shorten(armies[1].Name, 40))
		res, err := solver.Matchup()
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		err = cmdutil.WriteJSON(&b, analysis.NewReport(armies[0], armies[1], solver.Options(), res))
		return b.Bytes(), err
	})
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

// solve returns the flight of key: the one under way, or a new one running work.
func (m *matchups) solve(key string, work func() ([]byte, error)) *flight {
	m.mu.Lock()
	defer m.mu.Unlock()
	if f, ok := m.flights[key]; ok {
		f.asked++
		return f
	}
	f := &flight{done: make(chan struct{}), asked: 1}
	m.flights[key] = f
	go func() {
		m.solving <- struct{}{}
		f.body, f.err = work()
		<-m.solving
		m.mu.Lock()
		delete(m.flights, key)
		m.mu.Unlock()
		close(f.done)
	}()
	return f
}

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
