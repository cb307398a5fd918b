package serve

import (
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// recode changes a share code's bytes with change and writes its check again, as a code
// made by another ezd would be.
func recode(t *testing.T, code string, change func([]byte)) string {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(code)
	if err != nil {
		t.Fatal(err)
	}
	payload := b[:len(b)-3]
	change(payload)
	sum := binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(payload))
	return base64.RawURLEncoding.EncodeToString(append(payload, sum[:3]...))
}

// TestImport: a shared army's link is read with army's decoder and shown with "Save this
// army"; saved, it is NAME.yaml of the armies folder, a file there replaced only when
// asked. A damaged code, one from a newer ezd and an army over its points limit are
// refused (422) with what is wrong, and nothing is written.
func TestImport(t *testing.T) {
	tt := newTable(t)
	a := army.Army{Name: "Sofa", Points: 12, Tanks: []army.Tank{{Class: army.Heavy}, {Class: army.Heavy}, {Class: army.Heavy}}}
	code, err := army.EncodeShare(a)
	if err != nil {
		t.Fatal(err)
	}
	imp := tt.tablePage() + "/import"
	link := "http://elsewhere:8420/t/X/import#army=" + code
	resp, got := tt.postForm(imp, url.Values{"code": {link}}, nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(got, "Save this army") || !strings.Contains(got, "12 of 12 points") {
		t.Fatalf("reading the link: %d\n%s", resp.StatusCode, got)
	}
	for _, tc := range []struct {
		name, code, want string
	}{
		{"cut short", code[:len(code)-4], "damaged"},
		{"mistyped", code[:5] + "A" + code[6:], "damaged"},
		{"a newer ezd", recode(t, code, func(b []byte) { b[0] = 2 }), "version 2, newer than this ezd reads"},
		// R1: the points limit is the byte after the name (4 letters) and the empty faction.
		{"R1 over its limit", recode(t, code, func(b []byte) { b[1+1+4+1] = 10 }), "not saved: the tanks cost 12 points, 2 over the limit of 10"},
		{"not a link", "http://example.com/", "carries no army"},
	} {
		resp, got := tt.postForm(imp, url.Values{"code": {tc.code}, "save": {"1"}}, nil)
		if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(got, tc.want) || strings.Contains(got, "Save this army") {
			t.Errorf("%s: %d, want 422 with %q:\n%s", tc.name, resp.StatusCode, tc.want, got)
		}
	}
	if entries, _ := os.ReadDir(tt.s.armies); len(entries) != 0 {
		t.Fatalf("refused links wrote %d files", len(entries))
	}
	resp, got = tt.postForm(imp, url.Values{"code": {link}, "save": {"1"}, "file": {"sofa.yaml"}}, nil)
	if resp.StatusCode != http.StatusOK || resp.Request.URL.Path != tablePath(tt.s.tableSecret)+"/army/sofa" || !strings.Contains(got, "Saved.") {
		t.Fatalf("saving it: %d at %s\n%s", resp.StatusCode, resp.Request.URL, got)
	}
	tt.armies(map[string]string{"sofa.yaml": nord})
	resp, got = tt.postForm(imp, url.Values{"code": {link}, "save": {"1"}, "file": {"sofa.yaml"}}, nil)
	if resp.StatusCode != http.StatusConflict || !strings.Contains(got, "sofa.yaml exists already") || !strings.Contains(got, `name="replace"`) {
		t.Errorf("over a file: %d\n%s", resp.StatusCode, got)
	}
	if now, _ := os.ReadFile(filepath.Join(tt.s.armies, "sofa.yaml")); string(now) != nord {
		t.Errorf("a file was replaced unasked:\n%s", now)
	}
	resp, _ = tt.postForm(imp, url.Values{"code": {link}, "save": {"1"}, "file": {"sofa.yaml"}, "replace": {"1"}}, nil)
	if now, _ := os.ReadFile(filepath.Join(tt.s.armies, "sofa.yaml")); resp.StatusCode != http.StatusOK || !strings.Contains(string(now), "Sofa") {
		t.Errorf("asked to replace it: %d\n%s", resp.StatusCode, now)
	}
	for _, form := range []url.Values{{"code": {link}, "save": {"1"}, "file": {"../x.yaml"}}, {"code": {""}}, {"code": {link}, "colour": {"red"}}} {
		if resp, got := tt.postForm(imp, form, nil); resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%v: %d, want 400\n%s", form, resp.StatusCode, got)
		}
	}
}
