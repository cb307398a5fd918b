package serve

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/printouts"
	"github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/printables"
	"github.com/ezd-game/ezd/solo"
	"github.com/ezd-game/ezd/terrain"
)

// printout is GET TABLE/print/KIND.pdf?army=NAME&paper=a4: the PDF `ezd print KIND NAME`
// writes, with the same options (paper a4 or letter, units cm or in, backs=1 for the
// cards' backs, bw=1 for black and white, stance for the paper bot, bot for its card in
// "all"), as a download named as `ezd print` names the file.
func (s *server) printout(w http.ResponseWriter, r *http.Request) {
	kind, ok := strings.CutSuffix(r.PathValue("file"), ".pdf")
	p, found := printouts.Find(kind)
	if !ok || !found {
		names := []string{}
		for _, p := range printouts.All() {
			names = append(names, p.Name)
		}
		web.Problem(w, http.StatusNotFound, "no printout here: want print/KIND.pdf, KIND one of "+strings.Join(names, ", "))
		return
	}
	opt, stance, err := printOptions(p, r.URL.Query())
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	var a army.Army
	if p.HasArmy {
		id := r.URL.Query().Get("army")
		if id == "" {
			web.Problem(w, http.StatusBadRequest, kind+" is of an army: print/"+kind+".pdf?army=NAME, NAME an id of armies.json")
			return
		}
		if a, _, err = s.loadArmy(id); err != nil {
			s.refuseRequest(w, err)
			return
		}
	}
	var b bytes.Buffer
	if err := p.Draw(&b, a, opt); err != nil {
		s.refuseRequest(w, err)
		return
	}
	name := printouts.FileName(p, a, opt.Unit, stance)
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"; filename*=UTF-8''%s`, asciiName(name), url.PathEscape(name)))
	w.Write(b.Bytes())
}

// printOptions reads the options of `ezd print` from a query: paper, units, backs and the
// paper bot's stance (stance for bot, bot for all). Anything else it does not know is a
// 400, as an unknown flag is a usage error.
func printOptions(p printouts.Printout, q url.Values) (printables.Options, string, error) {
	var opt printables.Options
	var err error
	for key := range q {
		switch key {
		case "army", "paper", "units":
		case "backs", "bw":
			if !p.HasCards {
				return opt, "", web.Refuse(http.StatusBadRequest, "%s has no cards to give backs or print without colour: it is black and white already", p.Name)
			}
		case "stance", "bot":
			if want := map[string]string{"bot": "stance", "all": "bot"}[p.Name]; key != want {
				return opt, "", web.Refuse(http.StatusBadRequest, "%s takes no %s", p.Name, key)
			}
		default:
			return opt, "", web.Refuse(http.StatusBadRequest, "unknown option %q (want army, paper, units, backs, bw, stance or bot)", cut(key))
		}
	}
	if opt.Paper, err = printables.ParsePaper(or(q.Get("paper"), "a4")); err != nil {
		return opt, "", web.Refuse(http.StatusBadRequest, "paper: %v", err)
	}
	if opt.Unit, err = terrain.ParseUnit(or(q.Get("units"), "cm")); err != nil {
		return opt, "", web.Refuse(http.StatusBadRequest, "units: %v", err)
	}
	for key, to := range map[string]*bool{"backs": &opt.Backs, "bw": &opt.BlackAndWhite} {
		switch q.Get(key) {
		case "", "0", "false", "off":
		case "1", "true", "on":
			*to = true
		default:
			return opt, "", web.Refuse(http.StatusBadRequest, "%s is 1 or 0, not %q", key, cut(q.Get(key)))
		}
	}
	stance := q.Get("stance") + q.Get("bot")
	if stance != "" {
		st, err := solo.ParseStance(stance)
		if err != nil {
			return opt, "", web.Refuse(http.StatusBadRequest, "%v", err)
		}
		bot := printouts.BotRules(st)
		opt.Bot = &bot
	}
	return opt, stance, nil
}

func or(s, otherwise string) string {
	if s == "" {
		return otherwise
	}
	return s
}

// cut shortens what a request said for a reason, quoted.
func cut(s string) string {
	if len(s) > 40 {
		s = s[:40]
	}
	return strings.ToValidUTF8(s, "?")
}

// asciiName is a file name for the old filename= parameter: its non-ASCII letters as "_"
// (filename*= carries the real one).
func asciiName(name string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r > 0x7e || r == '"' || r == '\\' {
			return '_'
		}
		return r
	}, name)
}
