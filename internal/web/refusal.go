package web

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// Refusal is a request refused for a reason the client can act on: its HTTP status (a 4xx)
// and its reason, which Problem sends. It is an error, so the layers below a handler
// return it and the handler answers it as it is.
type Refusal struct {
	Status int
	Reason string
}

// Error returns the refusal's reason.
func (r *Refusal) Error() string { return r.Reason }

// Refuse returns a *Refusal with a status and a reason made as fmt.Sprintf makes it.
func Refuse(status int, format string, args ...any) error {
	return &Refusal{Status: status, Reason: fmt.Sprintf(format, args...)}
}

// WriteJSON answers with a status and v as indented JSON and a final newline. A v that
// cannot be marshalled is a 500 that says so, never half an answer.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error": "the answer could not be written"}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// Problem answers with a status and a reason as JSON, {"error": reason}, which a terminal
// client prints and a page's script shows.
func Problem(w http.ResponseWriter, status int, reason string) {
	WriteJSON(w, status, map[string]string{"error": reason})
}
