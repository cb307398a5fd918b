package web

import (
	"encoding/base64"
	"strings"
	"testing"
)

func TestNewSecretShape(t *testing.T) {
	seen := map[string]bool{}
	used := map[rune]bool{}
	for range 10_000 {
		s := NewSecret()
		if len(s) != SecretLen {
			t.Fatalf("%q is %d characters, want %d", s, len(s), SecretLen)
		}
		b, err := base64.RawURLEncoding.DecodeString(s)
		if err != nil || len(b) != 16 {
			t.Fatalf("%q is not 16 bytes of base64url: %v", s, err)
		}
		if !PlausibleSecret(s) {
			t.Fatalf("NewSecret made %q, which PlausibleSecret refuses", s)
		}
		if seen[s] {
			t.Fatalf("%q made twice", s)
		}
		seen[s] = true
		for _, r := range s[:SecretLen-1] {
			used[r] = true
		}
	}
	// 10,000 secrets use every one of the 64 letters in their first 21 places (each is
	// missing with probability (63/64)^210,000, nil), so the bytes are not drawn from less.
	if len(used) != 64 {
		t.Errorf("10,000 secrets use %d of base64url's 64 letters", len(used))
	}
}

func TestPlausibleSecret(t *testing.T) {
	good := NewSecret()
	for _, c := range []struct {
		s    string
		want bool
	}{
		{good, true},
		{"AAAAAAAAAAAAAAAAAAAAAA", true},
		{"zzzzzzzzzzzzzzzzzzzzzw", true},
		{"-_-_-_-_-_-_-_-_-_-_-Q", true},
		{"", false},
		{good[:SecretLen-1], false},
		{good + "A", false},
		{"AAAAAAAAAAAAAAAAAAAAAB", false}, // the last letter has bits no 16 bytes give
		{"AAAAAAAAAAAAAAAAAAAA+A", false}, // standard base64, not URL-safe
		{"AAAAAAAAAAAAAAAAAAAA/A", false},
		{"AAAAAAAAAAAAAAAAAAAA=A", false},
		{"AAAAAAAAAAAAAAAAAAAA%A", false},
		{"AAAAAAAAAAAAAAAAAAAA A", false},
		{"AAAAAAAAAAAAAAAAAAAAéA"[:SecretLen], false},
		{strings.Repeat("A", 200), false},
	} {
		if got := PlausibleSecret(c.s); got != c.want {
			t.Errorf("PlausibleSecret(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

func TestSameSecret(t *testing.T) {
	a := NewSecret()
	b := []byte(a)
	b[5] ^= 1
	for _, c := range []struct {
		x, y string
		want bool
	}{
		{a, a, true},
		{a, strings.Clone(a), true},
		{a, string(b), false},
		{a, a[:SecretLen-1], false},
		{a, a + "A", false},
		{"", "", true},
		{a, "", false},
	} {
		if got := SameSecret(c.x, c.y); got != c.want {
			t.Errorf("SameSecret(%q, %q) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}
