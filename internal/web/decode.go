package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
)

// maxJSON bounds what DecodeJSON reads from a body that nothing else limits (a handler not
// behind Secure); behind Secure the smaller MaxBody applies first.
const maxJSON = 1 << 20

// DecodeJSON reads a request's body strictly into v: one JSON object, no unknown field
// (with v a struct), no key twice in an object (keys compared case-blind, as
// encoding/json matches them to fields), nothing after it. Any fault is a *Refusal: a
// body over the limit is a 413, anything else a 400 that says what was wrong.
func DecodeJSON(r *http.Request, v any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxJSON+1))
	var big *http.MaxBytesError
	switch {
	case errors.As(err, &big):
		return Refuse(http.StatusRequestEntityTooLarge, "%s", tooLarge(big.Limit))
	case err != nil:
		return Refuse(http.StatusBadRequest, "the body could not be read: %v", err)
	case len(body) > maxJSON:
		return Refuse(http.StatusRequestEntityTooLarge, "%s", tooLarge(maxJSON))
	}
	return UnmarshalStrict(body, v)
}

// UnmarshalStrict is DecodeJSON for bytes already read.
func UnmarshalStrict(body []byte, v any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return Refuse(http.StatusBadRequest, "the body is empty: send a JSON object")
	}
	// CheckKeys has made sure the body is one object and nothing after it.
	if err := CheckKeys(body); err != nil {
		return Refuse(http.StatusBadRequest, "the body is not the JSON wanted: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return Refuse(http.StatusBadRequest, "the body is not the JSON wanted: %v", err)
	}
	return nil
}
