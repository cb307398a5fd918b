package web

import (
	"go/build"
	"strings"
	"testing"
)

// TestImportsOnlyTheStandardLibrary keeps the package what ezd can link for `ezd serve`: no
// SQLite, nothing of tactics or any other game, no module outside the standard library.
func TestImportsOnlyTheStandardLibrary(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(pkg.Imports) == 0 {
		t.Fatal("no imports found: the test reads the wrong directory")
	}
	for _, imp := range pkg.Imports {
		if first, _, _ := strings.Cut(imp, "/"); strings.Contains(first, ".") {
			t.Errorf("internal/web imports %s, which is not the standard library", imp)
		}
	}
}
