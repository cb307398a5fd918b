package view

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// Limits of a step form: a form the pages make has a few short fields; anything larger is
// not one of theirs.
const (
	maxFields     = 40
	maxValue      = 100
	maxPieces     = 9
	maxTanksNamed = 20
)

// stepFields returns the fields the step's form may carry (doc.go lists them), and false
// for a step that is none. A switch, not a map, so that nothing is built at start-up.
func stepFields(step string) ([]string, bool) {
	switch step {
	case "initiative":
		return []string{"dice"}, true
	case "activate":
		return []string{"tank"}, true
	case "move":
		return []string{"rough", "light"}, true
	case "attack":
		return []string{"target", "cover", "dice"}, true
	case "defend", "done", "pass", "undo":
		return nil, true
	case "bot":
		return []string{"sees", "incover", "dice", "rough", "light"}, true
	}
	return nil, false
}

// stepJSON is the body of POST LINK/steps (issue 28) that a step form stands for.
type stepJSON struct {
	Step    string    `json:"step"`
	Tank    string    `json:"tank,omitempty"`
	Target  string    `json:"target,omitempty"`
	Cover   any       `json:"cover,omitempty"` // a string for attack, a list for bot
	Through []string  `json:"through,omitempty"`
	Sees    *[]string `json:"sees,omitempty"` // given, even empty, when the form asked
	Dice    []int     `json:"dice,omitempty"`
	At      *int      `json:"at,omitempty"`
}

// StepBody turns a step form the pages posted (doc.go: "The step forms") into the JSON
// body of POST LINK/steps, so the server takes a form's step exactly as the API's. It is
// strict: an unknown step or field, a field the step does not take, a die that is not 1 to
// 6, one die of two, or an oversized form is an error that says what to fix. It checks
// the form's shape only; the rules are the server's.
func StepBody(form url.Values) ([]byte, error) {
	n := 0
	for k, vs := range form {
		n += len(vs)
		if len(k) > maxValue {
			return nil, fmt.Errorf("a form field's name is longer than %d bytes", maxValue)
		}
		for _, v := range vs {
			if len(v) > maxValue {
				return nil, fmt.Errorf("the form's %s is longer than %d bytes", quoted(k), maxValue)
			}
		}
	}
	if n > maxFields {
		return nil, fmt.Errorf("the form has %d fields, more than a step has (%d)", n, maxFields)
	}
	step, err := single(form, "step")
	if err != nil {
		return nil, err
	}
	allowed, ok := stepFields(step)
	if !ok {
		return nil, fmt.Errorf("unknown step %s (want initiative, activate, move, attack, defend, done, pass, undo or bot)", quoted(step))
	}
	for _, k := range sortedKeys(form) {
		if k != "step" && k != "at" && !slices.Contains(allowed, k) {
			return nil, fmt.Errorf("the %s step takes no field %s", step, quoted(k))
		}
	}
	out := stepJSON{Step: step}
	if _, given := form["at"]; given {
		v, err := single(form, "at")
		if err != nil {
			return nil, err
		}
		at, err := strconv.Atoi(v)
		if err != nil || at < 1 {
			return nil, fmt.Errorf("at is the number of journal lines the page showed, from 1, not %s", quoted(v))
		}
		out.At = &at
	}
	if out.Dice, err = dice(form["dice"]); err != nil {
		return nil, err
	}
	if out.Through, err = through(form); err != nil {
		return nil, err
	}
	switch step {
	case "activate":
		if out.Tank, err = single(form, "tank"); err != nil {
			return nil, err
		}
	case "attack":
		if out.Target, err = single(form, "target"); err != nil {
			return nil, err
		}
		if _, given := form["cover"]; given {
			cover, err := single(form, "cover")
			if err != nil {
				return nil, err
			}
			out.Cover = cover
		}
	case "bot":
		if _, asked := form["sees"]; asked {
			sees, err := tanks(form, "sees")
			if err != nil {
				return nil, err
			}
			if sees == nil {
				sees = []string{} // none seen is an answer: ezd's tank sees nothing
			}
			out.Sees = &sees
		}
		cover, err := tanks(form, "incover")
		if err != nil {
			return nil, err
		}
		if len(cover) > 0 {
			out.Cover = cover
		}
	}
	return json.Marshal(out)
}

// single is a field given once, not empty.
func single(form url.Values, key string) (string, error) {
	vs := form[key]
	switch {
	case len(vs) == 0 || strings.TrimSpace(vs[0]) == "":
		return "", fmt.Errorf("the form has no %s", key)
	case len(vs) > 1:
		return "", fmt.Errorf("the form gives %s %d times (want once)", key, len(vs))
	}
	return strings.TrimSpace(vs[0]), nil
}

// dice reads the two dice rolled on the table (R11): both, or neither for ezd's dice.
func dice(vs []string) ([]int, error) {
	filled := 0
	for _, v := range vs {
		if strings.TrimSpace(v) != "" {
			filled++
		}
	}
	switch {
	case filled == 0:
		return nil, nil
	case len(vs) != 2 || filled != 2:
		return nil, fmt.Errorf("enter both dice rolled on the table, or neither for ezd's dice")
	}
	out := make([]int, 2)
	for i, v := range vs {
		d, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || d < 1 || d > 6 {
			return nil, fmt.Errorf("a die shows 1 to 6, not %s (R11)", quoted(v))
		}
		out[i] = d
	}
	return out, nil
}

// through turns the counts of rough ground and light cover a move enters into the list
// of pieces the API takes (R9: the order does not change the allowance).
func through(form url.Values) ([]string, error) {
	var out []string
	for _, kind := range []string{"rough", "light"} {
		if _, given := form[kind]; !given {
			continue
		}
		vs := form[kind]
		if len(vs) != 1 {
			return nil, fmt.Errorf("the form gives %s %d times (want once)", kind, len(vs))
		}
		v := strings.TrimSpace(vs[0])
		if v == "" {
			continue // no count: no piece
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxPieces {
			return nil, fmt.Errorf("the pieces of %s a move enters are 0 to %d, not %s", kind, maxPieces, quoted(v))
		}
		for range n {
			out = append(out, kind)
		}
	}
	return out, nil
}

// tanks is a list of tanks named once each ("red:1").
func tanks(form url.Values, key string) ([]string, error) {
	vs := form[key]
	if len(vs) > maxTanksNamed {
		return nil, fmt.Errorf("the form names %d tanks in %s, more than a battle has", len(vs), key)
	}
	var out []string
	for _, v := range vs {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		if slices.Contains(out, v) {
			return nil, fmt.Errorf("the form names %s twice in %s", quoted(v), key)
		}
		out = append(out, v)
	}
	return out, nil
}

func sortedKeys(form url.Values) []string {
	keys := make([]string, 0, len(form))
	for k := range form {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// quoted writes an outside value for an error message: quoted, cut to a readable length.
func quoted(s string) string {
	if r := []rune(s); len(r) > 24 {
		s = string(r[:24]) + "…"
	}
	return strconv.Quote(s)
}
