package serve

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/internal/web"
)

// The armies' pages under the table link (issue 29): the list (GET TABLE/armies), an
// army's page with its share link and QR code (GET TABLE/army/ID), and the QR code
// itself (GET TABLE/army/ID/qr.png). An army's share link is the table's import page with
// the army's code in its fragment (TABLE/import#army=CODE, docs/sharing.md): a browser
// never sends a fragment, so no server keeps the army, and the import page's script reads
// it there.

// armiesPage is GET TABLE/armies.
func (s *server) armiesPage(w http.ResponseWriter, r *http.Request) {
	list, ok := s.listArmies(w)
	if !ok {
		return
	}
	p := view.ArmiesPage{Table: tablePath(s.tableSecret), More: list.More}
	for _, a := range list.Armies {
		p.Armies = append(p.Armies, view.ArmyEntry{ID: a.ID, Name: a.Name, Faction: a.Faction,
			Fielded: a.Fielded, Limit: a.Limit, Sample: a.Sample, Problem: a.Problem})
	}
	s.drawPage(w, http.StatusOK, func(w io.Writer) error { return view.Armies(w, p) })
}

// armyPage is GET TABLE/army/ID: the army, its share link and QR code. An army file with
// problems is a 422 page that says them, with the way to fix it in the builder.
func (s *server) armyPage(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	a, _, err := s.loadArmy(id)
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	p := view.ArmyPage{Table: tablePath(s.tableSecret), ID: id, Sample: strings.HasPrefix(id, army.SamplePrefix),
		Army: a, Saved: r.URL.Query().Get("saved") != ""}
	code, err := army.EncodeShare(a)
	switch {
	case errors.Is(err, army.ErrTooBigToShare):
		p.ShareProblem = "This army is too big to share as a link: send its file instead."
	case err != nil:
		p.ShareProblem = "This army cannot be shared: " + err.Error()
	default:
		p.Code, p.Share = code, shareLink(r, p.Table, code)
		if len(p.Share) <= maxQRText {
			p.QR = p.Table + "/army/" + id + "/qr.png"
		}
	}
	s.drawPage(w, http.StatusOK, func(w io.Writer) error { return view.Army(w, p) })
}

// maxQRText is the longest link view.QR draws.
const maxQRText = 1000

// shareLink is the share link of a code at the address the request came to: the table's
// import page, the code in the fragment.
func shareLink(r *http.Request, table, code string) string {
	return army.ShareLink(linkURL(r, table+"/import"), code)
}

// armyQR is GET TABLE/army/ID/qr.png: the army's share link as a QR code.
func (s *server) armyQR(w http.ResponseWriter, r *http.Request) {
	a, _, err := s.loadArmy(r.PathValue("id"))
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	code, err := army.EncodeShare(a)
	if err != nil {
		web.Problem(w, http.StatusUnprocessableEntity, "this army has no share link: "+err.Error())
		return
	}
	var buf bytes.Buffer
	if err := view.QR(&buf, shareLink(r, tablePath(s.tableSecret), code)); err != nil {
		web.Problem(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Write(buf.Bytes())
}
