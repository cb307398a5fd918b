package serve

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/internal/web"
)

// "Who wins?" under the table link (issue 29): GET TABLE/matchup?red=A&blue=B solves the
// pair with both policies, as `ezd matchup A B` and `--policy greedy` do; ?red=A&all=1
// solves A against every army a player fields at 10 points (`ezd matchup --all`'s
// armies). The solves are matchup.json's (matchup.go): one a pair at a time, joined by
// whoever asks for the same; the page keeps the last answers, and until its answer is
// there it says how far the solve is and reloads (progress.json for the script).

// rankingPoints are the points of the armies a ranking sets an army against.
const rankingPoints = army.DefaultLimit

// matchupPage is GET TABLE/matchup.
func (s *server) matchupPage(w http.ResponseWriter, r *http.Request) {
	p, status := s.matchupState(r)
	s.drawPage(w, status, func(w io.Writer) error { return view.Matchup(w, p) })
}

// matchupProgress is GET TABLE/matchup/progress.json with the page's question: how far its
// solves are, for the script's progress bar, and whether the page is ready to be drawn.
func (s *server) matchupProgress(w http.ResponseWriter, r *http.Request) {
	p, status := s.matchupState(r)
	web.WriteJSON(w, status, map[string]any{"solving": p.Solving, "done": p.Done, "parts": p.Parts,
		"seconds": p.Seconds, "waiting": p.Waiting, "error": p.Problem})
}

// matchupState is the matchup page for the request's question, its solves started or
// joined, and its status: a question refused is a 4xx with the reason on the page.
func (s *server) matchupState(r *http.Request) (view.MatchupPage, int) {
	q := r.URL.Query()
	p := view.MatchupPage{Table: tablePath(s.tableSecret), Red: q.Get("red"), Blue: q.Get("blue"), All: q.Get("all") != ""}
	if list, err := cmdutil.ListArmies(s.armies); err == nil {
		for _, a := range list.Armies {
			if a.Valid {
				p.Armies = append(p.Armies, view.ArmyEntry{ID: a.ID, Name: a.Name, Fielded: a.Fielded, Limit: a.Limit})
			}
		}
	}
	if p.Blue == "" && len(p.Armies) > 1 {
		p.Blue = p.Armies[1].ID // the second sample faces the first, as a new battle's form
	}
	if p.Red == "" || (!p.All && q.Get("blue") == "") {
		if p.Red == "" && len(p.Armies) > 0 {
			p.Red = p.Armies[0].ID
		}
		return p, http.StatusOK // no question yet
	}
	red, redData, err := s.loadArmy(p.Red)
	if err != nil {
		return refusedMatchup(p, sideRefusal("red", err))
	}
	if p.All {
		f, err := s.solveRanking(red, redData)
		if err != nil {
			return refusedMatchup(p, err)
		}
		return s.rankingState(p, red, f)
	}
	blue, blueData, err := s.loadArmy(p.Blue)
	if err != nil {
		return refusedMatchup(p, sideRefusal("blue", err))
	}
	for _, pol := range []analysis.Policy{analysis.Optimal, analysis.Greedy} {
		opt := analysis.Options{Turns: analysis.DefaultTurns, Policy: pol}
		f, err := s.solvePair([2]army.Army{red, blue}, [2][]byte{redData, blueData}, opt, true)
		if err != nil {
			return refusedMatchup(p, web.Refuse(http.StatusUnprocessableEntity, "%v", err))
		}
		if s.inFlight(&p, f) {
			continue
		}
		if f.err != nil {
			return refusedMatchup(p, f.err)
		}
		var rep analysis.Report
		if err := json.Unmarshal(f.body, &rep); err != nil {
			return refusedMatchup(p, err)
		}
		if pol == analysis.Optimal {
			p.Optimal = &rep
		} else {
			p.Greedy = &rep
		}
	}
	if p.Solving {
		p.Optimal, p.Greedy = nil, nil // the page shows both at once
	}
	return p, http.StatusOK
}

// inFlight reports whether f is still solving, and says so on the page.
func (s *server) inFlight(p *view.MatchupPage, f *flight) bool {
	select {
	case <-f.done:
		return false
	default:
	}
	p.Solving = true
	started := f.started.Load()
	if started == 0 {
		p.Waiting = true
		return true
	}
	p.Seconds = max(p.Seconds, int(s.clock.Now().Sub(time.UnixMilli(started))/time.Second))
	p.Done = int(f.solved.Load())
	return true
}

// refusedMatchup is the page with the reason a question is refused.
func refusedMatchup(p view.MatchupPage, err error) (view.MatchupPage, int) {
	status, reason := refusalOf(err)
	var be *analysis.BudgetError
	if errors.As(err, &be) {
		status = http.StatusUnprocessableEntity
	}
	if status == http.StatusInternalServerError {
		reason = "the matchup could not be solved: see the server's terminal"
	}
	p.Problem = reason
	return p, status
}

// rankJSON is one line of a ranking's answer.
type rankJSON struct {
	Against string  `json:"against"`
	Value   float64 `json:"value"`
}

// solveRanking is the flight of red against every army fielded at rankingPoints, each for
// its value (A6) with best play, counted on the flight as each is solved. An army too big
// for the solver against any of them is refused at once.
func (s *server) solveRanking(red army.Army, data []byte) (*flight, error) {
	opt := analysis.Options{Turns: analysis.DefaultTurns}
	comps := analysis.Compositions(rankingPoints)
	for _, c := range comps {
		if err := analysis.CheckSize(red, c.Army(), opt); err != nil {
			return nil, web.Refuse(http.StatusUnprocessableEntity, "%s against %s: %v", cmdutil.Shorten(red.Name, 40), c.Words(), err)
		}
	}
	key := fmt.Sprintf("ranking %d %d %x", rankingPoints, len(data), sha256.Sum256(data))
	f := s.matchups.solve(key, true, func(f *flight) ([]byte, error) {
		s.log.Printf("matchup: solving %s against every army of %d points", cmdutil.Shorten(red.Name, 40), rankingPoints)
		var out []rankJSON
		for _, c := range comps {
			solver, err := analysis.NewSolver(red, c.Army(), opt)
			if err != nil {
				return nil, err
			}
			v, err := solver.Value(solver.Start())
			if err != nil {
				return nil, err
			}
			out = append(out, rankJSON{c.Words(), v})
			f.solved.Add(1)
		}
		return json.Marshal(out)
	})
	return f, nil
}

// rankingState is the page of a ranking: under way, or its answer.
func (s *server) rankingState(p view.MatchupPage, red army.Army, f *flight) (view.MatchupPage, int) {
	p.RankingOf, p.RankingPoints = red.Name, rankingPoints
	if s.inFlight(&p, f) {
		p.Parts = len(analysis.Compositions(rankingPoints))
		return p, http.StatusOK
	}
	if f.err != nil {
		return refusedMatchup(p, f.err)
	}
	var ranks []rankJSON
	if err := json.Unmarshal(f.body, &ranks); err != nil {
		return refusedMatchup(p, err)
	}
	for _, r := range ranks {
		p.Ranking = append(p.Ranking, view.Rank{Against: r.Against, Value: r.Value})
	}
	return p, http.StatusOK
}
