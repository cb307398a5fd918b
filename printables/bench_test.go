package printables

import (
	"bytes"
	"testing"

	"github.com/ezd-game/ezd/terrain"
)

// BenchmarkAll measures `ezd print all` for a 10-point army, the goal of docs/printing.md: the whole
// command under 100 ms and the file under 200 KiB. It reports the file size as B/pdf.
func BenchmarkAll(b *testing.B) {
	a := sample(b, "germany-1940")
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := All(&buf, a, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "B/pdf")
}

// TestAllIsSmall keeps the file of a 10-point army under the 200 KiB of docs/printing.md, in both
// papers and units, so a font change that embeds whole fonts is caught.
func TestAllIsSmall(t *testing.T) {
	for _, opt := range []Options{{}, {Paper: Letter, Unit: terrain.Inches}} {
		var buf bytes.Buffer
		if err := All(&buf, sample(t, "france-1940"), opt); err != nil {
			t.Fatal(err)
		}
		if buf.Len() > 200<<10 {
			t.Errorf("%+v: %d bytes, want at most 200 KiB", opt, buf.Len())
		}
	}
}
