// Package printables draws the paper side of Ein, Zwei, Drei as PDF: unit cards, the
// roster sheet, the one-page rules reference and true-scale rulers (docs/printing.md).
//
// Every number printed is read from the rules packages: the class table from army (R2),
// terrain from terrain (R9), odds from combat (R7). Nothing here restates a rule value, so a
// change to a ruling changes every printout at once.
//
// The package writes to an io.Writer and knows no files or flags. The same army and options
// always give the same bytes: the documents carry a fixed date and sorted catalogs, so a
// club can keep its printouts in a repository without noise.
//
// Text is real text in an embedded Go font (UTF-8 TrueType, subset into each file), so
// pdftotext extracts every name and "Škoda LT vz. 38" prints as written. The fonts are
// parsed on first use, never at start-up.
package printables
