package serve

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// postForm posts a form to path as a page without the script does, and returns the
// answer after any redirect.
func (tt *table) postForm(path string, form url.Values, header map[string]string) (*http.Response, string) {
	tt.t.Helper()
	h := map[string]string{"Content-Type": "application/x-www-form-urlencoded"}
	for k, v := range header {
		h[k] = v
	}
	return tt.do("POST", path, form.Encode(), h)
}

// builderForm is the builder's form with tanks given as class/name/model triples.
func builderFields(do, name, points string, tanks ...string) url.Values {
	f := url.Values{"do": {do}, "name": {name}, "faction": {""}, "points": {points}}
	for _, t := range tanks {
		parts := strings.Split(t, "/")
		f["class"] = append(f["class"], parts[0])
		f["tname"] = append(f["tname"], parts[1])
		f["model"] = append(f["model"], parts[2])
	}
	return f
}

// TestBuilderForm: the builder without the script, a button at a time: adding and
// removing tanks counts the points (R1, R2); Save refuses an army with problems (422),
// each beside its field as `ezd army validate` words it, and writes nothing; a valid army
// is saved and its page opens.
func TestBuilderForm(t *testing.T) {
	tt := newTable(t)
	build := tt.tablePage() + "/build"
	if code, got := tt.get(build); code != http.StatusOK || !strings.Contains(got, "0</b> of <b class=\"limit\">10</b> points") {
		t.Fatalf("a new army: %d %.300s", code, got)
	}
	resp, got := tt.postForm(build, builderFields("add:heavy", "Raiders", "", "medium//"), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(got, `<b class="fielded">7</b>`) || !strings.Contains(got, `placeholder="Heavy 1"`) {
		t.Errorf("R2 a heavy tank added to a medium: %d %s", resp.StatusCode, got)
	}
	resp, got = tt.postForm(build, builderFields("remove:1", "Raiders", "", "medium//", "heavy/Anna/"), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(got, `<b class="fielded">4</b>`) || strings.Contains(got, "Tank 2") || !strings.Contains(got, `value="Anna"`) {
		t.Errorf("the medium tank removed: %d %s", resp.StatusCode, got)
	}
	for _, tc := range []struct {
		name   string
		form   url.Values
		field  string
		want   string
		status int
	}{
		{"R1 over the limit", builderFields("save", "Raiders", "", "heavy//", "heavy//", "heavy//"), `class="problem field-problem">the tanks cost 12 points, 2 over the limit of 10`, "", http.StatusUnprocessableEntity},
		{"R1 no name", builderFields("save", "", "", "heavy//"), `data-field="name"><p class="problem field-problem">the army has no name`, "", http.StatusUnprocessableEntity},
		{"R1 no tanks", builderFields("save", "Raiders", ""), `data-field="tanks"><p class="problem field-problem">the army has no tanks`, "", http.StatusUnprocessableEntity},
		{"R1 a points limit", builderFields("save", "Raiders", "many", "heavy//"), `data-field="points"><p class="problem field-problem">points: want a whole number`, "", http.StatusUnprocessableEntity},
		{"R12 a model of another class", builderFields("save", "Raiders", "", "small//Char B1 bis"), `data-field="tank-1"><p class="problem field-problem">tank 1 (Small 1): model &#34;Char B1 bis&#34; is heavy, not small (R12)`, "", http.StatusUnprocessableEntity},
		{"a tank without its fields", url.Values{"do": {"save"}, "name": {"X"}, "class": {"small"}}, "", "each tank of the form", http.StatusBadRequest},
		{"an unknown button", builderFields("explode", "X", ""), "", "no button", http.StatusBadRequest},
		{"an unknown class", builderFields("add:huge", "X", ""), "", "add: unknown class", http.StatusBadRequest},
		{"no such tank", builderFields("remove:3", "X", "", "small//"), "", "no tank", http.StatusBadRequest},
		{"an unknown field", url.Values{"do": {"save"}, "colour": {"red"}}, "", "no field", http.StatusBadRequest},
	} {
		resp, got := tt.postForm(build, tc.form, nil)
		if resp.StatusCode != tc.status || !strings.Contains(got, tc.field+tc.want) {
			t.Errorf("%s: %d, want %d with %q:\n%s", tc.name, resp.StatusCode, tc.status, tc.field+tc.want, got)
		}
	}
	if entries, _ := os.ReadDir(tt.s.armies); len(entries) != 0 {
		t.Fatalf("refused armies wrote %d files", len(entries))
	}
	resp, got = tt.postForm(build, builderFields("save", "Raiders", "", "heavy/Anna/", "small//Renault R35", "medium//"), nil)
	if resp.StatusCode != http.StatusOK || resp.Request.URL.Path != tablePath(tt.s.tableSecret)+"/army/raiders" || !strings.Contains(got, "Saved.") {
		t.Fatalf("a valid army: %d at %s:\n%s", resp.StatusCode, resp.Request.URL, got)
	}
	data, err := os.ReadFile(filepath.Join(tt.s.armies, "raiders.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if a, err := army.Parse("raiders.yaml", data); err != nil || a.Fielded() != 9 || a.TankName(0) != "Anna" || a.Tanks[1].Model != "Renault R35" {
		t.Errorf("saved %+v, %v:\n%s", a, err, data)
	}
}

// TestBuilderConflict: a new army named as a file that exists, or an edit of a file
// changed on disk since the page read it, is refused (409) and said plainly, with every
// field of the form kept and the offer to save over the file; the script's save gets the
// same as JSON. Editing keeps the file's comments, as PUT does.
func TestBuilderConflict(t *testing.T) {
	tt := newTable(t)
	dir := tt.armies(map[string]string{"nord.yaml": nord})
	build := tt.tablePage() + "/build"
	resp, got := tt.postForm(build, builderFields("save", "Nord", "", "heavy/Otto/"), nil)
	if resp.StatusCode != http.StatusConflict || !strings.Contains(got, "An army file nord.yaml exists already") || !strings.Contains(got, `value="Otto"`) || !strings.Contains(got, `value="overwrite"`) {
		t.Errorf("a new army over a file: %d\n%s", resp.StatusCode, got)
	}
	code, page := tt.get(build + "?army=nord")
	if code != http.StatusOK || !strings.Contains(page, `value="Nord &amp; Co"`) || !strings.Contains(page, `value="12"`) || !strings.Contains(page, `name="etag" value="`+strings.ReplaceAll(etag([]byte(nord)), `"`, "&#34;")) {
		t.Fatalf("editing nord: %d\n%s", code, page)
	}
	edit := builderFields("save", "Nord & Co", "12", "heavy/Anna/", "/Panzer 38(t)/Panzer 38(t)", "small//", "small//")
	edit.Set("id", "nord")
	edit.Set("etag", etag([]byte(nord)))
	os.WriteFile(filepath.Join(dir, "nord.yaml"), []byte(nord+"# changed by an editor\n"), 0o644)
	resp, got = tt.postForm(build, edit, map[string]string{"Accept": "application/json"})
	var refused builderRefusal
	if err := json.Unmarshal([]byte(got), &refused); resp.StatusCode != http.StatusConflict || err != nil || !strings.Contains(refused.Error, "nord.yaml changed on disk since you opened it") || !refused.Overwrite {
		t.Errorf("a file changed since: %d %v %s", resp.StatusCode, err, got)
	}
	edit.Set("do", "overwrite")
	resp, got = tt.postForm(build, edit, map[string]string{"Accept": "application/json"})
	if resp.StatusCode != http.StatusOK || !strings.Contains(got, `"page": "`+tablePath(tt.s.tableSecret)+`/army/nord"`) {
		t.Fatalf("saved over it: %d %s", resp.StatusCode, got)
	}
	now, _ := os.ReadFile(filepath.Join(dir, "nord.yaml"))
	for _, kept := range []string{"# Our club's platoon: the comments stay.", "points: 12 # the league limit", "# The leader.", "name: Anna"} {
		if !strings.Contains(string(now), kept) {
			t.Errorf("the edit lost %q:\n%s", kept, now)
		}
	}
	if a, err := army.Parse("nord.yaml", now); err != nil || a.Fielded() != 11 {
		t.Errorf("the edit saved %+v, %v:\n%s", a, err, now)
	}
}

// TestArmiesPage: the armies page lists the samples and the folder's armies, an army
// with problems (R1: over its limit) with its first problem and a way to fix it in the
// builder.
func TestArmiesPage(t *testing.T) {
	tt := newTable(t)
	tt.armies(map[string]string{"nord.yaml": nord, "broken.yaml": "name: B\ntanks:\n  - class: heavy\n  - class: heavy\n  - class: heavy\n"})
	code, got := tt.get(tt.tablePage() + "/armies")
	for _, want := range []string{"France 1940", "Nord &amp; Co", "/build?army=broken", "Not valid: the tanks cost 12 points, 2 over the limit of 10"} {
		if code != http.StatusOK || !strings.Contains(got, want) {
			t.Errorf("the armies page lacks %q: %d\n%s", want, code, got)
		}
	}
	if code, got := tt.get(tt.tablePage() + "/build?army=broken"); code != http.StatusOK || !strings.Contains(got, `value="B"`) {
		t.Errorf("fixing broken.yaml in the builder: %d\n%s", code, got)
	}
}
