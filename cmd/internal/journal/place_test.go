package journal

import (
	"strings"
	"testing"
)

func TestValidateName(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"friday", true},
		{"Arras-1940_v2.final", true},
		{"7", true},
		{strings.Repeat("a", MaxNameLength), true},
		{"", false},
		{strings.Repeat("a", MaxNameLength+1), false},
		{"../escape", false},
		{"a/b", false},
		{`a\b`, false},
		{"..", false},
		{".hidden", false},
		{"-flag", false},
		{"with space", false},
		{"Übung", false},
		{"nul\x00byte", false},
	}
	for _, tt := range tests {
		err := ValidateName(tt.name)
		if (err == nil) != tt.ok {
			t.Errorf("ValidateName(%q) = %v, want ok=%v", tt.name, err, tt.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "use") {
			t.Errorf("ValidateName(%q): %q does not say what to do", tt.name, err)
		}
	}
}

// TestBadNameNeverTouchesDisk: Open and Create check the name before building a path.
func TestBadNameNeverTouchesDisk(t *testing.T) {
	dir := t.TempDir()
	if _, err := Create(dir, "../outside", []byte("a")); err == nil || !strings.Contains(err.Error(), "not allowed") {
		t.Errorf("Create: %v", err)
	}
	if _, err := Open(dir, "../outside", nil); err == nil || !strings.Contains(err.Error(), "not allowed") {
		t.Errorf("Open: %v", err)
	}
}
