package solo

import (
	"encoding/binary"
	"hash/fnv"

	"github.com/ezd-game/ezd/combat"
)

// noisyJudge is a Judge whose win chances are arbitrary but fixed numbers drawn from the
// position: the bot's legality must not depend on what the solver says.
type noisyJudge struct{ salt uint64 }

func (j noisyJudge) chance(s combat.State, parts ...any) float64 {
	h := fnv.New64a()
	binary.Write(h, binary.LittleEndian, j.salt)
	st := s.Status()
	for _, f := range []combat.SideStatus{st.Sides.Red, st.Sides.Blue} {
		for _, t := range f.Tanks {
			binary.Write(h, binary.LittleEndian, []int64{int64(t.Damage), b2i(t.Defending), b2i(t.Activated)})
		}
	}
	binary.Write(h, binary.LittleEndian, []int64{int64(s.Turn), int64(s.ActionsLeft), int64(s.Active.Pos)})
	for _, p := range parts {
		h.Write([]byte(toString(p)))
	}
	return float64(h.Sum64()%1000) / 1000
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func toString(p any) string {
	switch p := p.(type) {
	case string:
		return p
	case combat.Ref:
		return p.String()
	case combat.Player:
		return string(p)
	}
	return "?"
}

func (j noisyJudge) WinChance(s combat.State, side combat.Player) (float64, error) {
	return j.chance(s, "now", side), nil
}

func (j noisyJudge) Options(s combat.State) ([]Option, error) {
	o := s.Options()
	var out []Option
	for _, r := range o.Activate {
		out = append(out, Option{Activate, r, j.chance(s, "activate", r)})
	}
	if o.Pass {
		out = append(out, Option{Pass, combat.Ref{}, j.chance(s, "pass")})
	}
	if o.Defend {
		out = append(out, Option{Defend, combat.Ref{}, j.chance(s, "defend")})
	}
	for _, r := range o.Targets {
		out = append(out, Option{Attack, r, j.chance(s, "attack", r)})
	}
	return out, nil
}

func (j noisyJudge) Attack(s combat.State, target combat.Ref) (float64, float64, error) {
	return j.chance(s, "hit", target), j.chance(s, "miss", target), nil
}
