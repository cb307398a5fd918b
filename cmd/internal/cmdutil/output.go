package cmdutil

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
)

// WriteJSON is the one way ezd writes --json output: indented, one value, a final newline.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// NewTable returns a tab-aligned writer for the plain-text tables; call Flush when done.
func NewTable(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
}

// Percent writes a probability as players read it: "41.7%".
func Percent(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// Signed writes a modifier with its sign, and nothing for zero: "+1", "-1", "".
func Signed(n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", n)
}
