package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
)

// writeJSON is the one way ezd writes --json output: indented, one value, a final newline.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// newTable returns a tab-aligned writer for the plain-text tables; call Flush when done.
func newTable(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
}

// percent writes a probability as players read it: "41.7%".
func percent(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// signed writes a modifier with its sign, and nothing for zero: "+1", "-1", "".
func signed(n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", n)
}
