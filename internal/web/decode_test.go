package web

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/iotest"
)

type step struct {
	Step string `json:"step"`
	Tank string `json:"tank,omitempty"`
	Dice []int  `json:"dice,omitempty"`
}

func TestDecodeJSONIsStrict(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       int    // 0: decoded
		reason     string // what the refusal says
	}{
		{"one object", `{"step": "activate", "tank": "red:1"}`, 0, ""},
		{"with white space around", " \n{\"step\": \"done\"}\n ", 0, ""},
		{"nested arrays", `{"step": "attack", "dice": [5, 3]}`, 0, ""},
		{"empty", ``, 400, "empty"},
		{"blank", " \n\t", 400, "empty"},
		{"malformed", `{"step":`, 400, "not the JSON wanted"},
		{"an unknown field", `{"step": "done", "as": "blue"}`, 400, `unknown field "as"`},
		{"a key twice", `{"step": "done", "step": "undo"}`, 400, `"step" is given twice`},
		{"a key twice, case-blind", `{"step": "done", "STEP": "undo"}`, 400, `"step" and "STEP"`},
		{"two objects", `{"step": "done"} {"step": "undo"}`, 400, "more after"},
		{"trailing garbage", `{"step": "done"} x`, 400, "invalid character"},
		{"an array", `[{"step": "done"}]`, 400, "want a JSON object"},
		{"a string", `"done"`, 400, "want a JSON object"},
		{"null", `null`, 400, "want a JSON object"},
		{"the wrong type", `{"step": 3}`, 400, "cannot unmarshal"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var v step
			err := DecodeJSON(httptest.NewRequest("POST", "/", strings.NewReader(c.body)), &v)
			if c.want == 0 {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if v.Step == "" {
					t.Error("decoded nothing")
				}
				return
			}
			var ref *Refusal
			if !errors.As(err, &ref) {
				t.Fatalf("%v is not a refusal", err)
			}
			if ref.Status != c.want || !strings.Contains(ref.Reason, c.reason) {
				t.Errorf("%d %q, want %d saying %q", ref.Status, ref.Reason, c.want, c.reason)
			}
		})
	}
}

func TestDecodeJSONOverTheLimitIs413(t *testing.T) {
	body := `{"step": "` + strings.Repeat("a", 100) + `"}`
	r := httptest.NewRequest("POST", "/", strings.NewReader(body))
	r.Body = http.MaxBytesReader(httptest.NewRecorder(), r.Body, 64)
	err := DecodeJSON(r, &step{})
	var ref *Refusal
	if !errors.As(err, &ref) || ref.Status != http.StatusRequestEntityTooLarge || ref.Reason != "the request is over 64 bytes" {
		t.Errorf("a body over a 64-byte limit: %v, want a 413 refusal", err)
	}
	// Without a limit set (no Secure in front), DecodeJSON reads at most maxJSON.
	huge := `{"step": "` + strings.Repeat("a", maxJSON) + `"}`
	err = DecodeJSON(httptest.NewRequest("POST", "/", strings.NewReader(huge)), &step{})
	if !errors.As(err, &ref) || ref.Status != http.StatusRequestEntityTooLarge || !strings.Contains(ref.Reason, "1024 KB") {
		t.Errorf("a body over 1 MB with no limit set: %v, want a 413 refusal", err)
	}
}

func TestWriteJSONAndProblem(t *testing.T) {
	w := httptest.NewRecorder()
	WriteJSON(w, http.StatusCreated, map[string]int{"seq": 3})
	if w.Code != 201 || w.Body.String() != "{\n  \"seq\": 3\n}\n" || w.Header().Get("Content-Type") != "application/json; charset=utf-8" {
		t.Errorf("WriteJSON: %d %q %q", w.Code, w.Header().Get("Content-Type"), w.Body)
	}
	w = httptest.NewRecorder()
	WriteJSON(w, http.StatusOK, func() {}) // cannot be marshalled
	if w.Code != 500 || !strings.Contains(w.Body.String(), "could not be written") {
		t.Errorf("an answer that cannot be marshalled: %d %q", w.Code, w.Body)
	}
	w = httptest.NewRecorder()
	Problem(w, http.StatusConflict, `tank "red:1" has <b>activated</b>`)
	if w.Code != 409 || reasonOf(t, w.Body.String()) != `tank "red:1" has <b>activated</b>` {
		t.Errorf("Problem: %d %q", w.Code, w.Body)
	}
	if strings.Contains(w.Body.String(), "<b>") {
		t.Errorf("Problem leaves markup unescaped in JSON: %q", w.Body)
	}
	err := Refuse(http.StatusConflict, "step %d refused", 4)
	if ref := err.(*Refusal); ref.Status != 409 || ref.Reason != "step 4 refused" || err.Error() != "step 4 refused" {
		t.Errorf("Refuse: %#v", err)
	}
}

func BenchmarkDecodeJSON(b *testing.B) {
	body := `{"step": "attack", "tank": "red:1", "dice": [5, 3]}`
	b.ReportAllocs()
	for b.Loop() {
		var v step
		if err := DecodeJSON(httptest.NewRequest("POST", "/", strings.NewReader(body)), &v); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheckKeys(b *testing.B) {
	body := []byte(`{"step": "attack", "tank": "red:1", "dice": [5, 3]}`)
	b.ReportAllocs()
	for b.Loop() {
		if err := CheckKeys(body); err != nil {
			b.Fatal(err)
		}
	}
}

func TestDecodeJSONBodyThatFailsToRead(t *testing.T) {
	r := httptest.NewRequest("POST", "/", iotest.ErrReader(errors.New("connection reset")))
	err := DecodeJSON(r, &step{})
	var ref *Refusal
	if !errors.As(err, &ref) || ref.Status != http.StatusBadRequest || !strings.Contains(ref.Reason, "connection reset") {
		t.Errorf("a body that fails to read: %v, want a 400 refusal saying why", err)
	}
}
