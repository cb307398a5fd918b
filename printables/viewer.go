package printables

import (
	"bytes"
	"errors"
	"strconv"
)

// printScaling is what the document's catalog gains so that print dialogs default to
// actual size: a ruler printed "fit to page" is a ruler that lies. PDF 1.6
// readers honour it; older ones ignore it, and the rulers' calibration bar still tells.
const printScaling = "/ViewerPreferences <</PrintScaling /None>>\n"

var (
	catalogType = []byte("\n/Type /Catalog\n")
	startXref   = []byte("\nstartxref\n")
)

// withPrintScalingNone returns the PDF fpdf wrote with /PrintScaling /None in its viewer
// preferences. fpdf has no setting for viewer preferences, so the entry is written into
// the catalog after the fact. fpdf writes the catalog as the last object before the
// cross-reference table, so the insertion moves no object: only the table itself, whose
// offset (startxref) is written anew.
func withPrintScalingNone(pdf []byte) ([]byte, error) {
	at := bytes.LastIndex(pdf, catalogType)
	xref := bytes.LastIndex(pdf, startXref)
	table := bytes.LastIndex(pdf, []byte("\nxref\n"))
	if at < 0 || xref < table || table < at { // the catalog, then the table, then startxref
		return nil, errors.New("pdf: no catalog, cross-reference table and startxref in that order; cannot set print scaling")
	}
	end := xref + len(startXref)
	eol := bytes.IndexByte(pdf[end:], '\n')
	if eol < 0 {
		return nil, errors.New("pdf: startxref has no offset; cannot set print scaling")
	}
	old, err := strconv.Atoi(string(pdf[end : end+eol]))
	if err != nil || old != table+1 {
		return nil, errors.New("pdf: startxref does not point at the cross-reference table; cannot set print scaling")
	}
	insertAt := at + len(catalogType)
	var b bytes.Buffer
	b.Grow(len(pdf) + len(printScaling) + 4)
	b.Write(pdf[:insertAt])
	b.WriteString(printScaling)
	b.Write(pdf[insertAt:end])
	b.WriteString(strconv.Itoa(old + len(printScaling)))
	b.Write(pdf[end+eol:])
	return b.Bytes(), nil
}
