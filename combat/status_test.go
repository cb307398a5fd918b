package combat

import (
	"encoding/json"
	"testing"
)

// TestStatusJSONIsTheContract pins the keys of `ezd battle status --json` (docs/battle.md).
func TestStatusJSONIsTheContract(t *testing.T) {
	b := newBattle(t, forces("Reds", H, S), forces("Blues", M))
	run(t, b, "initiative 1,6", "activate blue:1", "defend", "done", "activate red:2", "attack blue:1 6,1")
	got, err := json.MarshalIndent(b.Status(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	const want = `{
  "name": "test",
  "turn": 1,
  "winner": null,
  "toAct": "red",
  "activeTank": "red:2",
  "actionsLeft": 2,
  "sides": {
    "red": {
      "army": "Reds",
      "fielded": 6,
      "lost": 0,
      "lossThreshold": 3,
      "activationsLeft": 0,
      "tanks": [
        {
          "ref": "red:1",
          "name": "Heavy 1",
          "class": "heavy",
          "damage": 0,
          "capacity": 3,
          "destroyed": false,
          "defending": false,
          "activated": false
        },
        {
          "ref": "red:2",
          "name": "Small 1",
          "class": "small",
          "damage": 0,
          "capacity": 1,
          "destroyed": false,
          "defending": false,
          "activated": true
        }
      ]
    },
    "blue": {
      "army": "Blues",
      "fielded": 3,
      "lost": 0,
      "lossThreshold": 2,
      "activationsLeft": 0,
      "tanks": [
        {
          "ref": "blue:1",
          "name": "Medium 1",
          "class": "medium",
          "damage": 1,
          "capacity": 2,
          "destroyed": false,
          "defending": true,
          "activated": true
        }
      ]
    }
  }
}`
	if string(got) != want {
		t.Errorf("status JSON:\n%s\nwant:\n%s", got, want)
	}
}

func TestStatusWhenWon(t *testing.T) {
	b := newBattle(t, forces("Reds", S), forces("Blues", S))
	run(t, b, "initiative 1,6", "activate blue:1", "attack red:1 6,1 => attacked won")
	st := b.Status()
	if st.Winner == nil || *st.Winner != Blue || st.ToAct != nil || st.ActiveTank != nil || st.ActionsLeft != 0 {
		t.Errorf("status %+v; want blue the winner, nobody to act", st)
	}
}
