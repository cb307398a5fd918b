package serve

import (
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/internal/web"
)

// armySave is PUT TABLE/armies/NAME.json with the army file's JSON form (name, faction,
// points, tanks of class, name and model): saveArmy, answered as JSON.
func (s *server) armySave(w http.ResponseWriter, r *http.Request) {
	id, err := armyID(r)
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	body, err := io.ReadAll(r.Body)
	var big *http.MaxBytesError
	if errors.As(err, &big) {
		web.Problem(w, http.StatusRequestEntityTooLarge, "the army is larger than an army ever is")
		return
	}
	if err != nil {
		web.Problem(w, http.StatusBadRequest, "the army could not be read: send it again")
		return
	}
	a, tag, err := s.saveArmy(id, body, r.Header.Get("If-Match"))
	var ps army.Problems
	if errors.As(err, &ps) {
		refuseArmy(w, "the army is not saved", ps)
		return
	}
	if err != nil {
		s.refuseRequest(w, err)
		return
	}
	w.Header().Set("ETag", tag)
	writeAsCommands(w, http.StatusOK, cmdutil.NewRosterJSON(a))
}

// saveArmy saves body, an army in the army file's JSON form, as the army id names, and
// returns it with the file's new ETag; the PUT and the builder's form both save through
// it. The army is read as `ezd army validate` reads a .json file: with problems, they are
// the error (army.Problems, each with its line in body), and nothing is written. A file
// that exists is replaced only when ifMatch is its ETag from the GET that read it, or "*";
// if the file changed since, a 409. It is rewritten as `ezd army edit` rewrites it (its
// comments, order and unnamed tanks kept) and saved atomically.
func (s *server) saveArmy(id string, body []byte, ifMatch string) (army.Army, string, error) {
	if strings.Contains(id, ":") {
		return army.Army{}, "", web.Refuse(http.StatusForbidden, "a sample is not changed: save the army under a name of its own")
	}
	a, err := army.Parse("army.json", body)
	if err != nil {
		return army.Army{}, "", err
	}
	s.shelf.mu.Lock()
	defer s.shelf.mu.Unlock()
	path := s.armyFile(id)
	base := filepath.Base(path)
	old, _, err := cmdutil.ArmyBytes(path)
	exists := err == nil
	if err != nil && !errors.Is(err, fs.ErrNotExist) && cmdutil.FileExists(path) {
		return army.Army{}, "", web.Refuse(http.StatusConflict, "%s cannot be replaced: %v", base, err)
	}
	switch {
	case exists && ifMatch == "":
		return army.Army{}, "", web.Refuse(http.StatusConflict, "%s exists already: read it, then save it with its ETag in If-Match", base)
	case !exists && ifMatch != "":
		return army.Army{}, "", web.Refuse(http.StatusConflict, "%s is gone since it was read: save it again without If-Match", base)
	case exists && ifMatch != "*" && ifMatch != etag(old):
		return army.Army{}, "", web.Refuse(http.StatusConflict, "%s changed since it was read: read it again, then save", base)
	}
	data, err := armyBytes(path, old, a)
	if err == nil {
		err = os.MkdirAll(s.armies, 0o755)
	}
	if err == nil {
		err = cmdutil.WriteFileAtomic(path, data, true)
	}
	if err != nil {
		return army.Army{}, "", err
	}
	s.log.Printf("army %s: saved", base)
	return a, etag(data), nil
}

// armyBytes is the file that holds a at path: the old file rewritten as `ezd army edit`
// rewrites it, keeping what the person wrote, or, new or unreadable, the army afresh.
func armyBytes(path string, old []byte, a army.Army) ([]byte, error) {
	base := filepath.Base(path)
	if old != nil {
		if was, _, err := army.ReadForEdit(base, old); err == nil {
			return army.Rewrite(base, old, was, sameTanks(was, a))
		}
	}
	if strings.EqualFold(filepath.Ext(path), ".json") {
		data, err := a.MarshalJSON()
		return append(data, '\n'), err
	}
	return a.MarshalYAML()
}

// sameTanks gives each tank of a the line of the tank of was that it is (army.Rewrite
// knows a tank by its line, and keeps its entry and comments): the next tank of was with
// its name, in order. A tank with no such tank is new.
func sameTanks(was, a army.Army) army.Army {
	out := a
	out.Tanks = make([]army.Tank, len(a.Tanks))
	k := 0
	for i, t := range a.Tanks {
		t.Line = 0
		for j := k; j < len(was.Tanks); j++ {
			if was.TankName(j) == t.Name {
				t.Line, k = was.Tanks[j].Line, j+1
				break
			}
		}
		out.Tanks[i] = t
	}
	return out
}
