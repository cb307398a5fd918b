package web

import (
	"errors"
	"net/http"
)

// ParseForm reads a request's form (r.ParseForm) and turns its faults into refusals: a
// body over the limit Secure set is a 413, whatever else is wrong with the form a 400.
func ParseForm(r *http.Request) error {
	err := r.ParseForm()
	var big *http.MaxBytesError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &big):
		return Refuse(http.StatusRequestEntityTooLarge, "%s", tooLarge(big.Limit))
	default:
		return Refuse(http.StatusBadRequest, "the form could not be read: %v", err)
	}
}
