package serve

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/internal/web"
)

// The builder under the table link (issue 29): GET TABLE/build is a new army (?army=ID
// edits an army file of the armies folder, ?from=ID starts from a copy of any army), and
// POST TABLE/build is its form (builder_form.go). The form's Save goes through saveArmy,
// as PUT TABLE/armies/NAME.json does: the same checks, the same positioned problems, the
// same 409. Without the script every button posts the form and the page comes back; with
// it, Save posts in the background (Accept: application/json) and the problems are placed
// beside their fields.

// builderPage is GET TABLE/build.
func (s *server) builderPage(w http.ResponseWriter, r *http.Request) {
	p := view.BuilderPage{Table: tablePath(s.tableSecret)}
	q := r.URL.Query()
	if id := q.Get("army"); id != "" {
		if strings.HasPrefix(id, army.SamplePrefix) {
			http.Redirect(w, r, p.Table+"/build?from="+url.QueryEscape(id), http.StatusSeeOther)
			return
		}
		a, tag, err := s.editable(id)
		if err != nil {
			s.refuseRequest(w, err)
			return
		}
		p.ID, p.ETag, p.Army = id, tag, a
	} else if from := q.Get("from"); from != "" {
		a, _, err := s.editable(from)
		if err != nil {
			s.refuseRequest(w, err)
			return
		}
		a.Name = strings.TrimSpace(cmdutil.Shorten(a.Name, army.MaxNameLength-7) + " (copy)")
		p.Army = a
	}
	s.drawPage(w, http.StatusOK, func(w io.Writer) error { return view.Builder(w, p) })
}

// editable is the army id names as its file says it, tanks unnamed where the file names
// none, for the builder to edit: an army with problems too (the builder fixes them), as
// far as it reads.
func (s *server) editable(id string) (army.Army, string, error) {
	if strings.HasPrefix(id, ".") || strings.ContainsAny(id, `/\`) || len(id) > 200 {
		return army.Army{}, "", web.Refuse(http.StatusBadRequest, "%q is not the name of an army (see armies.json)", cmdutil.Shorten(id, 40))
	}
	data, name, err := s.readArmy(id)
	if err != nil {
		return army.Army{}, "", err
	}
	a, _, err := army.ReadForEdit(name, data)
	if err != nil {
		return army.Army{}, "", web.Refuse(http.StatusUnprocessableEntity, "%s cannot be edited here: %v (fix it with ezd army edit)", filepath.Base(name), err)
	}
	return a, etag(data), nil
}

// builderPost is POST TABLE/build: a button of the builder pressed.
func (s *server) builderPost(w http.ResponseWriter, r *http.Request) {
	if err := web.ParseForm(r); err != nil {
		s.refuseRequest(w, err)
		return
	}
	f, err := readBuilderForm(r.PostForm)
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	p := view.BuilderPage{Table: tablePath(s.tableSecret), ID: f.id, ETag: f.etag, Army: f.army()}
	if f.do != "save" && f.do != "overwrite" {
		s.drawPage(w, http.StatusOK, func(w io.Writer) error { return view.Builder(w, p) })
		return
	}
	id, ifMatch := f.id, f.etag
	if id == "" {
		id = strings.TrimSuffix(cmdutil.SlugFile(f.name, ".yaml"), ".yaml")
	}
	if f.do == "overwrite" {
		ifMatch = "" // a file deleted meanwhile is written again
		if cmdutil.FileExists(s.armyFile(id)) {
			ifMatch = "*"
		}
	}
	_, tag, err := s.saveArmy(id, f.body(), ifMatch)
	status := http.StatusOK
	var ps army.Problems
	var rf *web.Refusal
	switch {
	case errors.As(err, &ps):
		status, p.Problems = http.StatusUnprocessableEntity, fieldProblems(ps, len(f.tanks))
	case errors.As(err, &rf) && rf.Status == http.StatusConflict:
		status, p.Conflict, p.Overwrite = rf.Status, conflictWords(id, f.id != "", rf.Reason), true
	case err != nil:
		status, reason := refusalOf(err)
		if status == http.StatusInternalServerError {
			s.log.Printf("the builder: %v", err)
			reason = "the army could not be saved: see the server's terminal"
		}
		if wantsJSON(r) {
			web.Problem(w, status, reason)
			return
		}
		p.Conflict = reason
		s.drawPage(w, status, func(w io.Writer) error { return view.Builder(w, p) })
		return
	}
	page := p.Table + "/army/" + url.PathEscape(id)
	if wantsJSON(r) {
		if err != nil {
			web.WriteJSON(w, status, builderRefusal{Error: p.Conflict, Problems: p.Problems, Overwrite: p.Overwrite})
			return
		}
		web.WriteJSON(w, http.StatusOK, map[string]string{"id": id, "page": page, "etag": tag})
		return
	}
	if err == nil {
		http.Redirect(w, r, page+"?saved=1", http.StatusSeeOther)
		return
	}
	s.drawPage(w, status, func(w io.Writer) error { return view.Builder(w, p) })
}

// builderRefusal is a refused save as the script reads it: each problem at its field, or
// the conflict in words, and whether saving over the file is offered.
type builderRefusal struct {
	Error     string              `json:"error"`
	Problems  []view.FieldProblem `json:"problems"`
	Overwrite bool                `json:"overwrite"`
}

// conflictWords says a 409 to the player, plainly: what happened to the file, and that
// the army on the page is still theirs to save.
func conflictWords(id string, editing bool, reason string) string {
	file := id + ".yaml"
	switch {
	case strings.Contains(reason, "exists already") && !editing:
		return "An army file " + file + " exists already. Your army is not saved: give it another name, or save over that file."
	case strings.Contains(reason, "changed since"), strings.Contains(reason, "exists already"):
		return file + " changed on disk since you opened it (another phone or an editor saved it). Your army is still here as you left it: save over the file, or open the file again to see the other version."
	case strings.Contains(reason, "gone since"):
		return file + " was deleted since you opened it. Your army is still here as you left it: save over it writes it again."
	}
	return reason
}

// drawPage answers with a page of the table link drawn into a buffer first, so that a
// failure is a 500 and never half a page.
func (s *server) drawPage(w http.ResponseWriter, status int, page func(io.Writer) error) {
	s.draw(w, link{role: "table"}, status, page)
}
