package view

import "io"

// PrintPage is the printouts of an army under the table link (issue 29): the PDFs `ezd
// print` writes, as links a phone opens, shares or sends to a printer, with the options
// of `ezd print` chosen on the page.
type PrintPage struct {
	// Table is the table link's path without a final slash.
	Table string
	// ID is the army's id in armies.json, and Name its name.
	ID, Name string
	// The options chosen: paper (a4, letter), units (cm, in), black and white, card backs,
	// and the paper bot's stance.
	Paper, Units string
	BW, Backs    bool
	Stance       string
	// Links are the printouts with these options, in the order `ezd print` lists them.
	Links []PrintLink
}

// PrintLink is one printout: its name, what it holds, its address and the file it is
// saved as.
type PrintLink struct {
	Name, Short, URL, File string
}

// Print writes the print page.
func Print(w io.Writer, p PrintPage) error { return execute(w, "print", p) }
