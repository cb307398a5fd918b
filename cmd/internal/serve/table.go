package serve

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/terrain"
)

// The table link: the host's page. It lists the battles kept (as `ezd battle list`), each
// with its links and their QR codes, and starts new ones.

func (s *server) tablePage(w http.ResponseWriter, r *http.Request) {
	s.drawTable(w, r, http.StatusOK, "", r.URL.Query().Get("created"))
}

// drawTable answers with the table page; problem says why a new battle was refused.
func (s *server) drawTable(w http.ResponseWriter, r *http.Request, status int, problem, created string) {
	p, err := s.tableData(r)
	if err != nil {
		s.log.Printf("the table page: %v", err)
		web.Problem(w, http.StatusInternalServerError, "the battles cannot be listed: see the server's terminal")
		return
	}
	p.Problem = problem
	if journal.ValidateName(created) == nil {
		p.Created = created
	}
	s.draw(w, link{role: "table"}, status, func(w io.Writer) error { return view.Table(w, p) })
}

// tableData is what the table page shows.
func (s *server) tableData(r *http.Request) (view.TablePage, error) {
	p := view.TablePage{Link: tablePath(s.tableSecret), Armies: s.armyChoices()}
	rows, err := battles.List(s.dir)
	if err != nil {
		return p, err
	}
	names := map[string]bool{}
	for _, row := range rows {
		names[row.Name] = true
		e := view.BattleEntry{Name: row.Name, Summary: combat.Summary{Red: row.Red, Blue: row.Blue, Turn: row.Turn}}
		if row.Winner != nil {
			e.Summary.Winner = *row.Winner
		}
		if b, _, err := battles.Read(s.dir, row.Name); err == nil {
			e.Bots = b.Bots()
		}
		if links, err := battles.EnsureLinks(s.dir, row.Name); err == nil {
			for _, role := range battles.Roles {
				path := battlePath(links.Secret(role))
				e.Links = append(e.Links, view.Link{Role: role, URL: linkURL(r, path), QR: path + "/qr.png"})
			}
		}
		p.Battles = append(p.Battles, e)
	}
	for i := 1; ; i++ {
		if name := fmt.Sprintf("battle-%d", i); !names[name] {
			p.Name = name
			break
		}
	}
	return p, nil
}

// armyChoices are the samples and the army files of the armies folder.
func (s *server) armyChoices() []view.ArmyChoice {
	var out []view.ArmyChoice
	for _, name := range army.SampleNames() {
		label := name
		if a, err := army.Sample(name); err == nil {
			label = a.Name + " (sample)"
		}
		out = append(out, view.ArmyChoice{Value: army.SamplePrefix + name, Label: label})
	}
	for _, name := range s.armyFiles() {
		out = append(out, view.ArmyChoice{Value: name, Label: name})
	}
	return out
}

// armyFiles are the names of the army files (.yaml, .yml) in the armies folder.
func (s *server) armyFiles() []string {
	entries, err := os.ReadDir(s.armies)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if e.Type().IsRegular() && (ext == ".yaml" || ext == ".yml") && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, e.Name())
		}
	}
	return out
}

// newBattle is POST TABLE/battles (a multipart form, doc of view): name, red, blue (a
// choice's value, or "file" with redfile or bluefile uploaded), bot (none, red or blue)
// and units. It answers 303 to the table page, or the page again with the reason.
func (s *server) newBattle(w http.ResponseWriter, r *http.Request) {
	name, err := s.startBattle(r)
	if err != nil {
		status, reason := refusalOf(err)
		if status == http.StatusInternalServerError {
			s.log.Printf("a new battle: %v", err)
			reason = "the battle could not be saved: see the server's terminal"
		}
		if wantsJSON(r) {
			web.Problem(w, status, reason)
			return
		}
		s.drawTable(w, r, status, reason, "")
		return
	}
	s.links.forget()
	s.log.Printf("battle %s: started", name)
	if wantsJSON(r) {
		links, err := battles.EnsureLinks(s.dir, name)
		if err != nil {
			web.Problem(w, http.StatusInternalServerError, err.Error())
			return
		}
		out := map[string]string{"name": name}
		for _, role := range battles.Roles {
			out[role] = linkURL(r, battlePath(links.Secret(role)))
		}
		web.WriteJSON(w, http.StatusCreated, out)
		return
	}
	http.Redirect(w, r, tablePath(s.tableSecret)+"?created="+url.QueryEscape(name), http.StatusSeeOther)
}

// startBattle starts the battle the form asks for and makes its links.
func (s *server) startBattle(r *http.Request) (string, error) {
	if err := r.ParseMultipartForm(maxBody); err != nil {
		var big *http.MaxBytesError
		if errors.As(err, &big) {
			return "", web.Refuse(http.StatusRequestEntityTooLarge, "the form is larger than %d KiB", maxBody>>10)
		}
		if err := web.ParseForm(r); err != nil { // a plain form, without files
			return "", err
		}
	}
	form := r.Form
	name := strings.TrimSpace(form.Get("name"))
	if err := journal.ValidateName(name); err != nil {
		return "", web.Refuse(http.StatusBadRequest, "%v", err)
	}
	red, err := s.formArmy(r, "red")
	if err != nil {
		return "", err
	}
	blue, err := s.formArmy(r, "blue")
	if err != nil {
		return "", err
	}
	var bots []string
	switch bot := form.Get("bot"); bot {
	case "", "none":
	case "red", "blue":
		bots = []string{bot}
	default:
		return "", web.Refuse(http.StatusBadRequest, "bot is none, red or blue")
	}
	plays, err := battles.ParseBots(bots)
	if err != nil {
		return "", web.Refuse(http.StatusBadRequest, "%v", err)
	}
	units := form.Get("units")
	if units == "" {
		units = "cm"
	}
	unit, err := terrain.ParseUnit(units)
	if err != nil {
		return "", web.Refuse(http.StatusBadRequest, "units: %v", err)
	}
	seed, err := cmdutil.ParseSeed("")
	if err != nil {
		return "", err
	}
	b, err := combat.New(name, red, blue, combat.Settings{Seed: seed, Unit: unit, Bots: plays})
	if err != nil {
		return "", web.Refuse(http.StatusBadRequest, "%v", err)
	}
	t, err := battles.Create(s.dir, b)
	if errors.Is(err, journal.ErrExists) {
		return "", web.Refuse(http.StatusConflict, "%v", err)
	}
	if err != nil {
		return "", err
	}
	t.Close()
	if _, err := battles.EnsureLinks(s.dir, name); err != nil {
		return "", err
	}
	return name, nil
}

// formArmy is the army of side: a sample, a file of the armies folder, or the file
// uploaded.
func (s *server) formArmy(r *http.Request, side string) (army.Army, error) {
	choice := r.Form.Get(side)
	switch {
	case choice == "":
		return army.Army{}, web.Refuse(http.StatusBadRequest, "choose %s's army", side)
	case strings.HasPrefix(choice, army.SamplePrefix):
		a, err := army.Sample(choice)
		if err != nil {
			return army.Army{}, web.Refuse(http.StatusBadRequest, "%s: %v", side, err)
		}
		return a, nil
	case choice == "file":
		return uploadedArmy(r, side)
	case slices.Contains(s.armyFiles(), choice):
		a, err := cmdutil.LoadArmy(filepath.Join(s.armies, choice))
		if err != nil {
			return army.Army{}, web.Refuse(http.StatusBadRequest, "%s: %v", side, err)
		}
		return a, nil
	}
	return army.Army{}, web.Refuse(http.StatusBadRequest, "%s: no army %s here: choose one of the list", side, cmdutil.Shorten(choice, 40))
}

// uploadedArmy reads the army file uploaded for side (redfile, bluefile).
func uploadedArmy(r *http.Request, side string) (army.Army, error) {
	var file multipart.File
	var name string
	if r.MultipartForm != nil {
		if fhs := r.MultipartForm.File[side+"file"]; len(fhs) == 1 {
			f, err := fhs[0].Open()
			if err != nil {
				return army.Army{}, err
			}
			defer f.Close()
			file, name = f, filepath.Base(fhs[0].Filename)
		}
	}
	if file == nil {
		return army.Army{}, web.Refuse(http.StatusBadRequest, "upload %s's army file, or choose one of the list", side)
	}
	data, err := io.ReadAll(io.LimitReader(file, army.MaxFileSize+1))
	if err != nil {
		return army.Army{}, err
	}
	if len(data) > army.MaxFileSize {
		return army.Army{}, web.Refuse(http.StatusRequestEntityTooLarge, "%s's army file is larger than an army file ever is", side)
	}
	if name == "" || name == "." {
		name = side + ".yaml"
	}
	a, err := army.Parse(cmdutil.Shorten(name, 40), data)
	if err != nil {
		return army.Army{}, web.Refuse(http.StatusBadRequest, "%s's army: %v", side, err)
	}
	return a, nil
}
