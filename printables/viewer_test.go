package printables

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/ezd-game/ezd/terrain"
)

var (
	xrefEntry   = regexp.MustCompile(`^(\d{10}) 00000 n`)
	startXrefAt = regexp.MustCompile(`\nstartxref\n(\d+)\n%%EOF\s*$`)
)

// TestPrintScalingNone checks that every printout asks print dialogs for actual size, and
// that the cross-reference table still finds every object after the catalog grew.
func TestPrintScalingNone(t *testing.T) {
	a := sample(t, "germany-1940")
	for _, opt := range []Options{{}, {Paper: Letter, Unit: terrain.Inches}} {
		for _, p := range printouts(a, 1, opt.Unit) {
			var b bytes.Buffer
			if err := p.write(&b, opt); err != nil {
				t.Fatal(err)
			}
			pdf := b.Bytes()
			catalog := regexp.MustCompile(`(?s)\d+ 0 obj\n<<\n/Type /Catalog\n(.*?)\nendobj`).FindSubmatch(pdf)
			if catalog == nil || !bytes.Contains(catalog[1], []byte("/ViewerPreferences <</PrintScaling /None>>")) {
				t.Errorf("%s %+v: catalog lacks /PrintScaling /None", p.name, opt)
			}
			checkXref(t, pdf)
		}
	}
}

// checkXref checks that startxref points at the table and every entry at its object.
func checkXref(t *testing.T, pdf []byte) {
	t.Helper()
	m := startXrefAt.FindSubmatch(pdf)
	if m == nil {
		t.Fatal("no startxref at the end")
	}
	at, _ := strconv.Atoi(string(m[1]))
	if !bytes.HasPrefix(pdf[at:], []byte("xref\n0 ")) {
		t.Fatalf("startxref %d points at %q, not the table", at, pdf[at:min(len(pdf), at+10)])
	}
	lines := bytes.Split(pdf[at:], []byte("\n"))
	n := 0
	for _, l := range lines[2:] {
		e := xrefEntry.FindSubmatch(l)
		if e == nil {
			if bytes.HasPrefix(l, []byte("trailer")) {
				break
			}
			continue
		}
		n++
		off, _ := strconv.Atoi(string(e[1]))
		if want := fmt.Sprintf("%d 0 obj", n); !bytes.HasPrefix(pdf[off:], []byte(want)) {
			t.Errorf("xref entry %d points at %q", n, pdf[off:min(len(pdf), off+12)])
		}
	}
	if n == 0 {
		t.Error("the cross-reference table has no entries")
	}
}

func TestPrintScalingRefusesAStrangePDF(t *testing.T) {
	for _, in := range []string{"%PDF-1.3\n%%EOF", "%PDF-1.3\n1 0 obj\n<<\n/Type /Catalog\n>>\nendobj\nxref\n0 1\nstartxref\n7\n%%EOF"} {
		if _, err := withPrintScalingNone([]byte(in)); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}
