package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// live is a stand-in server for one battle, to try the script: not the real server.
type live struct {
	mu   sync.Mutex
	b    *combat.Battle
	subs []chan struct{}
}

func (l *live) page(side combat.Player, link string, q map[string][]string) view.BattlePage {
	p := view.BattlePage{Link: link, Side: side, State: l.b.State(), Log: l.b.Log(), At: len(l.b.Journal()), Query: q}
	if l.b.CanUndo() {
		p.Undoable = p.Log[len(p.Log)-1]
	}
	return p
}

func (l *live) handle(w http.ResponseWriter, req *http.Request) {
	parts := strings.Split(strings.TrimPrefix(req.URL.Path, "/l/"), "/")
	side, _ := combat.ParsePlayer(parts[0])
	link := "/l/" + parts[0]
	rest := ""
	if len(parts) > 1 {
		rest = parts[1]
	}
	switch rest {
	case "events":
		w.Header().Set("Content-Type", "text/event-stream")
		ch := make(chan struct{}, 8)
		l.mu.Lock()
		l.subs = append(l.subs, ch)
		l.mu.Unlock()
		fmt.Fprint(w, "retry: 1000\n\n")
		w.(http.Flusher).Flush()
		n := 0
		for {
			select {
			case <-req.Context().Done():
				return
			case <-ch:
				n++
				fmt.Fprintf(w, "id: %d\ndata: {}\n\n", n)
				w.(http.Flusher).Flush()
			}
		}
	case "board":
		l.mu.Lock()
		defer l.mu.Unlock()
		check(view.Board(w, l.page(side, link, req.URL.Query())))
	case "steps":
		req.ParseForm()
		body, err := view.StepBody(req.PostForm)
		l.mu.Lock()
		lines, err := l.take(body, err)
		subs := l.subs
		l.mu.Unlock()
		for _, ch := range subs {
			select {
			case ch <- struct{}{}:
			default:
			}
		}
		w.Header().Set("Content-Type", "application/json")
		if err != nil {
			w.WriteHeader(409)
			json.NewEncoder(w).Encode(map[string]string{"error": err.Error()})
			return
		}
		var out []map[string]string
		for _, s := range lines {
			out = append(out, map[string]string{"text": s})
		}
		json.NewEncoder(w).Encode(map[string]any{"lines": out})
	default:
		l.mu.Lock()
		defer l.mu.Unlock()
		check(view.Battle(w, l.page(side, link, req.URL.Query())))
	}
}

func (l *live) take(body []byte, err error) ([]string, error) {
	if err != nil {
		return nil, err
	}
	var s struct {
		Step, Tank, Target string
		Cover              string
		Dice               []int
		Through            []string
		At                 *int
	}
	if err := json.Unmarshal(body, &s); err != nil {
		return nil, err
	}
	if s.At != nil && *s.At != len(l.b.Journal()) {
		return nil, fmt.Errorf("the battle has moved on")
	}
	throw := combat.FairDice()
	if len(s.Dice) == 2 {
		throw = combat.TableDice(s.Dice[0], s.Dice[1])
	}
	before := len(l.b.Journal())
	var evs []combat.Event
	switch s.Step {
	case "initiative":
		evs, err = l.b.Initiative(throw)
	case "activate":
		r, _ := combat.ParseRef(s.Tank)
		evs, err = l.b.Activate(r)
	case "attack":
		r, _ := combat.ParseRef(s.Target)
		k := terrain.Open
		if s.Cover == "light" {
			k = terrain.LightCover
		}
		evs, err = l.b.Attack(r, k, throw)
	case "defend":
		evs, err = l.b.Defend()
	case "done":
		evs, err = l.b.Done()
	case "pass":
		evs, err = l.b.Pass()
	case "move":
		ks, _ := terrain.ParseList(strings.Join(s.Through, ","))
		_, evs, err = l.b.Move(ks)
	case "undo":
		evs, err = l.b.Undo()
		return []string{"undone"}, err
	}
	_ = evs
	if err != nil {
		return nil, err
	}
	return l.b.Log()[before:], nil
}
