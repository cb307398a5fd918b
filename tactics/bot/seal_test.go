package bot

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/tactics"
)

// TT10: a whole game sealed shows no juror's vote, reads back, and replays, event by
// event, to the states of the open journal: the jury's outcomes come from its counts.
func TestTT10SealedGameReplaysTheSame(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		j, _, err := Simulate(config(t, tactics.Standard, 10, Names, seed))
		if err != nil {
			t.Fatal(err)
		}
		sealed, err := j.Sealed()
		if err != nil {
			t.Fatal(err)
		}
		text := sealed.Marshal()
		votes := 0
		for _, line := range strings.Split(string(text), "\n") {
			if strings.Contains(line, `"kind":"vote"`) {
				votes++
				if strings.Contains(line, `"for"`) || strings.Contains(line, `"vote":`) {
					t.Fatalf("seed %d: a sealed journal shows a vote: %s", seed, line)
				}
			}
		}
		if votes == 0 {
			t.Fatalf("seed %d: no votes in the game: the test tests nothing", seed)
		}
		back, _, err := tactics.Load(text)
		if err != nil {
			t.Fatalf("seed %d: the sealed journal does not replay: %v", seed, err)
		}
		open, _ := tactics.NewState(j.Game)
		shut, _ := tactics.NewState(j.Game)
		for i := range j.Events {
			if err := open.Apply(j.Events[i]); err != nil {
				t.Fatal(err)
			}
			if err := shut.Apply(back.Events[i]); err != nil {
				t.Fatalf("seed %d: sealed event %d: %v", seed, i+1, err)
			}
			if a, b := string(mustJSON(t, open.Board())), string(mustJSON(t, shut.Board())); a != b {
				t.Fatalf("seed %d: after event %d the sealed journal's state differs:\n%s\n%s", seed, i+1, a, b)
			}
		}
		t.Logf("seed %d: %d events, %d votes sealed", seed, len(j.Events), votes)
	}
}
