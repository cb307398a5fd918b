package army

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// tanks builds a roster of unnamed tanks of the given classes.
func tanks(cs ...Class) []Tank {
	ts := make([]Tank, len(cs))
	for i, c := range cs {
		ts[i] = Tank{Class: c}
	}
	return ts
}

func TestR1Limit(t *testing.T) {
	tests := []struct {
		name   string
		points int
		want   int
	}{
		{"R1 default limit is 10", 0, 10},
		{"R1 larger game", 20, 20},
		{"R1 smaller game", 6, 6},
		{"R1 largest limit", MaxLimit, MaxLimit},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := (Army{Points: tt.points}).Limit(); got != tt.want {
				t.Errorf("Army{Points: %d}.Limit() = %d, want %d", tt.points, got, tt.want)
			}
		})
	}
	if DefaultLimit != 10 {
		t.Errorf("DefaultLimit = %d, want 10 (R1)", DefaultLimit)
	}
}

// TestR1Validate pins which armies R1 allows. Each invalid row names the one problem it has.
func TestR1Validate(t *testing.T) {
	tests := []struct {
		name string
		army Army
		want Problems
	}{
		{"R1 exactly the default limit", Army{Name: "A", Tanks: tanks(Heavy, Medium, Medium)}, nil},
		{"R1 unspent points are no error", Army{Name: "A", Tanks: tanks(Heavy)}, nil},
		{"R1 one point over the default limit", Army{Name: "A", Tanks: tanks(Heavy, Heavy, Medium)},
			Problems{{Message: "the tanks cost 11 points, 1 over the limit of 10"}}},
		{"R1 other positive limit", Army{Name: "A", Points: 12, Tanks: tanks(Heavy, Heavy, Heavy)}, nil},
		{"R1 other positive limit exceeded", Army{Name: "A", Points: 12, Tanks: tanks(Heavy, Heavy, Heavy, Small)},
			Problems{{Message: "the tanks cost 14 points, 2 over the limit of 12"}}},
		{"R1 a limit too small for any tank", Army{Name: "A", Points: 1, Tanks: tanks(Small)},
			Problems{{Message: "the tanks cost 2 points, 1 over the limit of 1"}}},
		{"R1 largest limit", Army{Name: "A", Points: MaxLimit, Tanks: tanks(Small)}, nil},
		{"R1 limit above the largest", Army{Name: "A", Points: MaxLimit + 1, Tanks: tanks(Small)},
			Problems{{Message: "points limit 1001 is not allowed (want a whole number from 1 to 1000)"}}},
		{"R1 negative limit", Army{Name: "A", Points: -2, Tanks: tanks(Small)},
			Problems{{Message: "points limit -2 is not allowed (want a whole number from 1 to 1000)"}}},
		{"R1 at least one tank", Army{Name: "A"},
			Problems{{Message: "the army has no tanks (want at least one)"}}},
		{"R1 an army has a name", Army{Name: "  ", Tanks: tanks(Small)},
			Problems{{Message: "the army has no name"}}},
		{"R1 a tank has a class", Army{Name: "A", Tanks: []Tank{{Name: "Ghost", Line: 7}}},
			Problems{{Line: 7, Message: "tank 1 (Ghost) has no class (want small, medium or heavy)"}}},
		{"R1 model fixes the class", Army{Name: "A", Tanks: []Tank{{Model: "Panzer IV"}}}, nil},
		{"R12 model and class disagree", Army{Name: "A", Tanks: []Tank{{Class: Small, Model: "pzkpfw iv", Line: 3}}},
			Problems{{Line: 3, Message: `tank 1: model "Panzer IV" is heavy, not small (R12)`}}},
		{"R12 unknown model", Army{Name: "A", Tanks: []Tank{{Class: Heavy}, {Class: Heavy, Name: "Tiger", Model: "Tiger"}}},
			Problems{{Message: `tank 2 (Tiger): unknown model "Tiger" (see 'ezd army catalogue'; a custom vehicle needs only a class and a name)`}}},
		{"R12 custom names are always allowed", Army{Name: "A", Tanks: []Tank{{Class: Heavy, Name: "Landkreuzer"}}}, nil},
		// A tank with only a model counts at its model's class: two Panzer IV are 8 points.
		{"R1 model-only tanks count towards the limit", Army{Name: "A", Points: 4, Tanks: []Tank{{Model: "Panzer IV"}, {Model: "Panzer IV"}}},
			Problems{{Message: "the tanks cost 8 points, 4 over the limit of 4"}}},
		{"R1 every problem at once", Army{Tanks: []Tank{{Class: Heavy}, {Name: "Ghost"}, {Class: Medium, Model: "Char B1"}, {Class: Heavy}, {Class: Heavy}}},
			Problems{
				{Message: "the army has no name"},
				{Message: "tank 2 (Ghost) has no class (want small, medium or heavy)"},
				{Message: `tank 3: model "Char B1 bis" is heavy, not medium (R12)`},
				{Message: "the tanks cost 15 points, 5 over the limit of 10"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.army.Validate()); diff != "" {
				t.Errorf("Validate() mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestR1Points pins Fielded, Unspent and the note that unspent points are (R1): said, as a
// note, never an error.
func TestR1Points(t *testing.T) {
	tests := []struct {
		name             string
		army             Army
		fielded, unspent int
		notes            []string
	}{
		{"R1 full army has no note", Army{Tanks: tanks(Heavy, Medium, Medium)}, 10, 0, nil},
		{"R1 one point unspent", Army{Tanks: tanks(Heavy, Medium, Small)}, 9, 1, []string{"1 point unspent"}},
		{"R1 six points unspent", Army{Tanks: tanks(Heavy)}, 4, 6, []string{"6 points unspent"}},
		{"R1 unspent of a larger limit", Army{Points: 20, Tanks: tanks(Heavy, Heavy, Medium)}, 11, 9, []string{"9 points unspent"}},
		{"R1 over the limit has no note", Army{Tanks: tanks(Heavy, Heavy, Heavy)}, 12, -2, nil},
		{"R1 a tank without class costs nothing yet", Army{Tanks: []Tank{{Class: Small}, {}}}, 2, 8, []string{"8 points unspent"}},
		{"R1 model fixes the class and its cost", Army{Tanks: []Tank{{Model: "Somua S35"}}}, 3, 7, []string{"7 points unspent"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.army.Fielded(); got != tt.fielded {
				t.Errorf("Fielded() = %d, want %d", got, tt.fielded)
			}
			if got := tt.army.Unspent(); got != tt.unspent {
				t.Errorf("Unspent() = %d, want %d", got, tt.unspent)
			}
			if diff := cmp.Diff(tt.notes, tt.army.Notes()); diff != "" {
				t.Errorf("Notes() mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestR1DefaultNames pins "Medium 2": a missing name is the class and the tank's number
// among the army's tanks of that class, counting named ones, so a number never moves when
// another tank is renamed.
func TestR1DefaultNames(t *testing.T) {
	a := Army{Name: "A", Points: 30, Tanks: []Tank{
		{Class: Medium},
		{Class: Heavy},
		{Class: Medium, Name: "Adler"},
		{Class: Medium},
		{Class: Small},
		{Model: "Hotchkiss H39"},
	}}
	want := []string{"Medium 1", "Heavy 1", "Adler", "Medium 3", "Small 1", "Medium 4"}
	for i, w := range want {
		// docs/development.md, Hostile input: TankName's own count, on the army without its defaults filled in.
		if got := a.TankName(i); got != w {
			t.Errorf("TankName(%d) = %q, want %q", i, got, w)
		}
		if got := a.WithDefaults().TankName(i); got != w {
			t.Errorf("WithDefaults().TankName(%d) = %q, want %q", i, got, w)
		}
	}
	got := a.WithDefaults()
	var names []string
	for _, tk := range got.Tanks {
		names = append(names, tk.Name)
	}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("WithDefaults names mismatch (-want +got):\n%s", diff)
	}
	if got.Tanks[5].Class != Medium {
		t.Errorf("WithDefaults: model Hotchkiss H39 gave class %v, want medium (R12)", got.Tanks[5].Class)
	}
	// WithDefaults returns a copy: the army it was called on keeps its own roster.
	if a.Tanks[0].Name != "" || a.Tanks[5].Class != 0 {
		t.Errorf("WithDefaults changed the army it was called on: %+v", a.Tanks)
	}
	// Defaults are idempotent.
	if diff := cmp.Diff(got, got.WithDefaults()); diff != "" {
		t.Errorf("WithDefaults twice differs from once (-once +twice):\n%s", diff)
	}
}

// TestR1TankNameAgreesWithDefaults is the law behind the two ways of naming: TankName of
// any tank of any army is the name WithDefaults gives it.
func TestR1TankNameAgreesWithDefaults(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := validArmy().Draw(t, "army")
		d := a.WithDefaults()
		for i := range a.Tanks {
			if got, want := a.TankName(i), d.Tanks[i].Name; got != want {
				t.Fatalf("TankName(%d) = %q, WithDefaults named it %q", i, got, want)
			}
		}
	})
}

func TestR1ModelFixesClass(t *testing.T) {
	tests := []struct {
		model string
		want  Class
	}{
		{"Panzer IV", Heavy},
		{"pz.kpfw. iii", Heavy},
		{"Panzer 38(t)", Medium},
		{"SdKfz 222", Small},
		{"B1 bis", Heavy},
		{"S35", Medium},
		{"FT-17", Small},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("R1 model %s", tt.model), func(t *testing.T) {
			a := Army{Name: "A", Tanks: []Tank{{Model: tt.model}}}.WithDefaults()
			if got := a.Tanks[0].Class; got != tt.want {
				t.Errorf("class of model %q = %v, want %v", tt.model, got, tt.want)
			}
			if ps := a.Validate(); ps != nil {
				t.Errorf("Validate() = %v, want no problems", ps)
			}
		})
	}
	// An unknown model fixes nothing: the tank stays without a class.
	a := Army{Tanks: []Tank{{Model: "Tiger"}}}.WithDefaults()
	if a.Tanks[0].Class != 0 || a.Tanks[0].Name != "" {
		t.Errorf("unknown model gave the tank %+v, want no class and no name", a.Tanks[0])
	}
}

// TestR8LossThreshold pins the least whole number L with 2 x L >= fielded.
func TestR8LossThreshold(t *testing.T) {
	tests := []struct {
		name    string
		fielded int
		want    int
	}{
		{"R8 ten-point army", 10, 5},
		{"R8 nine-point army", 9, 5},
		{"R8 four-point army", 4, 2},
		{"R8 two-point army", 2, 1},
		{"R8 three-point army", 3, 2},
		{"R8 twenty-point army", 20, 10},
		{"R8 nothing fielded", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LossThreshold(tt.fielded); got != tt.want {
				t.Errorf("LossThreshold(%d) = %d, want %d", tt.fielded, got, tt.want)
			}
		})
	}
	// The method reads the army's own fielded points, not its limit.
	a := Army{Points: 20, Tanks: tanks(Heavy, Medium, Medium)}
	if got := a.LossThreshold(); got != 5 {
		t.Errorf("LossThreshold of a 10-point roster under a 20-point limit = %d, want 5", got)
	}
}

// TestR8Broken pins the moment an army loses: 2 x lost >= fielded. Losses come a tank at a
// time, so the rows list only losses the roster can actually suffer.
func TestR8Broken(t *testing.T) {
	tests := []struct {
		name          string
		lost, fielded int
		want          bool
	}{
		{"R8 ten-point army holds at 4 lost", 4, 10, false},
		{"R8 ten-point army breaks at 5 lost", 5, 10, true},
		{"R8 ten-point army broken past 5 lost", 7, 10, true},
		{"R8 nine-point army holds at 4 lost", 4, 9, false},
		{"R8 nine-point army breaks at 5 lost", 5, 9, true},
		{"R8 lone heavy tank holds undamaged", 0, 4, false},
		{"R8 lone heavy tank breaks only when destroyed", 4, 4, true},
		{"R8 two smalls hold with none lost", 0, 4, false},
		{"R8 two smalls break at the first lost", 2, 4, true},
		{"R8 nothing lost", 0, 10, false},
		{"R8 an army that fielded nothing is never broken", 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Broken(tt.lost, tt.fielded); got != tt.want {
				t.Errorf("Broken(%d, %d) = %v, want %v", tt.lost, tt.fielded, got, tt.want)
			}
		})
	}
}

// TestR8ThresholdBreaks ties the two together: losing exactly LossThreshold points breaks
// every army, and one point less never does.
func TestR8ThresholdBreaks(t *testing.T) {
	for fielded := 1; fielded <= 2*MaxLimit; fielded++ {
		l := LossThreshold(fielded)
		if !Broken(l, fielded) || Broken(l-1, fielded) {
			t.Fatalf("fielded %d: Broken(%d) = %v, Broken(%d) = %v; want true, false",
				fielded, l, Broken(l, fielded), l-1, Broken(l-1, fielded))
		}
	}
}
