package printables

import (
	"go/build"
	"testing"
)

// printables draws what it is given: the paper bot's rules come in from `ezd print`, so no
// solver (solo, analysis) is built into the package that draws PDFs.
func TestPrintablesImportsNoSolver(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		switch imp {
		case "github.com/ezd-game/ezd/solo", "github.com/ezd-game/ezd/analysis":
			t.Errorf("printables imports %s", imp)
		}
	}
}
