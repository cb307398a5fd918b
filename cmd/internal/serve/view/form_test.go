package view

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
)

func TestStepBody(t *testing.T) {
	for _, tc := range []struct {
		name, form, want, err string
	}{
		{"R3 initiative, ezd's dice", "step=initiative", `{"step":"initiative"}`, ""},
		{"R3 initiative, the table's dice", "step=initiative&dice=5&dice=2", `{"step":"initiative","dice":[5,2]}`, ""},
		{"R11 empty dice are ezd's dice", "step=initiative&dice=&dice=", `{"step":"initiative"}`, ""},
		{"R3 activate", "step=activate&tank=red:1", `{"step":"activate","tank":"red:1"}`, ""},
		{"R6 move in the open", "step=move", `{"step":"move"}`, ""},
		{"R9 move through terrain", "step=move&rough=1&light=2", `{"step":"move","through":["rough","light","light"]}`, ""},
		{"R9 no pieces", "step=move&rough=0&light=0", `{"step":"move"}`, ""},
		{"R7 attack", "step=attack&target=blue:2&cover=light&dice=5&dice=3", `{"step":"attack","target":"blue:2","cover":"light","dice":[5,3]}`, ""},
		{"R7 attack, ezd's dice", "step=attack&target=blue:2&cover=none", `{"step":"attack","target":"blue:2","cover":"none"}`, ""},
		{"R5 defend", "step=defend", `{"step":"defend"}`, ""},
		{"R4 done", "step=done", `{"step":"done"}`, ""},
		{"R3 pass", "step=pass", `{"step":"pass"}`, ""},
		{"undo", "step=undo", `{"step":"undo"}`, ""},
		{"at: the journal lines the page showed", "step=undo&at=12", `{"step":"undo","at":12}`, ""},
		{"at is a count", "step=pass&at=0", "", "from 1"},
		{"solo bot sees and cover", "step=bot&sees=red:1&sees=red:3&incover=red:3&dice=&dice=", `{"step":"bot","cover":["red:3"],"sees":["red:1","red:3"]}`, ""},
		{"solo bot sees none", "step=bot&sees=&rough=1&light=0", `{"step":"bot","through":["rough"],"sees":[]}`, ""},
		{"solo bot chooses its tank", "step=bot", `{"step":"bot"}`, ""},
		{"no step", "tank=red:1", "", "the form has no step"},
		{"unknown step", "step=retreat", "", `unknown step "retreat"`},
		{"a field the step does not take", "step=pass&tank=red:1", "", `the pass step takes no field "tank"`},
		{"unknown field", "step=attack&target=blue:1&colour=red", "", `takes no field "colour"`},
		{"R11 one die of two", "step=attack&target=blue:1&dice=5&dice=", "", "enter both dice"},
		{"R11 three dice", "step=initiative&dice=5&dice=2&dice=1", "", "enter both dice"},
		{"R11 a seven", "step=initiative&dice=7&dice=2", "", `a die shows 1 to 6, not "7"`},
		{"R11 a word", "step=initiative&dice=five&dice=2", "", `not "five"`},
		{"two steps", "step=pass&step=done", "", "gives step 2 times"},
		{"activate without a tank", "step=activate", "", "the form has no tank"},
		{"attack without a target", "step=attack&cover=light", "", "the form has no target"},
		{"R9 negative pieces", "step=move&rough=-1", "", "0 to 9"},
		{"a tank named twice", "step=bot&sees=red:1&sees=red:1", "", "names \"red:1\" twice"},
		{"a long value", "step=activate&tank=" + strings.Repeat("x", 200), "", "longer than 100 bytes"},
		{"too many fields", "step=bot" + strings.Repeat("&sees=red:1", 50), "", "more than a step has"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			form, err := url.ParseQuery(tc.form)
			if err != nil {
				t.Fatal(err)
			}
			got, err := StepBody(form)
			switch {
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Fatalf("StepBody(%s) = %s, %v; want the error %q", tc.form, got, err, tc.err)
			case tc.err == "" && err != nil:
				t.Fatalf("StepBody(%s): %v", tc.form, err)
			case tc.err == "" && string(got) != tc.want:
				t.Fatalf("StepBody(%s) = %s, want %s", tc.form, got, tc.want)
			}
		})
	}
}

// Every form the pages draw turns into a body: the field names of the templates and of
// StepBody agree.
func TestEveryDrawnFormIsABody(t *testing.T) {
	p := heaviestPage(t)
	for _, page := range []string{render(t, p), render(t, soloPage(t))} {
		forms := strings.Split(page, `<form class="step" method="post"`)
		for _, f := range forms[1:] {
			f = f[:strings.Index(f, "</form>")]
			v := url.Values{}
			for _, in := range fieldRe.FindAllString(f, -1) {
				name, value := attr(in, "name"), attr(in, "value")
				switch {
				case strings.Contains(in, `type="number"`):
					value = "4"
				case strings.HasPrefix(in, "<select"):
					value = "1" // a browser sends the option chosen
				}
				if name != "" {
					v.Add(name, value)
				}
			}
			if n := attr(buttonRe.FindString(f), "name"); n != "" {
				v.Add(n, attr(buttonRe.FindString(f), "value"))
			}
			if _, err := StepBody(v); err != nil {
				t.Errorf("the form %v is no body: %v", v, err)
			}
		}
	}
}

func attr(tag, name string) string {
	i := strings.Index(tag, " "+name+`="`)
	if i < 0 {
		return ""
	}
	rest := tag[i+len(name)+3:]
	return rest[:strings.IndexByte(rest, '"')]
}

// FuzzStepBody: whatever a form holds, StepBody answers (a body or an error) and never
// panics; a body is one JSON object with a step.
func FuzzStepBody(f *testing.F) {
	for _, s := range []string{"step=initiative&dice=5&dice=2", "step=move&rough=1&light=2", "step=bot&sees=red:1&incover=red:1", "step=attack&target=blue:2&cover=light"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		form, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		body, err := StepBody(form)
		if err != nil {
			return
		}
		var out map[string]any
		if err := json.Unmarshal(body, &out); err != nil || out["step"] == nil {
			t.Fatalf("StepBody(%q) = %s: not an object with a step", raw, body)
		}
	})
}

// Every prefix of a form's encoding is answered, as a form cut short on the wire would be.
func TestStepBodyPrefixes(t *testing.T) {
	raw := "step=bot&sees=red:1&sees=red:3&incover=red:3&dice=5&dice=3&rough=1&light=2"
	for i := range len(raw) + 1 {
		form, err := url.ParseQuery(raw[:i])
		if err != nil {
			continue
		}
		StepBody(form) // must return, body or error
	}
}
