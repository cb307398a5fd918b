package printables

import (
	"bytes"
	"compress/zlib"
	"io"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/ezd-game/ezd/army"
)

// This file reads back the PDFs the tests write: just enough of the format to count pages,
// read their sizes and find the rectangles drawn, with no PDF library to trust instead.

// page is one page of a written PDF: its size in points and the rectangles drawn on it.
type page struct {
	width, height float64
	rects         []rect
	content       []byte
}

// rect is a rectangle drawn with the "re" operator, in points from the bottom-left corner
// as PDF has it; h is negative for a rectangle drawn downwards from its top.
type rect struct{ x, y, w, h float64 }

var (
	pageObject = regexp.MustCompile(`<</Type /Page\n(?:[^>]|>[^>])*>>`)
	mediaBox   = regexp.MustCompile(`/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]`)
	contents   = regexp.MustCompile(`/Contents (\d+) 0 R`)
	reOperator = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re`)
)

// readPDF checks the outline of a PDF and returns its pages.
func readPDF(t *testing.T, data []byte) []page {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("%PDF-1.")) {
		t.Fatalf("not a PDF: starts with %q", data[:min(len(data), 8)])
	}
	if !bytes.HasSuffix(bytes.TrimSpace(data), []byte("%%EOF")) {
		t.Fatalf("PDF does not end with %%%%EOF")
	}
	// The default MediaBox is on the /Pages object; a page of another size carries its own.
	pagesAt := bytes.Index(data, []byte("<</Type /Pages"))
	if pagesAt < 0 {
		t.Fatal("PDF has no /Pages object")
	}
	defW, defH := box(t, mediaBox.FindSubmatch(data[pagesAt:]))
	var pages []page
	for _, obj := range pageObject.FindAll(data, -1) {
		p := page{width: defW, height: defH}
		if m := mediaBox.FindSubmatch(obj); m != nil {
			p.width, p.height = box(t, m)
		}
		if m := contents.FindSubmatch(obj); m != nil {
			p.content = stream(t, data, string(m[1]))
			p.rects = rects(t, p.content)
		}
		pages = append(pages, p)
	}
	if len(pages) == 0 {
		t.Fatal("PDF has no pages")
	}
	return pages
}

func box(t *testing.T, m [][]byte) (w, h float64) {
	t.Helper()
	if m == nil {
		t.Fatal("no MediaBox")
	}
	return number(t, m[1]), number(t, m[2])
}

func number(t *testing.T, b []byte) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(string(b), 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// stream returns the inflated content of object n.
func stream(t *testing.T, data []byte, n string) []byte {
	t.Helper()
	at := bytes.Index(data, []byte("\n"+n+" 0 obj\n"))
	if at < 0 {
		t.Fatalf("no object %s", n)
	}
	obj := data[at:]
	start := bytes.Index(obj, []byte("stream\n")) + len("stream\n")
	end := bytes.Index(obj, []byte("\nendstream"))
	raw := obj[start:end]
	if !bytes.Contains(obj[:start], []byte("/FlateDecode")) {
		return raw
	}
	r, err := zlib.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("object %s: %v", n, err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("object %s: %v", n, err)
	}
	return out
}

func rects(t *testing.T, content []byte) []rect {
	t.Helper()
	var rs []rect
	for _, m := range reOperator.FindAllSubmatch(content, -1) {
		rs = append(rs, rect{number(t, m[1]), number(t, m[2]), number(t, m[3]), number(t, m[4])})
	}
	return rs
}

// hasRect reports whether the page has a rectangle drawn at r (in millimetres from the
// top-left corner), to the 0.01 pt that the PDF writes.
func (p page) hasRect(r Rect) bool {
	want := rect{r.X * pointsPerMM, p.height - r.Y*pointsPerMM, r.W * pointsPerMM, -r.H * pointsPerMM}
	near := func(a, b float64) bool { return a-b < 0.006 && b-a < 0.006 }
	for _, got := range p.rects {
		if near(got.x, want.x) && near(got.y, want.y) && near(got.w, want.w) && near(got.h, want.h) {
			return true
		}
	}
	return false
}

// sample returns a sample army of the army package.
func sample(t testing.TB, name string) army.Army {
	t.Helper()
	a, err := army.Sample(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// testArmy reads an army file from testdata.
func testArmy(t testing.TB, name string) army.Army {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	a, err := army.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
