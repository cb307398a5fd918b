package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/internal/web"
)

// The armies of the table link (issue 29, docs/serve.md): the list `ezd army list --json`
// prints, one army as `ezd army show --json` prints it, and saving one from the builder.
// An army is named by its id in the list: "sample:NAME", or a file of the armies folder,
// NAME.yaml by the name NAME (an id ending in .yml or .json is that file).

// armyShelf keeps the writes of the armies folder one at a time, so that the check of a
// file's ETag and the write that replaces it are one step for this server.
type armyShelf struct{ mu sync.Mutex }

// armyRoutes adds the armies' addresses under the table link.
func (s *server) armyRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /t/{secret}/armies.json", s.table(s.armyList))
	mux.HandleFunc("GET /t/{secret}/armies/{file}", s.table(s.armyShow))
	mux.HandleFunc("PUT /t/{secret}/armies/{file}", s.table(s.armySave))
	mux.HandleFunc("GET /t/{secret}/matchup.json", s.table(s.matchupJSON))
	mux.HandleFunc("GET /t/{secret}/print/{file}", s.table(s.printout))
	mux.HandleFunc("GET /t/{secret}/build", s.table(s.builderPage))
	mux.HandleFunc("POST /t/{secret}/build", s.table(s.builderPost))
	mux.HandleFunc("GET /t/{secret}/{$}", s.table(s.toTable))
	mux.HandleFunc("GET /t/{secret}/armies", s.table(s.armiesPage))
	mux.HandleFunc("GET /t/{secret}/army/{id}", s.table(s.armyPage))
	mux.HandleFunc("GET /t/{secret}/army/{id}/qr.png", s.table(s.armyQR))
	mux.HandleFunc("GET /t/{secret}/import", s.table(s.importPage))
	mux.HandleFunc("GET /t/{secret}/matchup", s.table(s.matchupPage))
	mux.HandleFunc("GET /t/{secret}/print", s.table(s.printPage))
	mux.HandleFunc("GET /t/{secret}/matchup/progress.json", s.table(s.matchupProgress))
	mux.HandleFunc("POST /t/{secret}/import", s.table(s.importPost))
}

// toTable is TABLE/ (ezd army share --page names it so): the table page. A browser keeps
// the fragment through the redirect, so an army's link that names it still carries it.
func (s *server) toTable(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, tablePath(s.tableSecret), http.StatusSeeOther)
}

// armyList is GET TABLE/armies.json: what `ezd army list --json --armies DIR` prints.
func (s *server) armyList(w http.ResponseWriter, r *http.Request) {
	if list, ok := s.listArmies(w); ok {
		writeAsCommands(w, http.StatusOK, list.Armies)
	}
}

// listArmies lists the samples and the armies folder, or answers that the folder cannot
// be read (a 500 whose cause is in the server's log).
func (s *server) listArmies(w http.ResponseWriter) (cmdutil.ArmyList, bool) {
	list, err := cmdutil.ListArmies(s.armies)
	if err != nil {
		s.log.Printf("the armies folder: %v", err)
		web.Problem(w, http.StatusInternalServerError, "the armies folder cannot be read: see the server's terminal")
	}
	return list, err == nil
}

// writeAsCommands answers v as the commands print it with --json (cmdutil.WriteJSON, which
// leaves <, > and & as they are), so that the two are the same bytes.
func writeAsCommands(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	cmdutil.WriteJSON(w, v)
}

// armyID reads the {file} of armies/{file}: an id and ".json". An id is a sample's, or a
// plain file name of the armies folder: no folder, no leading dot, no control character.
func armyID(r *http.Request) (string, error) {
	id, ok := strings.CutSuffix(r.PathValue("file"), ".json")
	switch {
	case !ok:
		return "", web.Refuse(http.StatusNotFound, "an army is armies/NAME.json")
	case id == "", len(id) > 200, !utf8.ValidString(id), strings.HasPrefix(id, "."),
		strings.ContainsAny(id, `/\`), strings.ContainsFunc(id, func(r rune) bool { return r < 0x20 || r == 0x7f }):
		return "", web.Refuse(http.StatusBadRequest, "%q is not the name of an army (see armies.json)", cmdutil.Shorten(id, 40))
	}
	return id, nil
}

// armyFile is the file of the armies folder that id names.
func (s *server) armyFile(id string) string {
	if cmdutil.ArmyFileName(id) && !strings.EqualFold(filepath.Ext(id), ".yaml") {
		return filepath.Join(s.armies, id)
	}
	return filepath.Join(s.armies, id+".yaml")
}

// etag is the ETag of an army file's bytes: a PUT that sends it back in If-Match replaces
// the file only if nobody changed it since.
func etag(data []byte) string {
	sum := sha256.Sum256(data)
	return `"` + hex.EncodeToString(sum[:16]) + `"`
}

// readArmy reads the army id names: its bytes, with the name Parse takes for them.
func (s *server) readArmy(id string) (data []byte, name string, err error) {
	if strings.HasPrefix(id, army.SamplePrefix) {
		data, err = army.SampleFile(id)
		if err != nil {
			return nil, "", web.Refuse(http.StatusNotFound, "%v", err)
		}
		return data, strings.TrimPrefix(id, army.SamplePrefix) + ".yaml", nil
	}
	path := s.armyFile(id)
	if !cmdutil.FileExists(path) {
		return nil, "", web.Refuse(http.StatusNotFound, "no army %q in the armies folder (see armies.json)", cmdutil.Shorten(id, 40))
	}
	data, _, err = cmdutil.ArmyBytes(path)
	if err != nil {
		return nil, "", web.Refuse(http.StatusUnprocessableEntity, "%s", strings.TrimPrefix(err.Error(), path+": "))
	}
	return data, filepath.Base(path), nil
}

// problemsJSON is a 422's answer: the reason, and each problem with its line in the army
// file (or in the body PUT), 0 where none applies, as `ezd army validate --json` gives them.
type problemsJSON struct {
	Error    string        `json:"error"`
	Problems []problemJSON `json:"problems"`
}

type problemJSON struct {
	Line    int    `json:"line"`
	Message string `json:"message"`
}

func refuseArmy(w http.ResponseWriter, what string, ps army.Problems) {
	out := problemsJSON{Error: what + ": " + ps[0].Error(), Problems: []problemJSON{}}
	for _, p := range ps {
		out.Problems = append(out.Problems, problemJSON{p.Line, p.Message})
	}
	writeAsCommands(w, http.StatusUnprocessableEntity, out)
}

// armyShow is GET TABLE/armies/NAME.json: what `ezd army show FILE --json` prints, with the
// file's ETag. An army with problems is a 422 with them, and its ETag too, so that the
// builder can save it fixed.
func (s *server) armyShow(w http.ResponseWriter, r *http.Request) {
	id, err := armyID(r)
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	data, name, err := s.readArmy(id)
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	w.Header().Set("ETag", etag(data))
	a, err := army.Parse(name, data)
	var ps army.Problems
	if errors.As(err, &ps) {
		refuseArmy(w, "the army file has problems", ps)
		return
	}
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	writeAsCommands(w, http.StatusOK, cmdutil.NewRosterJSON(a))
}

// refuseRequest answers a request refused (a *web.Refusal) with its status, or the
// server's failure with a 500 that points to its log.
func (s *server) refuseRequest(w http.ResponseWriter, err error) {
	status, reason := refusalOf(err)
	if status == http.StatusInternalServerError {
		s.log.Printf("the armies: %v", err)
		reason = "the army could not be read or saved: see the server's terminal"
	}
	web.Problem(w, status, reason)
}
