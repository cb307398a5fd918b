package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"slices"
	"strconv"
	"time"

	webpkg "github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
	"github.com/ezd-game/ezd/tactics/bot"
	"github.com/ezd-game/ezd/tactics/store"
)

// wantsJSON reports whether a request sent JSON (the terminal client and the page's
// script); a plain form post gets a page back instead.
func wantsJSON(r *http.Request) bool {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return mt == "application/json"
}

// fairness is the seed's commitment, the SHA-256 of its text (api.Commitment), shown from
// the start, so that once the seed is shown at the end anyone can check that AP moments,
// spawns and placements came from it and were fixed before the start.
func (t *table) fairness() api.Fairness {
	f := api.Fairness{SeedSHA256: api.Commitment(t.seedText)}
	if t.state.Ended() {
		s := t.seedText
		f.Seed = &s
	}
	return f
}

func secondsLeft(ends *time.Time, now time.Time) *int64 {
	if ends == nil {
		return nil
	}
	n := int64(ends.Sub(now).Round(time.Second) / time.Second)
	return &n
}

// view is a player's state now, after the events due by now.
func (s *Server) view(r *http.Request, t *table, name string) (api.PlayerState, error) {
	if _, err := s.commit(r.Context(), t, nil); err != nil {
		return api.PlayerState{}, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	now := s.clock.Now()
	v, err := t.state.View(name, now)
	if err != nil {
		return api.PlayerState{}, err
	}
	return api.PlayerState{View: v, Game: t.id, Started: t.state.Started(), SecondsLeft: secondsLeft(v.Turn.Ends, now),
		Bots: t.kinds, Fairness: t.fairness()}, nil
}

func (s *Server) playerState(w http.ResponseWriter, r *http.Request, t *table, name string) {
	v, err := s.view(r, t, name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	webpkg.WriteJSON(w, http.StatusOK, v)
}

func (s *Server) act(w http.ResponseWriter, r *http.Request, t *table, name string) {
	var req api.ActRequest
	asJSON := wantsJSON(r)
	if asJSON {
		if err := webpkg.DecodeJSON(r, &req); err != nil {
			s.fail(w, r, err)
			return
		}
	} else {
		if err := webpkg.ParseForm(r); err != nil { // 413 over the limit, 400 otherwise
			s.fail(w, r, err)
			return
		}
		req.Action = r.PostForm.Get("action")
		if n := r.PostForm.Get("ap"); n != "" && len(req.Action) > 0 {
			req.Action = replaceLastWord(req.Action, n)
		}
	}
	e, err := parseAction(req.Action, name)
	e = t.game.Resolve(e) // names typed are compared case-blind (TT1); the journal's are exact
	var added []entry
	if err == nil {
		added, err = s.commit(r.Context(), t, func(_ *tactics.State, now time.Time) ([]tactics.Event, error) {
			e.At = now
			return []tactics.Event{e}, nil
		})
	}
	if !asJSON {
		s.renderPlayer(w, r, t, name, err)
		return
	}
	s.answerDone(w, r, lateNote(added), err, name)
}

// answerDone answers an accepted request with what it did, as the viewer may see it
// (ActResult), or a refused one with its reason.
func (s *Server) answerDone(w http.ResponseWriter, r *http.Request, added []entry, err error, viewer string) {
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res := api.ActResult{Done: []string{}}
	for _, l := range added {
		res.Seq = l.Seq
		if l.visibleTo(viewer) {
			res.Done = append(res.Done, l.Text)
		}
	}
	webpkg.WriteJSON(w, http.StatusOK, res)
}

// replaceLastWord puts the number chosen in a page's AP box into "give-ap NAME 1".
func replaceLastWord(action, n string) string {
	if i := bytes.LastIndexByte([]byte(action), ' '); i >= 0 {
		return action[:i+1] + n
	}
	return action
}

func (s *Server) hostView(r *http.Request, t *table) (api.HostState, error) {
	if _, err := s.commit(r.Context(), t, nil); err != nil {
		return api.HostState{}, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	h := api.HostState{Board: t.state.Board(), Game: t.id, Started: t.state.Started(), Paused: t.state.Paused(),
		Names: t.game.Players, Bots: t.kinds, Fairness: t.fairness()}
	if due, ok := t.state.RoundDue(); ok && !t.state.Paused() {
		h.SecondsLeft = secondsLeft(&due, s.clock.Now())
	}
	return h, nil
}

func (s *Server) hostState(w http.ResponseWriter, r *http.Request, t *table, _ string) {
	h, err := s.hostView(r, t)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	webpkg.WriteJSON(w, http.StatusOK, h)
}

// hostOp starts, pauses (TT16), resumes or ends (TT13) the game.
func (s *Server) hostOp(op string) linkHandler {
	return func(w http.ResponseWriter, r *http.Request, t *table, _ string) {
		added, err := s.commit(r.Context(), t, func(st *tactics.State, now time.Time) ([]tactics.Event, error) {
			switch op {
			case "start":
				if st.Events() > 0 {
					return nil, webpkg.Refuse(http.StatusConflict, "the game has already started")
				}
				return tactics.Start(t.game, now, t.seed)
			case "pause":
				return []tactics.Event{{At: now, Kind: tactics.KindPause}}, nil
			case "resume":
				return []tactics.Event{{At: now, Kind: tactics.KindResume}}, nil
			default:
				return []tactics.Event{{At: now, Kind: tactics.KindEnd, By: "host"}}, nil
			}
		})
		if !wantsJSON(r) && r.Header.Get("Accept") != "application/json" {
			s.renderHost(w, r, t, err, nil)
			return
		}
		s.answerDone(w, r, added, err, "")
	}
}

func (s *Server) rotate(w http.ResponseWriter, r *http.Request, t *table, _ string) {
	var req api.RotateRequest
	asPage := !wantsJSON(r) && r.Header.Get("Accept") != "application/json"
	err := s.readHostForm(r, &req.Player, "player")
	if p, ok := t.game.Find(req.Player); ok {
		req.Player = p // case-blind, as everywhere a name is typed (TT1)
	}
	secret := webpkg.NewSecret()
	if err == nil {
		err = s.store.RotateLink(r.Context(), t.id, req.Player, secret)
	}
	switch {
	case errors.Is(err, store.ErrNotFound):
		err = webpkg.Refuse(http.StatusBadRequest, "%q is not a player of this game", req.Player)
	case errors.Is(err, store.ErrBot):
		err = webpkg.Refuse(http.StatusBadRequest, "%s is a bot and has no link", req.Player)
	}
	res := api.RotateResult{Player: req.Player, Link: "/p/" + secret}
	switch {
	case asPage && err == nil:
		// A form post (no script): the page shows the whole link once, to copy.
		scheme := "http"
		if r.TLS != nil {
			scheme = "https"
		}
		res.Link = scheme + "://" + r.Host + res.Link
		s.renderHost(w, r, t, nil, &res)
	case asPage:
		s.renderHost(w, r, t, err, nil)
	case err != nil:
		s.fail(w, r, err)
	default:
		webpkg.WriteJSON(w, http.StatusOK, res)
	}
}

// readHostForm reads one field from a JSON body ({"player": ...}) or a form.
func (s *Server) readHostForm(r *http.Request, into *string, field string) error {
	if wantsJSON(r) {
		m := map[string]string{}
		if err := webpkg.DecodeJSON(r, &m); err != nil {
			return err
		}
		for k := range m {
			if k != field {
				return webpkg.Refuse(http.StatusBadRequest, "unknown field %q (want %q)", k, field)
			}
		}
		*into = m[field]
		return nil
	}
	if err := webpkg.ParseForm(r); err != nil {
		return err
	}
	*into = r.PostForm.Get(field)
	return nil
}

// setWebhook sets the game's webhook (the host's link) or a player's own.
func (s *Server) setWebhook(w http.ResponseWriter, r *http.Request, t *table, player string) {
	var url string
	err := s.readHostForm(r, &url, "webhook")
	if err == nil {
		err = s.hooks.check(r.Context(), url, player == "")
	}
	if err == nil {
		err = s.store.SetWebhook(r.Context(), t.id, player, url)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t.mu.Lock()
	t.hooks[player] = url
	t.mu.Unlock()
	if !wantsJSON(r) {
		http.Redirect(w, r, r.URL.Path[:len(r.URL.Path)-len("/webhook")], http.StatusSeeOther)
		return
	}
	webpkg.WriteJSON(w, http.StatusOK, map[string]string{"webhook": url})
}

// export sends the game's journal, which `ezd tactics replay` folds to the state shown:
// sealed until the game has ended (TT10: no vote says for whom), in full after.
func (s *Server) export(w http.ResponseWriter, r *http.Request, t *table, _ string) {
	if _, err := s.commit(r.Context(), t, nil); err != nil {
		s.fail(w, r, err)
		return
	}
	t.mu.Lock()
	events := t.events // appended to, never changed: written out after the lock
	ended := t.state.Ended()
	t.mu.Unlock()
	j := tactics.Journal{Game: t.game, Events: events}
	if !ended { // TT10: until the end, the jury's votes are shown as counts only
		var err error
		if j, err = j.Sealed(); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	b := j.Marshal()
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="tactics-%s.json"`, t.id))
	w.Write(b)
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	if ok, wait := s.limiter.Allow("new " + remoteHost(r)); !ok {
		tooMany(w, wait)
		return
	}
	var req api.NewGameRequest
	if !wantsJSON(r) {
		s.fail(w, r, webpkg.Refuse(http.StatusUnsupportedMediaType, "send the new game as JSON (Content-Type: application/json)"))
		return
	}
	if err := webpkg.DecodeJSON(r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if req.Mode == "" {
		req.Mode = string(tactics.Standard)
	}
	if req.Seed != nil {
		s.fail(w, r, webpkg.Refuse(http.StatusBadRequest, "seed: a served game's seed is the server's own (32 random bytes, its SHA-256 shown from the start), so that nobody chooses chance: leave it out (ezd tactics simulate --seed plays a chosen one)"))
		return
	}
	bots, err := nameBots(req.Players, req.Bots)
	var g tactics.Game
	if err == nil {
		names := slices.Clone(req.Players)
		for _, b := range bots {
			names = append(names, b.Name)
		}
		g, err = tactics.NewGame(tactics.Mode(req.Mode), names, req.Side, req.Shrink, req.Timezone, req.RoundSeconds)
	}
	if err == nil {
		err = s.hooks.check(r.Context(), req.Webhook, true)
	}
	if err != nil {
		s.fail(w, r, webpkg.Refuse(http.StatusBadRequest, "%v", err))
		return
	}
	seed := s.newSeed().String()
	header, _ := json.Marshal(g)
	sg := store.Game{ID: newGameID(), Header: header, Seed: seed, Webhook: req.Webhook,
		Players: g.Players, Created: s.clock.Now()}
	host := webpkg.NewSecret()
	secrets := map[string]string{}
	res := api.NewGameResult{Game: sg.ID, Host: "/h/" + host, Bots: bots, Fairness: api.Fairness{SeedSHA256: api.Commitment(seed)}}
	for _, name := range g.Players[:len(req.Players)] { // as the game keeps them (TT1)
		secrets[name] = webpkg.NewSecret()
		res.Players = append(res.Players, api.PlayerLink{Name: name, Link: "/p/" + secrets[name]})
	}
	for _, b := range bots {
		if sg.Bots == nil {
			sg.Bots = map[string]string{}
		}
		sg.Bots[b.Name] = b.Bot
	}
	if err := s.store.CreateGame(r.Context(), sg, host, secrets); err != nil {
		s.fail(w, r, err)
		return
	}
	t, err := loadTable(r.Context(), s.store, sg)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.mu.Lock()
	s.tables[sg.ID] = t
	s.mu.Unlock()
	webpkg.WriteJSON(w, http.StatusCreated, res)
}

// nameBots names the bots that fill seats after the players': each for its kind and the
// first number that makes the name one that no other in the game looks like (TT1:
// tactics.Clash, so a person called Hunterl leaves hunter1 to no bot). A game needs at
// least one person; simulate plays bots alone.
func nameBots(players, kinds []string) ([]api.BotSeat, error) {
	if len(kinds) == 0 {
		return []api.BotSeat{}, nil
	}
	if len(players) == 0 {
		return nil, errors.New("a game on the server needs at least one person among its players (ezd tactics simulate plays bots alone)")
	}
	taken := make([]string, len(players), len(players)+len(kinds))
	for i, p := range players {
		taken[i] = tactics.NormalizeName(p)
	}
	out := make([]api.BotSeat, 0, len(kinds))
	for _, k := range kinds {
		if _, err := bot.New(k); err != nil {
			return nil, err
		}
		for n := 1; ; n++ {
			name := k + strconv.Itoa(n)
			if !slices.ContainsFunc(taken, func(p string) bool { return tactics.Clash(p, name) != "" }) {
				taken = append(taken, name)
				out = append(out, api.BotSeat{Name: name, Bot: k})
				break
			}
		}
	}
	return out, nil
}

func remoteHost(r *http.Request) string {
	host := r.RemoteAddr
	if i := bytes.LastIndexByte([]byte(host), ':'); i >= 0 {
		host = host[:i]
	}
	return host
}
