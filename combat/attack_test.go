package combat

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/terrain"
	"github.com/google/go-cmp/cmp"
)

// everyAttack returns the 36 attacks of the odds table: attacker x target x defending x
// cover (none or light).
func everyAttack() []Attack {
	var as []Attack
	for _, at := range army.Classes() {
		for _, tg := range army.Classes() {
			for _, def := range []bool{false, true} {
				for _, cover := range []terrain.Kind{terrain.Open, terrain.LightCover} {
					as = append(as, Attack{Attacker: at, Target: tg, Defending: def, Cover: cover})
				}
			}
		}
	}
	return as
}

// TestR7AttackModifiers pins each modifier of R7, with its side, its reason as players say it
// and its value.
func TestR7AttackModifiers(t *testing.T) {
	tests := []struct {
		name    string
		attack  Attack
		want    []Modifier
		strings []string
		net     int
	}{
		{"R7 medium on medium in the open: none", Attack{Attacker: army.Medium, Target: army.Medium}, nil, nil, 0},
		{"R7 small attacker: none", Attack{Attacker: army.Small, Target: army.Heavy}, nil, nil, 0},
		{"R7 heavy attacker +1", Attack{Attacker: army.Heavy, Target: army.Small},
			[]Modifier{{AttackerSide, "heavy", 1}}, []string{"heavy +1"}, 1},
		{"R7 target in light cover -1", Attack{Attacker: army.Medium, Target: army.Small, Cover: terrain.LightCover},
			[]Modifier{{AttackerSide, "light cover", -1}}, []string{"light cover -1"}, -1},
		{"R5 R7 defending small +3", Attack{Attacker: army.Medium, Target: army.Small, Defending: true},
			[]Modifier{{TargetSide, "defending", 3}}, []string{"defending +3"}, -3},
		{"R5 R7 defending medium +2", Attack{Attacker: army.Small, Target: army.Medium, Defending: true},
			[]Modifier{{TargetSide, "defending", 2}}, []string{"defending +2"}, -2},
		{"R5 R7 defending heavy +1", Attack{Attacker: army.Small, Target: army.Heavy, Defending: true},
			[]Modifier{{TargetSide, "defending", 1}}, []string{"defending +1"}, -1},
		{"R7 all at once, attacker's first", Attack{Attacker: army.Heavy, Target: army.Medium, Defending: true, Cover: terrain.LightCover},
			[]Modifier{{AttackerSide, "heavy", 1}, {AttackerSide, "light cover", -1}, {TargetSide, "defending", 2}},
			[]string{"heavy +1", "light cover -1", "defending +2"}, -2},
		{"R9 rough ground changes no attack", Attack{Attacker: army.Medium, Target: army.Medium, Cover: terrain.Rough}, nil, nil, 0},
		{"R9 a river can be fired across", Attack{Attacker: army.Medium, Target: army.Medium, Cover: terrain.River}, nil, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.attack.Check(); err != nil {
				t.Fatalf("Check() = %v", err)
			}
			got := tt.attack.Modifiers()
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Modifiers() mismatch (-want +got):\n%s", diff)
			}
			var strs []string
			for _, m := range got {
				strs = append(strs, m.String())
			}
			if diff := cmp.Diff(tt.strings, strs); diff != "" {
				t.Errorf("modifier strings mismatch (-want +got):\n%s", diff)
			}
			if n := tt.attack.Net(); n != tt.net {
				t.Errorf("Net() = %d, want %d", n, tt.net)
			}
		})
	}
}

// TestR7AttackLightCoverOnlyOnce checks that light cover gives -1 once, and that it is the only
// modifier any cover gives: the attack knows only the target's own cover (R9: -1 at most,
// however many pieces are in between).
func TestR7AttackLightCoverOnlyOnce(t *testing.T) {
	for _, a := range everyAttack() {
		n := 0
		for _, m := range a.Modifiers() {
			if m.Reason == "light cover" {
				n++
				if m.Value != -1 || m.Side != AttackerSide {
					t.Errorf("%+v: cover modifier %+v, want the attacker's -1", a, m)
				}
			}
		}
		if want := map[terrain.Kind]int{terrain.Open: 0, terrain.LightCover: 1}[a.Cover]; n != want {
			t.Errorf("%+v: %d light-cover modifiers, want %d", a, n, want)
		}
	}
}

// TestR7AttackStrictlyHigher pins the comparison: only a strictly higher attacker's total hits.
func TestR7AttackStrictlyHigher(t *testing.T) {
	mm := Attack{Attacker: army.Medium, Target: army.Medium}
	hm := Attack{Attacker: army.Heavy, Target: army.Medium}
	ld := Attack{Attacker: army.Heavy, Target: army.Small, Defending: true, Cover: terrain.LightCover}
	tests := []struct {
		name           string
		attack         Attack
		aDie, dDie     int
		aTotal, dTotal int
		hit            bool
	}{
		{"R7 higher hits", mm, 4, 3, 4, 3, true},
		{"R7 tie misses", mm, 3, 3, 3, 3, false},
		{"R7 lower misses", mm, 2, 5, 2, 5, false},
		{"R7 six against one hits", mm, 6, 1, 6, 1, true},
		{"R7 heavy +1 turns a tie into a hit", hm, 4, 4, 5, 4, true},
		{"R7 heavy +1 ties a higher die: miss", hm, 3, 4, 4, 4, false},
		{"R7 six can miss a defending small in light cover", ld, 6, 6, 6, 9, false},
		{"R7 totals meet: miss", ld, 6, 3, 6, 6, false},
		{"R7 a total of 6 beats 5", ld, 6, 2, 6, 5, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := tt.attack.Resolve(tt.aDie, tt.dDie)
			if err != nil {
				t.Fatal(err)
			}
			want := Result{Attack: tt.attack, AttackRoll: tt.aDie, AttackTotal: tt.aTotal, DefenceRoll: tt.dDie,
				DefenceTotal: tt.dTotal, Modifiers: tt.attack.Modifiers(), Hit: tt.hit}
			if diff := cmp.Diff(want, r); diff != "" {
				t.Errorf("Resolve(%d, %d) mismatch (-want +got):\n%s", tt.aDie, tt.dDie, diff)
			}
		})
	}
}

// TestR7AttackHeavyCoverHidesTheTarget refuses every attack on a target in heavy cover, before
// any die is rolled.
func TestR7AttackHeavyCoverHidesTheTarget(t *testing.T) {
	a := Attack{Attacker: army.Heavy, Target: army.Small, Cover: terrain.HeavyCover}
	if err := a.Check(); !errors.Is(err, ErrHidden) {
		t.Errorf("Check() = %v, want ErrHidden", err)
	}
	if _, err := a.Resolve(6, 1); !errors.Is(err, ErrHidden) {
		t.Errorf("Resolve() = %v, want ErrHidden", err)
	}
	dice, _ := NewEntered(6, 1)
	if _, err := a.Roll(dice); !errors.Is(err, ErrHidden) {
		t.Errorf("Roll() = %v, want ErrHidden", err)
	}
	if d, err := dice.Roll(); err != nil || d != 6 {
		t.Errorf("the refused attack used a die: next is %d, %v; want 6", d, err)
	}
}

func TestAttackRefusals(t *testing.T) {
	tests := []struct {
		name   string
		attack Attack
		a, d   int
		want   string
	}{
		{"no attacker class", Attack{Target: army.Small}, 3, 3, "the attacker has no class (want small, medium or heavy)"},
		{"no target class", Attack{Attacker: army.Small}, 3, 3, "the target has no class (want small, medium or heavy)"},
		{"cover that is no terrain", Attack{Attacker: army.Small, Target: army.Small, Cover: 9}, 3, 3,
			"the target's cover Kind(9) is not a kind of terrain (want open, rough, light, heavy or river)"},
		{"R11 attacker's die 0", Attack{Attacker: army.Small, Target: army.Small}, 0, 3, "a die shows 1 to 6, not 0"},
		{"R11 target's die 7", Attack{Attacker: army.Small, Target: army.Small}, 3, 7, "a die shows 1 to 6, not 7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := tt.attack.Resolve(tt.a, tt.d)
			if err == nil || err.Error() != tt.want {
				t.Fatalf("Resolve(%d, %d) = %+v, %v; want error %q", tt.a, tt.d, r, err, tt.want)
			}
			if diff := cmp.Diff(Result{}, r); diff != "" {
				t.Errorf("a refused attack returned a result:\n%s", diff)
			}
		})
	}
}

// TestR7AttackRollUsesTheAttackersDieFirst: the first die is the attacker's, the second the
// target's.
func TestR7AttackRollUsesTheAttackersDieFirst(t *testing.T) {
	a := Attack{Attacker: army.Medium, Target: army.Medium}
	dice, _ := NewEntered(5, 2, 2, 5, 4)
	for _, want := range []struct {
		a, d int
		hit  bool
	}{{5, 2, true}, {2, 5, false}} {
		r, err := a.Roll(dice)
		if err != nil {
			t.Fatal(err)
		}
		if r.AttackRoll != want.a || r.DefenceRoll != want.d || r.Hit != want.hit {
			t.Errorf("Roll() = %d vs %d, hit %v; want %d vs %d, hit %v", r.AttackRoll, r.DefenceRoll, r.Hit, want.a, want.d, want.hit)
		}
	}
	// One die left: the attack cannot be rolled.
	if _, err := a.Roll(dice); !errors.Is(err, ErrNoDice) {
		t.Errorf("Roll with one die left: %v, want ErrNoDice", err)
	}
}

// TestR7RollWithFairDice resolves attacks with seeded dice: the same seed, the same
// results, and each result is what Resolve makes of its dice.
func TestR7RollWithFairDice(t *testing.T) {
	roll := func() []Result {
		dice := NewDice(7)
		var rs []Result
		for _, a := range everyAttack() {
			r, err := a.Roll(dice)
			if err != nil {
				t.Fatal(err)
			}
			if want, _ := a.Resolve(r.AttackRoll, r.DefenceRoll); !cmp.Equal(want, r) {
				t.Errorf("Roll gave %+v, Resolve of its dice %+v", r, want)
			}
			rs = append(rs, r)
		}
		return rs
	}
	if diff := cmp.Diff(roll(), roll()); diff != "" {
		t.Errorf("the same seed rolled different attacks:\n%s", diff)
	}
}

// TestR7OddsOnlySixNets lists the nets of the 36 attacks of the odds table: exactly -4 to +1, as
// R7 says R2 and R9 allow.
func TestR7OddsOnlySixNets(t *testing.T) {
	var nets []int
	for _, a := range everyAttack() {
		if n := a.Net(); !slices.Contains(nets, n) {
			nets = append(nets, n)
		}
	}
	slices.Sort(nets)
	if diff := cmp.Diff([]int{-4, -3, -2, -1, 0, 1}, nets); diff != "" {
		t.Errorf("nets of the 36 attacks mismatch (-R7 +got):\n%s", diff)
	}
	if n := len(everyAttack()); n != 36 {
		t.Errorf("%d attacks in the table, want 36", n)
	}
}

// TestAttackModifierJSON pins the modifier's JSON keys, which `ezd attack --json` shows.
func TestAttackModifierJSON(t *testing.T) {
	b, err := json.Marshal(Modifier{AttackerSide, "heavy", 1})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"side":"attacker","reason":"heavy","value":1}`; string(b) != want {
		t.Errorf("json = %s, want %s", b, want)
	}
	if got := fmt.Sprint(Modifier{TargetSide, "defending", 3}); got != "defending +3" {
		t.Errorf("String() = %q", got)
	}
}
