package combat

import (
	"encoding/json"
	"fmt"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
)

// How events read in JSON. Most events are written as their fields are; these three need
// help: the started event writes both armies in full, and moves and attacks name terrain
// as R9 does ("light cover") rather than by number. Encode adds the "event" key.

type startedJSON struct {
	Name string       `json:"name"`
	Seed uint64       `json:"seed"`
	Unit terrain.Unit `json:"units"`
	Red  armyJSON     `json:"red"`
	Blue armyJSON     `json:"blue"`
	Bots []Bot        `json:"bots,omitempty"`
}

type armyJSON struct {
	Name    string     `json:"name"`
	Faction string     `json:"faction,omitempty"`
	Points  int        `json:"points"`
	Tanks   []tankJSON `json:"tanks"`
}

type tankJSON struct {
	Class army.Class `json:"class"`
	Name  string     `json:"name"`
	Model string     `json:"model,omitempty"`
}

func toArmyJSON(a army.Army) armyJSON {
	out := armyJSON{Name: a.Name, Faction: a.Faction, Points: a.Limit(), Tanks: make([]tankJSON, len(a.Tanks))}
	for i, t := range a.Tanks {
		out.Tanks[i] = tankJSON{t.Class, t.Name, t.Model}
	}
	return out
}

func (a armyJSON) army() army.Army {
	out := army.Army{Name: a.Name, Faction: a.Faction, Points: a.Points, Tanks: make([]army.Tank, len(a.Tanks))}
	for i, t := range a.Tanks {
		out.Tanks[i] = army.Tank{Class: t.Class, Name: t.Name, Model: t.Model}
	}
	return out
}

// MarshalJSON writes the armies in full, with the points limit spelled out (R1).
func (e BattleStarted) MarshalJSON() ([]byte, error) {
	return json.Marshal(startedJSON{e.Name, e.Seed, e.Unit, toArmyJSON(e.Red), toArmyJSON(e.Blue), e.Bots})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (e *BattleStarted) UnmarshalJSON(b []byte) error { return unmarshalVia[startedJSON](b, e) }

func (w startedJSON) event() (Event, error) {
	return BattleStarted{w.Name, w.Seed, w.Unit, w.Red.army(), w.Blue.army(), w.Bots}, nil
}

type movedJSON struct {
	Tank      Ref      `json:"tank"`
	Through   []string `json:"through,omitempty"`
	Allowance int      `json:"allowance"`
}

// MarshalJSON writes the terrain entered by name: "through":["rough ground"].
func (e Moved) MarshalJSON() ([]byte, error) {
	return json.Marshal(movedJSON{e.Tank, kindNames(e.Through), e.Allowance})
}

// UnmarshalJSON reads what MarshalJSON writes, and the short names of terrain.Parse.
func (e *Moved) UnmarshalJSON(b []byte) error { return unmarshalVia[movedJSON](b, e) }

func (w movedJSON) event() (Event, error) {
	e := Moved{Tank: w.Tank, Allowance: w.Allowance}
	for _, s := range w.Through {
		k, err := terrain.Parse(s)
		if err != nil {
			return nil, err
		}
		e.Through = append(e.Through, k)
	}
	return e, nil
}

type attackedJSON struct {
	Tank         Ref    `json:"tank"`
	Target       Ref    `json:"target"`
	Cover        string `json:"cover"`
	AttackDie    int    `json:"attackDie"`
	DefenceDie   int    `json:"defenceDie"`
	Virtual      int    `json:"virtual,omitempty"`
	AttackTotal  int    `json:"attackTotal"`
	DefenceTotal int    `json:"defenceTotal"`
	Hit          bool   `json:"hit"`
	Damage       int    `json:"damage"`
	Destroyed    bool   `json:"destroyed"`
}

// MarshalJSON writes the cover by name: "cover":"light cover".
func (e Attacked) MarshalJSON() ([]byte, error) {
	return json.Marshal(attackedJSON{e.Tank, e.Target, e.Cover.String(), e.AttackDie, e.DefenceDie, e.Virtual,
		e.AttackTotal, e.DefenceTotal, e.Hit, e.Damage, e.Destroyed})
}

// UnmarshalJSON reads what MarshalJSON writes, and the short names of terrain.Parse.
func (e *Attacked) UnmarshalJSON(b []byte) error { return unmarshalVia[attackedJSON](b, e) }

func (w attackedJSON) event() (Event, error) {
	k, err := terrain.Parse(w.Cover)
	if err != nil {
		return nil, fmt.Errorf("cover: %w", err)
	}
	return Attacked{w.Tank, w.Target, k, w.AttackDie, w.DefenceDie, w.Virtual,
		w.AttackTotal, w.DefenceTotal, w.Hit, w.Damage, w.Destroyed}, nil
}

// wire is the JSON form of an event that is not written as its own fields.
type wire interface {
	event() (Event, error)
}

// unmarshalVia reads JSON into the wire form W and sets *e to the event it gives.
func unmarshalVia[W wire, E Event](b []byte, e *E) error {
	ev, err := decodeVia[W](b)
	if err != nil {
		return err
	}
	*e = ev.(E)
	return nil
}

// decodeVia reads JSON into the wire form W and returns the event it gives, refusing keys
// W does not have. The journal reader calls it directly, with the line less its "event"
// key (see splitEvent).
func decodeVia[W wire](b []byte) (Event, error) {
	var w W
	if err := strictly(b, &w); err != nil {
		return nil, err
	}
	return w.event()
}

func kindNames(ks []terrain.Kind) []string {
	var out []string
	for _, k := range ks {
		out = append(out, k.String())
	}
	return out
}
