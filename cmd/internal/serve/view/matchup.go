package view

import (
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"

	"github.com/ezd-game/ezd/analysis"
)

// MatchupPage is "Who wins?" under the table link (issue 29): two armies picked, and the
// exact matchup of `ezd matchup A B` with both policies; or one army against every army
// fielded at 10 points, the ranking of `ezd matchup --all`. A solve takes a while: until
// it is done the page says how far it is and reloads itself (the script follows it more
// closely).
type MatchupPage struct {
	// Table is the table link's path without a final slash.
	Table string
	// Armies are the valid armies to pick from.
	Armies []ArmyEntry
	// Red and Blue are the ids picked; All asks for Red against every army of 10 points.
	Red, Blue string
	All       bool
	// Problem says why the question is refused (an army with problems, a pair too big for
	// the solver).
	Problem string
	// Solving says a solve is under way: Done of Parts done (parts of a ranking; 0 of 0
	// for a pair), for Seconds; Waiting while another solve has the machine.
	Solving       bool
	Done, Parts   int
	Seconds       int
	Waiting       bool
	Optimal       *analysis.Report
	Greedy        *analysis.Report
	Ranking       []Rank
	RankingOf     string // the army ranked
	RankingPoints int
}

// Rank is the army's value (A6: its wins and half the draws) against one army fielded at
// the points, named in words ("3 small 1 heavy").
type Rank struct {
	Against string
	Value   float64
}

// Matchup writes the matchup page.
func Matchup(w io.Writer, p MatchupPage) error { return execute(w, "matchup", matchupView(p)) }

// matchupModel is the matchup page as the template draws it.
type matchupModel struct {
	MatchupPage
	Pair    []policyResult
	Ranks   []rankLine
	Average string
	Query   string // the page's own address with its question, for the script to follow
}

// policyResult is one policy's answer in words.
type policyResult struct {
	Policy, Explain     string
	Red, Blue           string
	RedWins, BlueWins   string
	Draw                string
	RedLost, BlueLost   string
	Turns               string
	RedWidth, DrawWidth string
	BlueX               string
}

type rankLine struct {
	Against, Value string
	Width          string
}

func percent(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// expectedLoss is the points a side can expect to have lost when the battle ends (R8).
func expectedLoss(d map[int]float64) float64 {
	sum := 0.0
	for points, p := range d {
		sum += float64(points) * p
	}
	return sum
}

func matchupView(p MatchupPage) matchupModel {
	m := matchupModel{MatchupPage: p}
	q := url.Values{"red": {p.Red}}
	if p.All {
		q.Set("all", "1")
	} else {
		q.Set("blue", p.Blue)
	}
	m.Query = p.Table + "/matchup?" + q.Encode()
	for _, r := range []*analysis.Report{p.Optimal, p.Greedy} {
		if r == nil {
			continue
		}
		res := policyResult{Policy: r.Policy, Red: r.A, Blue: r.B,
			RedWins: percent(r.AWins), BlueWins: percent(r.BWins), Draw: percent(r.Draw),
			RedLost: fmt.Sprintf("%.1f", expectedLoss(r.LossDistribution.A)), BlueLost: fmt.Sprintf("%.1f", expectedLoss(r.LossDistribution.B)),
			Turns: fmt.Sprintf("%.1f", r.ExpectedTurns), RedWidth: fmt.Sprintf("%.2f", 100*r.AWins), DrawWidth: fmt.Sprintf("%.2f", 100*r.Draw)}
		res.BlueX = fmt.Sprintf("%.2f", 100*(r.AWins+r.Draw))
		res.Explain = "Both sides play their best (A6)."
		if r.Policy == analysis.Greedy.String() {
			res.Explain = "Both sides play the greedy rule of thumb, as most players do."
		}
		m.Pair = append(m.Pair, res)
	}
	ranks := slices.Clone(p.Ranking)
	slices.SortStableFunc(ranks, func(a, b Rank) int {
		switch {
		case a.Value < b.Value:
			return -1
		case a.Value > b.Value:
			return 1
		}
		return 0
	})
	sum := 0.0
	for _, r := range ranks {
		sum += r.Value
		m.Ranks = append(m.Ranks, rankLine{r.Against, percent(r.Value), fmt.Sprintf("%.2f", 100*r.Value)})
	}
	if len(ranks) > 0 {
		m.Average = percent(sum / float64(len(ranks)))
	}
	return m
}
