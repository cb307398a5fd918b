package serve

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/combat"
)

// Solo play (docs/solo.md): with ezd playing blue, red's phone takes ezd's steps and
// answers what ezd cannot see; ezd asks for sees once its tank is active.
func TestSoloBotStepsFromRedsPhone(t *testing.T) {
	tt := newTable(t, combat.Bot{Player: combat.Blue, Stance: "steady"})
	tt.step("red", `{"step": "initiative", "dice": [2, 5]}`, 200) // blue, ezd, acts first (R3)
	tt.step("red", `{"step": "activate", "tank": "red:1"}`, 403)  // blue's turn
	got := tt.step("red", `{"step": "bot"}`, 200)                 // ezd activates a tank
	var answer struct {
		Bot  *battles.BotJSON `json:"bot"`
		Said string           `json:"said"`
	}
	if err := json.Unmarshal([]byte(got), &answer); err != nil || answer.Bot == nil || answer.Bot.Step == "" || !strings.HasPrefix(answer.Said, "Blue (ezd, steady):") {
		t.Fatalf("ezd's step: %s", got)
	}
	if !strings.Contains(answer.Bot.Step, "activate") {
		return // nothing more to ask
	}
	code, refusal := tt.post(tt.link("red")+"/steps", `{"step": "bot"}`)
	if code != 409 || !strings.Contains(refusal, "sees") {
		t.Fatalf("ezd's active tank with nothing said of what it sees: %d %s", code, refusal)
	}
	tt.step("red", `{"step": "bot", "sees": ["red:1"], "cover": ["red:1"], "dice": [5, 3]}`, 200)
	tt.step("watch", `{"step": "bot", "sees": []}`, 403)
}

// The win chance and hints: off for a new battle, switched by a side's link for both
// sides, never by the watch link.
func TestHintsSwitch(t *testing.T) {
	tt := newTable(t)
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200)
	if code, _ := tt.get(tt.link("blue") + "/hints.json"); code != http.StatusConflict {
		t.Fatalf("hints while off: %d", code)
	}
	if code, _ := tt.post(tt.link("watch")+"/hints", `{"hints": true}`); code != 403 {
		t.Fatalf("the watch link switched the hints: %d", code)
	}
	if code, got := tt.post(tt.link("blue")+"/hints", `{"hints": true}`); code != 200 {
		t.Fatalf("blue switched the hints: %d %s", code, got)
	}
	if code, _ := tt.post(tt.link("blue")+"/hints", `{"hints": "yes"}`); code != 400 {
		t.Fatalf("a bad switch: %d", code)
	}
	if l, _, _ := battles.ReadLinks(tt.s.dir, "sedan"); !l.Hints {
		t.Fatal("the switch was not kept beside the battle")
	}
	code, body := 0, ""
	// 202 while they are solved aside; the deadline guards against a hang.
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if code, body = tt.get(tt.link("red") + "/hints.json"); code != http.StatusAccepted {
			break
		}
	}
	var hints battles.HintJSON
	if code != 200 || json.Unmarshal([]byte(body), &hints) != nil || hints.Side != combat.Red || len(hints.Options) == 0 {
		t.Fatalf("hints: %d %s", code, body)
	}
	code, page := tt.get(tt.link("blue"))
	if code != 200 || !strings.Contains(page, hints.Options[0].Reason) {
		t.Fatalf("the page with the hints on does not show the best step's reason %q", hints.Options[0].Reason)
	}
}

// The table link starts a battle from a form: the armies, a name, solo play; then lists it
// with its links.
func TestTableStartsABattle(t *testing.T) {
	tt := newTable(t)
	table := tt.url + tablePath(tt.s.tableSecret)
	post := func(fields map[string]string, file string) (int, string) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		for k, v := range fields {
			mw.WriteField(k, v)
		}
		if file != "" {
			w, _ := mw.CreateFormFile("bluefile", "mine.yaml")
			w.Write([]byte(file))
		}
		mw.Close()
		req, _ := http.NewRequest("POST", table+"/battles", &body)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		req.Header.Set("Accept", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var got bytes.Buffer
		got.ReadFrom(resp.Body)
		return resp.StatusCode, got.String()
	}
	if code, got := post(map[string]string{"name": "solo", "red": "sample:france-1940", "blue": "sample:germany-1940", "bot": "blue"}, ""); code != 201 || !strings.Contains(got, `"watch": "http://`) {
		t.Fatalf("a new battle: %d %s", code, got)
	}
	b, _, err := battles.Read(tt.s.dir, "solo")
	if err != nil || len(b.Bots()) != 1 || b.Bots()[0].Player != combat.Blue {
		t.Fatalf("the battle started: %v", err)
	}
	army := "name: Mine\ntanks:\n  - class: heavy\n  - class: medium\n  - class: small\n"
	if code, got := post(map[string]string{"name": "mine", "red": "sample:france-1940", "blue": "file"}, army); code != 201 {
		t.Fatalf("an uploaded army: %d %s", code, got)
	}
	for _, tc := range []struct {
		fields map[string]string
		want   int
	}{
		{map[string]string{"name": "solo", "red": "sample:france-1940", "blue": "sample:germany-1940"}, 409},
		{map[string]string{"name": "../x", "red": "sample:france-1940", "blue": "sample:germany-1940"}, 400},
		{map[string]string{"name": "x", "red": "sample:nowhere", "blue": "sample:germany-1940"}, 400},
		{map[string]string{"name": "x", "red": "/etc/passwd", "blue": "sample:germany-1940"}, 400},
		{map[string]string{"name": "x", "red": "sample:france-1940", "blue": "file"}, 400},
		{map[string]string{"name": "x", "red": "sample:france-1940", "blue": "sample:germany-1940", "bot": "both"}, 400},
	} {
		if code, got := post(tc.fields, ""); code != tc.want {
			t.Errorf("%v: %d %s, want %d", tc.fields, code, got, tc.want)
		}
	}
	code, page := tt.get(table)
	if code != 200 || !strings.Contains(page, "solo") || !strings.Contains(page, "/qr.png") {
		t.Fatalf("the table page: %d", code)
	}
	code, list := tt.get(table + "/battles.json")
	if code != 200 || !strings.Contains(list, `"name": "solo"`) {
		t.Fatalf("battles.json: %d %s", code, list)
	}
}
