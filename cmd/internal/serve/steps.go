package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/internal/web"
)

// POST LINK/steps: one step in the commands' words (battles.Words), as JSON, or as the
// pages' plain form (view.StepBody makes the same JSON of it). The step goes through the
// battle's journal and lock like `ezd battle STEP`, and is acknowledged only once its
// lines are synced to disk.

// stepAnswer is the 200 of POST LINK/steps: the step's lines as `ezd battle log --json`
// prints them (and, for undo, the lines it took back; for ezd's step what it did), and the
// battle's status after it, as status.json.
type stepAnswer struct {
	battles.Taken
	Status json.RawMessage `json:"status"`
}

// decodeStep reads a step's words strictly: one JSON object of known fields, each of the
// shape its step takes. Every fault is a 400 (or 413) *web.Refusal.
func decodeStep(body []byte) (battles.Words, error) {
	var w battles.Words
	if err := web.UnmarshalStrict(body, &w); err != nil {
		return battles.Words{}, err
	}
	if err := w.Check(); err != nil {
		return battles.Words{}, web.Refuse(http.StatusBadRequest, "%v", err)
	}
	return w, nil
}

func (s *server) takeStep(w http.ResponseWriter, r *http.Request, l link) {
	form := isForm(r)
	if l.role == "watch" {
		s.refuse(w, r, l, form, "", web.Refuse(http.StatusForbidden, "the watch link takes no step: use red's or blue's link"))
		return
	}
	body, err := stepBody(r, form)
	if err != nil {
		s.refuse(w, r, l, form, "", err)
		return
	}
	words, err := decodeStep(body)
	if err != nil {
		s.refuse(w, r, l, form, "", err)
		return
	}
	taken, err := s.take(r.Context(), l, words)
	if err != nil {
		s.refuse(w, r, l, form, words.Step, err)
		return
	}
	if form && !wantsJSON(r) {
		http.Redirect(w, r, l.path(), http.StatusSeeOther)
		return
	}
	status, err := s.status.get(r.Context(), l.name)
	if err != nil {
		s.failed(w, l, "status", err)
		return
	}
	web.WriteJSON(w, http.StatusOK, stepAnswer{Taken: taken, Status: status})
}

// take makes the step on the battle of link l: one at a time in this process, under the
// journal's lock. A side's link acts only while its side is to act (R3), but for the
// roll-off, undo and, in solo play, ezd's own steps.
func (s *server) take(ctx context.Context, l link, words battles.Words) (battles.Taken, error) {
	lock := s.battleLock(l.name)
	lock.Lock()
	defer lock.Unlock()
	t, err := battles.Open(logWriter{s.log}, s.dir, l.name)
	switch {
	case errors.Is(err, journal.ErrBusy):
		return battles.Taken{}, web.Refuse(http.StatusConflict, "%v (a terminal playing it with ezd battle play?): try again when it is closed; nothing was recorded", err)
	case errors.Is(err, journal.ErrNotFound):
		return battles.Taken{}, web.Refuse(http.StatusNotFound, "battle %s is gone", l.name)
	case err != nil:
		return battles.Taken{}, err
	}
	defer t.Close()
	if err := mayTake(battles.Side(l.role), words.Step, t.Battle.State()); err != nil {
		return battles.Taken{}, err
	}
	taken, err := battles.Take(ctx, s.cache, t, words)
	if err != nil {
		return taken, err
	}
	s.hub.Publish(l.name)
	s.remember(l, words.Step, taken)
	s.log.Printf("battle %s: %s took %s", l.name, l.role, words.Step)
	return taken, nil
}

// mayTake refuses a step of a side that is not to act (R3): a side's link takes the
// roll-off, undo and ezd's steps (solo play) whoever acts, and its own side's steps
// while its side is to act.
func mayTake(side combat.Player, step string, st combat.State) error {
	switch step {
	case "initiative", "undo", "bot":
		return nil
	}
	if act := st.ToAct(); act != side {
		if act == combat.NoPlayer {
			return web.Refuse(http.StatusForbidden, "nobody is to act now: %s", strings.ToLower(nextWords(st)))
		}
		return web.Refuse(http.StatusForbidden, "it is %s's turn, not %s's: nothing was recorded", act, side)
	}
	return nil
}

// nextWords says what comes next when nobody is to act.
func nextWords(st combat.State) string {
	switch {
	case st.Over():
		return fmt.Sprintf("The battle is over: %s won on turn %d", st.Winner, st.Turn)
	case st.Initiative == combat.NoPlayer:
		return fmt.Sprintf("Roll initiative for turn %d", st.Turn)
	}
	return "The turn is ending"
}

// stepBody is the request's words: its JSON body, or its form made JSON.
func stepBody(r *http.Request, form bool) ([]byte, error) {
	if !form {
		var raw json.RawMessage
		if err := web.DecodeJSON(r, &raw); err != nil {
			return nil, err
		}
		return raw, nil
	}
	if err := web.ParseForm(r); err != nil {
		return nil, err
	}
	body, err := formStep(r.PostForm)
	if err != nil {
		return nil, web.Refuse(http.StatusBadRequest, "%v", err)
	}
	return body, nil
}

// isForm reports whether the request is a form post (no script) rather than JSON.
func isForm(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	return strings.HasPrefix(ct, "application/x-www-form-urlencoded") || strings.HasPrefix(ct, "multipart/form-data")
}

// wantsJSON reports whether the page's script posted the form and reads the answer.
func wantsJSON(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "application/json")
}

// refuse answers a step that was not taken: as JSON {"error": reason} with its status,
// or, for a form posted without the script, the page again with the reason.
func (s *server) refuse(w http.ResponseWriter, r *http.Request, l link, form bool, step string, err error) {
	status, reason := refusalOf(err)
	if status == http.StatusInternalServerError {
		s.failed(w, l, "the step", err)
		return
	}
	if errors.Is(err, context.Canceled) {
		return // the phone went away: nothing was recorded, and nobody to tell
	}
	if form && !wantsJSON(r) {
		s.pageWithProblem(w, r, l, status, step, reason)
		return
	}
	web.Problem(w, status, reason)
}

// refusalOf is the status and reason of a step not taken: the rules' refusal is a 409,
// words that are not a step a 400; anything else is the server's failure, a 500.
func refusalOf(err error) (int, string) {
	var rf *web.Refusal
	var we *battles.WordsError
	var no *battles.Refused
	switch {
	case errors.As(err, &rf):
		return rf.Status, rf.Reason
	case errors.As(err, &we):
		return http.StatusBadRequest, we.Reason
	case errors.As(err, &no):
		return http.StatusConflict, no.Reason
	case errors.Is(err, context.Canceled):
		return 499, "cancelled"
	}
	return http.StatusInternalServerError, err.Error()
}
