package journal

import (
	"strings"
	"testing"
)

func TestDir(t *testing.T) {
	tests := []struct {
		name      string
		env       map[string]string
		want, err string
	}{
		{"XDG_DATA_HOME wins", map[string]string{"XDG_DATA_HOME": "/data", "HOME": "/home/ann"}, "/data/ezd/battles", ""},
		{"default under HOME", map[string]string{"HOME": "/home/ann"}, "/home/ann/.local/share/ezd/battles", ""},
		{"empty XDG_DATA_HOME is unset", map[string]string{"XDG_DATA_HOME": "", "HOME": "/home/ann"}, "/home/ann/.local/share/ezd/battles", ""},
		{"relative XDG_DATA_HOME is ignored", map[string]string{"XDG_DATA_HOME": "data", "HOME": "/home/ann"}, "/home/ann/.local/share/ezd/battles", ""},
		{"no HOME", map[string]string{}, "", "set HOME or XDG_DATA_HOME"},
		{"relative HOME", map[string]string{"HOME": "ann"}, "", "set HOME or XDG_DATA_HOME"},
		{"XDG_DATA_HOME without HOME", map[string]string{"XDG_DATA_HOME": "/data"}, "/data/ezd/battles", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Dir(func(k string) string { return tt.env[k] })
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("Dir = %q, %v; want an error saying %q", got, err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("Dir = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

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
	if _, err := Open(dir, "../outside"); err == nil || !strings.Contains(err.Error(), "not allowed") {
		t.Errorf("Open: %v", err)
	}
}
