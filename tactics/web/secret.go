package web

import (
	"crypto/rand"
	"encoding/base64"
)

// NewSecret returns a fresh link secret: 128 random bits from the system's secure source,
// in base64url without padding (22 characters), so it can stand in a URL's path as is.
func NewSecret() string {
	var b [16]byte
	rand.Read(b[:]) // never fails (crypto/rand: it panics rather than return short)
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// plausibleSecret reports whether s could be a secret NewSecret made, so that a request
// with anything else is answered 404 without a look in the database.
func plausibleSecret(s string) bool {
	if len(s) != 22 {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
