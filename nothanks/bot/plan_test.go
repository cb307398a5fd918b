package bot

import (
	"testing"

	"github.com/ezd-game/ezd/nothanks"
)

// TestN5WalksAreWhatStepsReach: the plans of one tank (expecti's and cautious's walks)
// reach a square in exactly r steps when and only when r single steps of that tank, each
// to an empty neighbour (N5, the tank free to come back), can end there.
func TestN5WalksAreWhatStepsReach(t *testing.T) {
	checked := 0
	afterOneWalk(t, func(p nothanks.Position) {
		checked++
		if checked%11 != 0 {
			return
		}
		var sv survey
		sv.take(&p)
		for _, from := range sv.tanksOf(p.Next()) {
			want := map[nothanks.Cell]uint8{}
			layer := map[nothanks.Position]nothanks.Cell{p: from}
			for r := 1; r <= 6; r++ {
				next := map[nothanks.Position]nothanks.Cell{}
				for q, at := range layer {
					var buf [8]nothanks.Step
					for _, s := range q.AppendStepsFrom(buf[:0], at) {
						n, err := q.AfterStep(s)
						if err != nil {
							t.Fatal(err)
						}
						next[n] = s.To
						want[s.To] |= 1 << r
					}
				}
				layer = next
			}
			got := map[nothanks.Cell]uint8{}
			for _, pl := range walks(&p, from) {
				got[pl.to] = pl.rolls
				for r := 1; r <= 6; r++ {
					if pl.rolls&(1<<r) == 0 {
						continue
					}
					q, err := p.Play(nothanks.Turn{Player: p.Next(), Roll: r, Steps: pl.walk(p.Size(), r)})
					if err != nil || q.At(pl.to) != nothanks.PieceOf(p.Next(), nothanks.Tank) {
						t.Fatalf("the walk of %v to %v in %d steps: %v", from, pl.to, r, err)
					}
				}
			}
			if len(got) != len(want) {
				t.Fatalf("from %v: walks reach %d squares, single steps %d", from, len(got), len(want))
			}
			for c, rolls := range want {
				if got[c] != rolls {
					t.Fatalf("from %v to %v: walks take rolls %08b, single steps %08b", from, c, got[c], rolls)
				}
			}
		}
	})
}

// TestPlayStopsAtTheTurnLimit: a game of bots is stopped after exactly maxTurns turns.
func TestPlayStopsAtTheTurnLimit(t *testing.T) {
	l, _ := nothanks.BuiltIn(2)
	for _, limit := range []int{1, 3} {
		o, err := Play(l, nothanks.Red, []Bot{Greedy{}, Greedy{}}, NewDice(1), limit)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Stopped || o.Game.Turns() != limit {
			t.Errorf("limit %d: stopped %v after %d turns", limit, o.Stopped, o.Game.Turns())
		}
	}
}
