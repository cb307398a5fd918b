package printables

import (
	"bytes"
	"strconv"
	"strings"
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

// TestPrintScalingStartxrefBeforeTheTable: bytes whose startxref comes before the
// cross-reference table (not what fpdf writes, but what a damaged file could hold) are
// refused with an error, not a panic on slicing backwards.
func TestPrintScalingStartxrefBeforeTheTable(t *testing.T) {
	rest := "\n/Type /Catalog\n>>\nendobj\nxref\n0 1\ntrailer\n<<>>\n%%EOF\n"
	head := "%PDF-1.4\nstartxref\n"
	// The offset startxref gives is the table's, as the check of the offset wants: only
	// the order is wrong. Its digits are part of what comes before the table.
	table := len(head) + 2 + strings.Index(rest, "\nxref\n") + 1
	in := head + strconv.Itoa(table) + rest
	if got := strings.Index(in, "\nxref\n") + 1; got != table {
		t.Fatalf("the test's table is at %d, not %d", got, table)
	}
	out, err := withPrintScalingNone([]byte(in))
	if err == nil {
		t.Errorf("startxref before the table gave %q, want an error", out)
	}
}
