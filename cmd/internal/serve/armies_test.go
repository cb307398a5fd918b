package serve

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// tablePage is the table link of a table under test.
func (tt *table) tablePage() string { return tt.url + tablePath(tt.s.tableSecret) }

// armies is the table's armies folder, made, with files written into it.
func (tt *table) armies(files map[string]string) string {
	tt.t.Helper()
	if err := os.MkdirAll(tt.s.armies, 0o755); err != nil {
		tt.t.Fatal(err)
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(tt.s.armies, name), []byte(text), 0o644); err != nil {
			tt.t.Fatal(err)
		}
	}
	return tt.s.armies
}

// do sends a request and returns the answer, its body read.
func (tt *table) do(method, path, body string, header map[string]string) (*http.Response, string) {
	tt.t.Helper()
	req, err := http.NewRequest(method, path, strings.NewReader(body))
	if err != nil {
		tt.t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		tt.t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	return resp, string(got)
}

const nord = `# Our club's platoon: the comments stay.
name: Nord & Co
points: 12 # the league limit
tanks:
  # The leader.
  - class: heavy
    name: Anna
  - model: Panzer 38(t) # its class from the catalogue
  - class: small
`

// TestArmiesJSON: GET TABLE/armies.json is `ezd army list --json` of the armies folder,
// byte for byte (& left as it is).
func TestArmiesJSON(t *testing.T) {
	tt := newTable(t)
	dir := tt.armies(map[string]string{"nord.yaml": nord, "broken.yaml": "name: B\ntanks:\n  - class: huge\n"})
	code, got := tt.get(tt.tablePage() + "/armies.json")
	list, err := cmdutil.ListArmies(dir)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	cmdutil.WriteJSON(&want, list.Armies)
	if code != http.StatusOK || got != want.String() {
		t.Errorf("%d:\n%s\nwant:\n%s", code, got, want.String())
	}
	if !strings.Contains(got, `"name": "Nord & Co"`) || !strings.Contains(got, `"id": "broken"`) {
		t.Errorf("the list lacks the folder's armies:\n%s", got)
	}
	if code, _ := tt.get(tt.url + "/t/" + strings.Repeat("A", 22) + "/armies.json"); code != http.StatusNotFound {
		t.Errorf("another table's secret: %d, want 404", code)
	}
}

// TestArmyShow: GET TABLE/armies/NAME.json is `ezd army show --json`, with the file's
// ETag; what is not an army says so.
func TestArmyShow(t *testing.T) {
	tt := newTable(t)
	tt.armies(map[string]string{"nord.yaml": nord, "broken.yaml": "name: B\ntanks:\n  - class: huge\n"})
	a, err := army.Parse("nord.yaml", []byte(nord))
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	cmdutil.WriteJSON(&want, cmdutil.NewRosterJSON(a))
	resp, got := tt.do("GET", tt.tablePage()+"/armies/nord.json", "", nil)
	if resp.StatusCode != http.StatusOK || got != want.String() || resp.Header.Get("ETag") != etag([]byte(nord)) {
		t.Errorf("%d %q:\n%s\nwant:\n%s", resp.StatusCode, resp.Header.Get("ETag"), got, want.String())
	}
	for _, tc := range []struct {
		name, path string
		status     int
		want       string
	}{
		{"a sample", "/armies/sample:france-1940.json", http.StatusOK, `"name": "France 1940"`},
		{"R2 problems, with their lines", "/armies/broken.json", http.StatusUnprocessableEntity, `"line": 3`},
		{"no such army", "/armies/nobody.json", http.StatusNotFound, "no army"},
		{"no such sample", "/armies/sample:italy.json", http.StatusNotFound, "no sample army"},
		{"not .json", "/armies/nord.yaml", http.StatusNotFound, "armies/NAME.json"},
		{"a hidden file", "/armies/.nord.json", http.StatusBadRequest, "not the name of an army"},
		{"out of the folder", "/armies/..%2Fnord.json", http.StatusBadRequest, "not the name of an army"},
	} {
		resp, got := tt.do("GET", tt.tablePage()+tc.path, "", nil)
		if resp.StatusCode != tc.status || !strings.Contains(got, tc.want) {
			t.Errorf("%s: %d %s, want %d with %q", tc.name, resp.StatusCode, got, tc.status, tc.want)
		}
	}
	if resp, _ := tt.do("GET", tt.tablePage()+"/armies/broken.json", "", nil); resp.Header.Get("ETag") == "" {
		t.Error("an army with problems has no ETag to save it fixed with")
	}
}

// putArmy is an army in the army file's JSON form.
func putArmy(name string, tanks ...string) string {
	b, _ := json.Marshal(map[string]any{"name": name, "tanks": json.RawMessage("[" + strings.Join(tanks, ",") + "]")})
	return string(b)
}

// TestArmySave: PUT TABLE/armies/NAME.json saves a valid army (200, atomically, as army
// edit keeps a file), refuses one with problems (422, with lines, nothing written), a
// change over another's (409), a sample (403) and a cross-site put (403).
func TestArmySave(t *testing.T) {
	tt := newTable(t)
	dir := tt.armies(map[string]string{"nord.yaml": nord})
	page := tt.tablePage()

	resp, got := tt.do("PUT", page+"/armies/raiders.json", putArmy("Raiders", `{"class":"heavy"}`, `{"class":"small","name":"Scout"}`), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(got, `"fielded": 6`) || resp.Header.Get("ETag") == "" {
		t.Fatalf("a new army: %d %s", resp.StatusCode, got)
	}
	saved, err := os.ReadFile(filepath.Join(dir, "raiders.yaml"))
	if err != nil || resp.Header.Get("ETag") != etag(saved) {
		t.Fatalf("raiders.yaml: %v, ETag %s, want the file's", err, resp.Header.Get("ETag"))
	}
	if a, err := army.Parse("raiders.yaml", saved); err != nil || a.TankName(1) != "Scout" {
		t.Errorf("saved %+v, %v", a, err)
	}

	// R1: over the limit, with the line in the body; nothing written.
	over := "{\n\"name\": \"Nord & Co\",\n\"tanks\": [\n{\"class\": \"heavy\"},\n{\"class\": \"heavy\"},\n{\"class\": \"sub\"}\n]\n}"
	resp, got = tt.do("PUT", page+"/armies/nord.json", over, map[string]string{"If-Match": etag([]byte(nord))})
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(got, `"line": 6`) || !strings.Contains(got, `unknown class \"sub\"`) {
		t.Errorf("an army with problems: %d %s", resp.StatusCode, got)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, "nord.yaml")); string(now) != nord {
		t.Errorf("a refused army changed the file:\n%s", now)
	}

	// An existing file: only with its ETag, and its comments stay.
	edit := `{"name": "Nord & Co", "points": 12, "tanks": [{"class": "heavy", "name": "Anna"}, {"class": "medium", "model": "Panzer 38(t)"}]}`
	if resp, got := tt.do("PUT", page+"/armies/nord.json", edit, nil); resp.StatusCode != http.StatusConflict || !strings.Contains(got, "If-Match") {
		t.Errorf("no If-Match on a file that exists: %d %s", resp.StatusCode, got)
	}
	if resp, got := tt.do("PUT", page+"/armies/nord.json", edit, map[string]string{"If-Match": `"stale"`}); resp.StatusCode != http.StatusConflict || !strings.Contains(got, "changed since it was read") {
		t.Errorf("a stale ETag: %d %s", resp.StatusCode, got)
	}
	resp, got = tt.do("PUT", page+"/armies/nord.json", edit, map[string]string{"If-Match": etag([]byte(nord))})
	now, _ := os.ReadFile(filepath.Join(dir, "nord.yaml"))
	if resp.StatusCode != http.StatusOK || !strings.Contains(got, `"fielded": 7`) {
		t.Fatalf("an edit with the ETag: %d %s", resp.StatusCode, got)
	}
	for _, kept := range []string{"# Our club's platoon: the comments stay.", "points: 12 # the league limit", "# The leader.", "name: Anna", "# its class from the catalogue"} {
		if !strings.Contains(string(now), kept) {
			t.Errorf("the edit lost %q:\n%s", kept, now)
		}
	}
	if strings.Contains(string(now), "class: small") {
		t.Errorf("the small tank removed is still there:\n%s", now)
	}

	for _, tc := range []struct {
		name, path, body string
		header           map[string]string
		status           int
		want             string
	}{
		{"a sample", "/armies/sample:france-1940.json", edit, nil, http.StatusForbidden, "a sample is not changed"},
		{"a cross-site put", "/armies/x.json", edit, map[string]string{"Origin": "http://evil.example"}, http.StatusForbidden, ""},
		{"an unknown field", "/armies/x.json", `{"name":"X","tanks":[{"class":"small"}],"colour":"red"}`, nil, http.StatusUnprocessableEntity, "colour"},
		{"not JSON", "/armies/x.json", `{"name":`, nil, http.StatusUnprocessableEntity, "invalid JSON"},
		{"gone since read", "/armies/x.json", edit, map[string]string{"If-Match": `"abc"`}, http.StatusConflict, "gone since it was read"},
		{"too big", "/armies/x.json", strings.Repeat(" ", maxBody+1), nil, http.StatusRequestEntityTooLarge, ""},
	} {
		resp, got := tt.do("PUT", page+tc.path, tc.body, tc.header)
		if resp.StatusCode != tc.status || !strings.Contains(got, tc.want) {
			t.Errorf("%s: %d %s, want %d with %q", tc.name, resp.StatusCode, got, tc.status, tc.want)
		}
	}
	if cmdutil.FileExists(filepath.Join(dir, "x.yaml")) {
		t.Error("a refused put wrote x.yaml")
	}
}
