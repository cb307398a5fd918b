package printables

import (
	"bytes"
	"strconv"
	"testing"
)

// TestPrintScalingCatalogAtTheStart: a catalog found at the very start of the bytes (offset
// 0) is a catalog: the entry is written into it and the table's offset moved by its length.
// fpdf never starts a file with its catalog; the edge pins withPrintScalingNone's own
// search, which reads "not found" as a negative index only.
func TestPrintScalingCatalogAtTheStart(t *testing.T) {
	body := "\n/Type /Catalog\n>>\nendobj"
	table := len(body) + 1 // "xref" after the newline
	in := body + "\nxref\n0 1\ntrailer\n<<>>\nstartxref\n" + strconv.Itoa(table) + "\n%%EOF\n"
	out, err := withPrintScalingNone([]byte(in))
	if err != nil {
		t.Fatalf("a catalog at offset 0: %v", err)
	}
	want := "\n/Type /Catalog\n" + printScaling + ">>\nendobj\nxref\n0 1\ntrailer\n<<>>\nstartxref\n" +
		strconv.Itoa(table+len(printScaling)) + "\n%%EOF\n"
	if !bytes.Equal(out, []byte(want)) {
		t.Errorf("a catalog at offset 0 gave\n%q\nwant\n%q", out, want)
	}
}
