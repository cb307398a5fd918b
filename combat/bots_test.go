package combat

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/army"
)

func botArmies(t *testing.T) (army.Army, army.Army) {
	t.Helper()
	fr, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	de, err := army.Sample("germany-1940")
	if err != nil {
		t.Fatal(err)
	}
	return fr, de
}

func TestBotSidesAreRecordedInTheStartedEvent(t *testing.T) {
	fr, de := botArmies(t)
	bots := []Bot{{Blue, "cautious"}, {Red, "steady"}}
	b, err := New("solo", fr, de, Settings{Seed: 3, Bots: bots})
	if err != nil {
		t.Fatal(err)
	}
	line, err := Encode(b.Journal()[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(line), `"bots":[{"side":"blue","stance":"cautious"},{"side":"red","stance":"steady"}]`) {
		t.Errorf("the started event does not name the bots: %s", line)
	}
	d, err := Decode(line)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(bots, d.Battle.Bots()); diff != "" {
		t.Errorf("bots after a round trip (-want +got):\n%s", diff)
	}
}

func TestJournalsWithoutBotsStillLoad(t *testing.T) {
	fr, de := botArmies(t)
	b, err := New("people", fr, de, Settings{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	line, err := Encode(b.Journal()[0])
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(line), "bots") {
		t.Errorf("a battle between people writes bots: %s", line)
	}
	d, err := Decode(line)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Battle.Bots(); len(got) != 0 {
		t.Errorf("Bots() = %v, want none", got)
	}
}

func TestBotSidesAreChecked(t *testing.T) {
	fr, de := botArmies(t)
	for _, tc := range []struct {
		name string
		bots []Bot
		want string
	}{
		{"no side", []Bot{{NoPlayer, "steady"}}, "not a side"},
		{"twice", []Bot{{Red, "steady"}, {Red, "cautious"}}, "red is played by a bot twice"},
		{"no stance", []Bot{{Blue, ""}}, "no stance"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New("solo", fr, de, Settings{Bots: tc.bots})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("New = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
