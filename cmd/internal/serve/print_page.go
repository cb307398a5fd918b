package serve

import (
	"io"
	"net/http"
	"net/url"

	"github.com/ezd-game/ezd/cmd/internal/printouts"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/internal/web"
)

// printPage is GET TABLE/print?army=ID (issue 29): an army's printouts as links to
// print/KIND.pdf, with the options of `ezd print` chosen on the page (paper, units=in,
// bw=1, backs=1, stance), which each link carries where its printout takes it. The
// options are checked as print/KIND.pdf checks them: a wrong one is a 400 that says so.
func (s *server) printPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	id := q.Get("army")
	if id == "" {
		web.Problem(w, http.StatusBadRequest, "print?army=NAME: choose an army (see armies.json)")
		return
	}
	a, _, err := s.loadArmy(id)
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	p := view.PrintPage{Table: tablePath(s.tableSecret), ID: id, Name: a.Name,
		Paper: or(q.Get("paper"), "a4"), Units: or(q.Get("units"), "cm"), Stance: or(q.Get("stance"), "steady"),
		BW: q.Get("bw") != "", Backs: q.Get("backs") != ""}
	for _, pr := range printouts.All() {
		v := url.Values{"paper": {p.Paper}, "units": {p.Units}}
		if pr.HasArmy {
			v.Set("army", id)
		}
		if pr.HasCards && p.BW {
			v.Set("bw", "1")
		}
		if pr.HasCards && p.Backs {
			v.Set("backs", "1")
		}
		stance := ""
		if pr.Name == "bot" {
			stance = p.Stance
			v.Set("stance", stance)
		}
		opt, _, err := printOptions(pr, v)
		if err != nil {
			s.refuseRequest(w, err)
			return
		}
		p.Links = append(p.Links, view.PrintLink{Name: pr.Name, Short: pr.Short,
			URL:  p.Table + "/print/" + pr.Name + ".pdf?" + v.Encode(),
			File: printouts.FileName(pr, a, opt.Unit, stance)})
	}
	s.drawPage(w, http.StatusOK, func(w io.Writer) error { return view.Print(w, p) })
}
