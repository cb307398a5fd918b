package serve

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/internal/web"
)

// The import of a shared army (issue 29, docs/sharing.md): GET TABLE/import is the page a
// share link opens; its script reads the army's code from the fragment (#army=CODE) and
// posts it here, and without the script the page asks for the link to be pasted. POST
// TABLE/import (code, the link or code as pasted) reads the army with army's own decoder
// and shows it with "Save this army"; with save=1 it writes NAME.yaml into the armies
// folder (file, the name the page suggests, may be changed). A damaged code, one from a
// newer ezd, or an army that breaks the rules is refused with what is wrong (422), and
// nothing is written; an existing file is replaced only when the player says so.

// importPage is GET TABLE/import.
func (s *server) importPage(w http.ResponseWriter, r *http.Request) {
	p := view.ImportPage{Table: tablePath(s.tableSecret)}
	s.drawPage(w, http.StatusOK, func(w io.Writer) error { return view.Import(w, p) })
}

// importPost is POST TABLE/import.
func (s *server) importPost(w http.ResponseWriter, r *http.Request) {
	if err := web.ParseForm(r); err != nil {
		s.refuseRequest(w, err)
		return
	}
	form := r.PostForm
	for k := range form {
		switch k {
		case "code", "save", "file", "replace":
		default:
			s.refuseRequest(w, web.Refuse(http.StatusBadRequest, "the import has no field %q", cut(k)))
			return
		}
	}
	p, status, saved := s.importArmy(form)
	if saved != "" {
		http.Redirect(w, r, p.Table+"/army/"+url.PathEscape(saved)+"?saved=1", http.StatusSeeOther)
		return
	}
	s.drawPage(w, status, func(w io.Writer) error { return view.Import(w, p) })
}

// importArmy reads the army the form's code carries and, asked to, saves it: the page to
// answer with and its status, or the id of the army saved.
func (s *server) importArmy(form url.Values) (p view.ImportPage, status int, saved string) {
	p = view.ImportPage{Table: tablePath(s.tableSecret), Code: strings.TrimSpace(form.Get("code"))}
	status = http.StatusOK
	if p.Code == "" {
		status, p.Problem = http.StatusBadRequest, "Paste the army's link or code first."
		return
	}
	a, err := army.DecodeShareLink(p.Code)
	var ps army.Problems
	switch {
	case errors.As(err, &ps):
		status, p.Problem = http.StatusUnprocessableEntity, "This army is not saved: "+ps[0].Message+"."
		return
	case err != nil:
		status, p.Problem = http.StatusUnprocessableEntity, capitalise(err.Error())+"."
		return
	}
	p.Army, p.File = &a, cmdutil.SlugFile(a.Name, ".yaml")
	if form.Get("save") == "" {
		return
	}
	if f := strings.TrimSpace(form.Get("file")); f != "" {
		p.File = f
	}
	if !cmdutil.ArmyFileName(p.File) || strings.ContainsAny(p.File, `/\`) || len(p.File) > 64 {
		status, p.Problem = http.StatusBadRequest, "Save it as a file name ending in .yaml, without a folder: "+cmdutil.Shorten(p.File, 40)+" is not one."
		return
	}
	id, ifMatch := cmdutil.ArmyID(p.File), ""
	if form.Get("replace") != "" && cmdutil.FileExists(s.armyFile(id)) {
		ifMatch = "*"
	}
	body, err := a.MarshalJSON()
	if err == nil {
		_, _, err = s.saveArmy(id, body, ifMatch)
	}
	var rf *web.Refusal
	switch {
	case errors.As(err, &rf) && rf.Status == http.StatusConflict:
		status, p.Exists = http.StatusConflict, true
		p.Problem = "An army file " + p.File + " exists already: save over it, or give another file name."
		return
	case err != nil:
		status, p.Problem = refusalOf(err)
		if status == http.StatusInternalServerError {
			s.log.Printf("an import: %v", err)
			p.Problem = "The army could not be saved: see the server's terminal."
		}
		return
	}
	return p, status, id
}

// capitalise starts a sentence of an error's words.
func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
