package web

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
)

// SecretLen is the length of a secret NewSecret makes: 16 bytes in base64url, no padding.
const SecretLen = 22

// NewSecret returns a fresh link secret: 128 random bits from the system's secure source,
// in base64url without padding (22 characters), so it can stand in a URL's path as is.
func NewSecret() string {
	var b [16]byte
	rand.Read(b[:]) // never fails (crypto/rand: it panics rather than return short)
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// PlausibleSecret reports whether s could be a secret NewSecret made, so that a request
// with anything else is answered 404 before any look-up, and a log line or a database
// query never sees arbitrary bytes from a URL.
func PlausibleSecret(s string) bool {
	if len(s) != SecretLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	// 22 characters carry 132 bits; the last one holds only 2 of the 128, so its low 4 bits
	// are zero in every secret NewSecret makes (base64url: A, Q, g or w).
	switch s[SecretLen-1] {
	case 'A', 'Q', 'g', 'w':
		return true
	}
	return false
}

// SameSecret reports whether a and b are the same secret, in a time that does not depend
// on where they first differ, so a guesser learns nothing from how long a refusal took.
func SameSecret(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}
