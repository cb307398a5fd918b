package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/internal/web"
)

// The builder's form (view.BuilderPage): name, faction, points, and for each tank in
// order its class, tname and model; id and etag when an army file is edited; do, the
// button pressed: add:CLASS, remove:N, update, save or overwrite.

// maxBuilderTanks bounds the tanks of the builder's form: more than any game fields.
const maxBuilderTanks = 60

// builderForm is the builder's form as posted.
type builderForm struct {
	id, etag, do          string
	name, faction, points string
	tanks                 []formTank
}

// formTank is one tank's row, as typed.
type formTank struct{ class, name, model string }

// readBuilderForm reads the form, strictly: a field the builder has not, a row with
// fields missing, too many tanks or an unknown button is a 400 that says so.
func readBuilderForm(form url.Values) (builderForm, error) {
	for k := range form {
		switch k {
		case "id", "etag", "do", "name", "faction", "points", "class", "tname", "model":
		default:
			return builderForm{}, web.Refuse(http.StatusBadRequest, "the builder has no field %q", cut(k))
		}
	}
	f := builderForm{id: form.Get("id"), etag: form.Get("etag"), do: form.Get("do"),
		name: form.Get("name"), faction: form.Get("faction"), points: strings.TrimSpace(form.Get("points"))}
	classes, names, models := form["class"], form["tname"], form["model"]
	if len(classes) != len(names) || len(classes) != len(models) {
		return f, web.Refuse(http.StatusBadRequest, "each tank of the form has a class, a name and a model: send the whole form")
	}
	if len(classes) > maxBuilderTanks {
		return f, web.Refuse(http.StatusBadRequest, "the form has %d tanks, more than the builder takes (%d)", len(classes), maxBuilderTanks)
	}
	for i := range classes {
		f.tanks = append(f.tanks, formTank{strings.TrimSpace(classes[i]), names[i], models[i]})
	}
	switch do, arg, _ := strings.Cut(f.do, ":"); do {
	case "save", "overwrite", "update", "":
	case "add":
		c, err := army.ParseClass(arg)
		if err != nil {
			return f, web.Refuse(http.StatusBadRequest, "add: %v", err)
		}
		if len(f.tanks) >= maxBuilderTanks {
			return f, web.Refuse(http.StatusBadRequest, "the builder takes %d tanks at most", maxBuilderTanks)
		}
		f.tanks = append(f.tanks, formTank{class: c.String()})
	case "remove":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > len(f.tanks) {
			return f, web.Refuse(http.StatusBadRequest, "remove: no tank %q in the form", cut(arg))
		}
		f.tanks = append(f.tanks[:n-1], f.tanks[n:]...)
	default:
		return f, web.Refuse(http.StatusBadRequest, "the builder has no button %q", cut(f.do))
	}
	return f, nil
}

// army is the form's army as far as it reads: for the points counter and the page while
// the player builds. A class that is none counts nothing.
func (f builderForm) army() army.Army {
	a := army.Army{Name: f.name, Faction: f.faction}
	a.Points, _ = strconv.Atoi(f.points)
	for _, t := range f.tanks {
		c, _ := army.ParseClass(t.class)
		a.Tanks = append(a.Tanks, army.Tank{Class: c, Name: t.name, Model: t.model})
	}
	return a
}

// body is the form as the army file's JSON form that PUT TABLE/armies/NAME.json takes,
// laid out one field a line, so that the line of each problem army.Parse finds names its
// field (fieldOfLine): line 2 the name, 3 the faction, 4 the points limit (blank when the
// form gives none: R1's default), then each tank on a line of its own from line 6.
func (f builderForm) body() []byte {
	var b bytes.Buffer
	q := func(s string) string {
		out, _ := json.Marshal(s)
		return string(out)
	}
	fmt.Fprintf(&b, "{\n\"name\": %s,\n\"faction\": %s,\n", q(f.name), q(f.faction))
	switch n, err := strconv.Atoi(f.points); {
	case f.points == "":
		b.WriteString("\n")
	case err == nil:
		fmt.Fprintf(&b, "\"points\": %d,\n", n)
	default:
		fmt.Fprintf(&b, "\"points\": %s,\n", q(f.points))
	}
	b.WriteString("\"tanks\": [\n")
	for i, t := range f.tanks {
		comma := ","
		if i == len(f.tanks)-1 {
			comma = ""
		}
		fmt.Fprintf(&b, "{\"class\": %s, \"name\": %s, \"model\": %s}%s\n", q(t.class), q(t.name), q(t.model), comma)
	}
	b.WriteString("]\n}\n")
	return b.Bytes()
}

// fieldOfLine is the builder's field of a line of body: its layout, read back.
func fieldOfLine(line, tanks int) string {
	switch {
	case line == 2:
		return "name"
	case line == 3:
		return "faction"
	case line == 4:
		return "points"
	case line == 5:
		return "tanks"
	case line >= 6 && line < 6+tanks:
		return fmt.Sprintf("tank-%d", line-5)
	}
	return ""
}

// fieldProblems places each problem at its field.
func fieldProblems(ps army.Problems, tanks int) []view.FieldProblem {
	out := make([]view.FieldProblem, 0, len(ps))
	for _, p := range ps {
		out = append(out, view.FieldProblem{Field: fieldOfLine(p.Line, tanks), Message: p.Message})
	}
	return out
}
