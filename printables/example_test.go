package printables_test

import (
	"bytes"
	"fmt"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/printables"
	"github.com/ezd-game/ezd/terrain"
)

// The CLI writes the PDF to a file or stdout; here it goes to a buffer.
func ExampleAll() {
	a, err := army.Sample("germany-1940")
	if err != nil {
		panic(err)
	}
	var pdf bytes.Buffer
	opt := printables.Options{Paper: printables.Letter, Unit: terrain.Inches}
	if err := printables.All(&pdf, a, opt); err != nil {
		panic(err)
	}
	fmt.Println(string(pdf.Bytes()[:5]))
	// Output: %PDF-
}

// A ruler in inches longer than the page is wide comes in pieces of whole inches.
func ExampleRulerLayout() {
	page := printables.RulerLayout(printables.Options{Unit: terrain.Inches})
	for _, st := range page.Strips {
		if st.Length == 15 && st.Set == 0 {
			for _, p := range st.Pieces {
				fmt.Printf("%d-%d in: %.1f mm\n", p.From, p.To, p.Length)
			}
			fmt.Printf("total %.1f mm\n", st.Millimetres())
		}
	}
	// Output:
	// 0-8 in: 203.2 mm
	// 8-15 in: 177.8 mm
	// total 381.0 mm
}
