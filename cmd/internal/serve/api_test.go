package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// GET LINK/status.json is what `ezd battle status --json` prints, from any of the three
// links.
func TestStatusJSONIsBattleStatus(t *testing.T) {
	tt := newTable(t)
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200)
	var want bytes.Buffer
	report, err := battles.Report(t.Context(), tt.s.cache, tt.journal())
	if err != nil {
		t.Fatal(err)
	}
	cmdutil.WriteJSON(&want, report)
	for _, role := range battles.Roles {
		code, got := tt.get(tt.link(role) + "/status.json")
		if code != 200 || got != want.String() {
			t.Fatalf("%s: %d\n%s\nwant\n%s", role, code, got, want.String())
		}
	}
}

// A step: 200 with its lines as battle log --json prints them and the new status; the
// journal on disk holds it.
func TestStepAnswers(t *testing.T) {
	tt := newTable(t)
	got := tt.step("blue", `{"step": "initiative", "dice": [5, 2]}`, 200) // R3: either side rolls
	var answer struct {
		Lines  []battles.LogEntry `json:"lines"`
		Status battles.StatusReport
	}
	if err := json.Unmarshal([]byte(got), &answer); err != nil {
		t.Fatal(err)
	}
	if len(answer.Lines) != 1 || answer.Lines[0].Line != 2 || !strings.Contains(answer.Lines[0].Text, "Red wins initiative") {
		t.Fatalf("lines %+v", answer.Lines)
	}
	if answer.Status.ToAct == nil || *answer.Status.ToAct != "red" {
		t.Fatalf("status %+v", answer.Status)
	}
	if n := len(tt.journal().Journal()); n != 2 {
		t.Fatalf("the journal has %d lines, want 2", n)
	}
}

// Every refusal, and what it answers: nothing is recorded by any of them.
func TestStepRefusals(t *testing.T) {
	tt := newTable(t)
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200) // red to act (R3)
	for _, tc := range []struct {
		name, role, body string
		want             int
		says             string
	}{
		{"R3 out of turn", "blue", `{"step": "activate", "tank": "blue:1"}`, 403, "it is red's turn"},
		{"the watch link", "watch", `{"step": "pass"}`, 403, "watch link takes no step"},
		{"a rule refuses", "red", `{"step": "activate", "tank": "blue:1"}`, 409, ""},
		{"R4 no active tank", "red", `{"step": "done"}`, 409, "no tank is active"},
		{"malformed", "red", `{"step": "pass"`, 400, ""},
		{"unknown field", "red", `{"step": "pass", "force": true}`, 400, "unknown field"},
		{"a key twice", "red", `{"step": "pass", "step": "done"}`, 400, ""},
		{"unknown step", "red", `{"step": "fly"}`, 400, "unknown step"},
		{"R11 a die of 9", "red", `{"step": "initiative", "dice": [9, 1]}`, 400, "not a die"},
		{"a field the step does not take", "red", `{"step": "pass", "tank": "red:1"}`, 400, "takes no tank"},
		{"not an object", "red", `[1]`, 400, ""},
		{"empty", "red", ``, 400, ""},
		{"over 64 KB", "red", `{"step": "pass", "tank": "` + strings.Repeat("x", 70<<10) + `"}`, 413, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, got := tt.post(tt.link(tc.role)+"/steps", tc.body)
			var problem struct{ Error string }
			if code != tc.want || json.Unmarshal([]byte(got), &problem) != nil || problem.Error == "" || !strings.Contains(problem.Error, tc.says) {
				t.Fatalf("%d %s, want %d saying %q", code, got, tc.want, tc.says)
			}
			if n := len(tt.journal().Journal()); n != 2 {
				t.Fatalf("the journal has %d lines, want 2", n)
			}
		})
	}
}

// An unknown link is a 404 that says nothing else: the same answer for a secret of the
// right shape, a wrong one, a rotated one and a path that is no link.
func TestUnknownLinks(t *testing.T) {
	tt := newTable(t)
	old := tt.link("blue")
	if _, err := battles.Rotate(tt.s.dir, "sedan", "blue"); err != nil {
		t.Fatal(err)
	}
	_, want := tt.get(tt.url + "/nothing")
	for _, path := range []string{
		tt.url + "/b/AAAAAAAAAAAAAAAAAAAAAA/status.json",
		tt.url + "/b/short/status.json",
		tt.url + "/b/" + strings.Repeat("A", 400),
		old + "/status.json",
		old,
		tt.url + "/t/AAAAAAAAAAAAAAAAAAAAAA",
	} {
		code, got := tt.get(path)
		if code != 404 || got != want {
			t.Errorf("%s: %d %q, want 404 %q", path, code, got, want)
		}
	}
	code, got := tt.post(old+"/steps", `{"step": "pass"}`)
	if code != 404 || got != want {
		t.Errorf("a step with a rotated link: %d %q", code, got)
	}
}

// 20 identical attacks posted at once by the red phone: exactly one is recorded, the
// others refused by the rules (R4: the heavy tank's one action is spent).
func TestParallelIdenticalAttacksRecordOne(t *testing.T) {
	tt := newTable(t)
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200)
	tt.step("red", `{"step": "activate", "tank": "red:1"}`, 200) // Char B1 bis: one action (R2)
	before := len(tt.journal().Journal())
	codes := make(chan int, 20)
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			code, _ := tt.post(tt.link("red")+"/steps", `{"step": "attack", "target": "blue:2", "cover": "light", "dice": [5, 3]}`)
			codes <- code
		})
	}
	wg.Wait()
	close(codes)
	count := map[int]int{}
	for c := range codes {
		count[c]++
	}
	if count[200] != 1 || count[200]+count[409]+count[403] != 20 {
		t.Fatalf("answers %v, want one 200 and the rest refused", count)
	}
	attacks := 0
	for _, e := range tt.journal().Log()[before:] {
		if strings.Contains(e, "attacks") {
			attacks++
		}
	}
	if attacks != 1 {
		t.Fatalf("%d attacks recorded", attacks)
	}
}

// The same with "at", the journal lines the page showed: a medium tank could attack
// twice, but a step sent twice from the same page is made once.
func TestParallelStepsWithAtRecordOne(t *testing.T) {
	tt := newTable(t)
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200)
	tt.step("red", `{"step": "activate", "tank": "red:2"}`, 200) // Renault R35: three actions
	at := len(tt.journal().Journal())
	body := fmt.Sprintf(`{"step": "attack", "target": "blue:1", "dice": [1, 6], "at": %d}`, at)
	codes := make(chan int, 20)
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			code, _ := tt.post(tt.link("red")+"/steps", body)
			codes <- code
		})
	}
	wg.Wait()
	close(codes)
	ok := 0
	for c := range codes {
		if c == 200 {
			ok++
		} else if c != 409 {
			t.Errorf("answer %d", c)
		}
	}
	if ok != 1 || len(tt.journal().Journal()) != at+1 {
		t.Fatalf("%d recorded, journal %d lines", ok, len(tt.journal().Journal()))
	}
}

// A form posted without the script: 303 back to the page; refused, the page again with
// the reason and the refusal's status.
func TestFormSteps(t *testing.T) {
	tt := newTable(t)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	post := func(form string) *http.Response {
		resp, err := client.Post(tt.link("red")+"/steps", "application/x-www-form-urlencoded", strings.NewReader(form))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	if r := post("step=initiative&dice=5&dice=2&at=1"); r.StatusCode != http.StatusSeeOther || r.Header.Get("Location") != battlePath(tt.links.Red) {
		t.Fatalf("initiative: %d to %q", r.StatusCode, r.Header.Get("Location"))
	}
	if r := post("step=done&at=2"); r.StatusCode != http.StatusConflict || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("done with no tank active: %d %s", r.StatusCode, r.Header.Get("Content-Type"))
	}
	if r := post("step=fly"); r.StatusCode != http.StatusBadRequest {
		t.Fatalf("fly: %d", r.StatusCode)
	}
	if n := len(tt.journal().Journal()); n != 2 {
		t.Fatalf("the journal has %d lines", n)
	}
}

// A cross-site post is refused before it is read (internal/web's Origin check).
func TestCrossSitePostRefused(t *testing.T) {
	tt := newTable(t)
	req, _ := http.NewRequest("POST", tt.link("red")+"/steps", strings.NewReader(`{"step": "initiative"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", "http://evil.example")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 || len(tt.journal().Journal()) != 1 {
		t.Fatalf("%d", resp.StatusCode)
	}
}

// No secret reaches the server's log.
func TestNoSecretInTheLog(t *testing.T) {
	tt := newTable(t)
	tt.step("red", `{"step": "initiative", "dice": [5, 2]}`, 200)
	tt.step("blue", `{"step": "pass"}`, 403)
	tt.get(tt.link("watch") + "/status.json")
	logs := tt.logs.String()
	for _, role := range battles.Roles {
		if strings.Contains(logs, tt.links.Secret(role)) || strings.Contains(logs, tt.s.tableSecret) {
			t.Fatalf("the log holds a secret:\n%s", logs)
		}
	}
	if !strings.Contains(logs, "battle sedan: red took initiative") {
		t.Fatalf("log:\n%s", logs)
	}
}
