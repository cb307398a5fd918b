package army

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestR2ClassTable pins every cell of the R2 table. The want rows are copied from the
// ruling, not from class.go, so a typo in either shows.
func TestR2ClassTable(t *testing.T) {
	tests := []struct {
		name  string
		class Class
		want  Stats
	}{
		{"R2 small", Small, Stats{Cost: 2, Actions: 3, Move: 6, Range: 9, Capacity: 1, Attack: 0, DefenceBonus: 3}},
		{"R2 medium", Medium, Stats{Cost: 3, Actions: 2, Move: 9, Range: 12, Capacity: 2, Attack: 0, DefenceBonus: 2}},
		{"R2 heavy", Heavy, Stats{Cost: 4, Actions: 1, Move: 12, Range: 15, Capacity: 3, Attack: 1, DefenceBonus: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.class.Stats()); diff != "" {
				t.Errorf("%v.Stats() mismatch (-R2 +got):\n%s", tt.class, diff)
			}
			if diff := cmp.Diff(tt.want, Tank{Class: tt.class}.Stats()); diff != "" {
				t.Errorf("Tank.Stats() mismatch (-R2 +got):\n%s", diff)
			}
		})
	}
}

func TestR2Classes(t *testing.T) {
	if diff := cmp.Diff([]Class{Small, Medium, Heavy}, Classes()); diff != "" {
		t.Errorf("Classes() mismatch, want lightest first (-want +got):\n%s", diff)
	}
	// Classes returns a fresh slice: a caller that reorders it must not change the rules.
	cs := Classes()
	cs[0] = Heavy
	if Classes()[0] != Small {
		t.Error("changing the slice Classes returned changed the next call's result")
	}
}

func TestR2ClassNames(t *testing.T) {
	tests := []struct {
		class        Class
		str, title   string
		valid        bool
		marshalError bool
	}{
		{Small, "small", "Small", true, false},
		{Medium, "medium", "Medium", true, false},
		{Heavy, "heavy", "Heavy", true, false},
		{0, "Class(0)", "Class(0)", false, true},
		{4, "Class(4)", "Class(4)", false, true},
		{-1, "Class(-1)", "Class(-1)", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.str, func(t *testing.T) {
			if got := tt.class.String(); got != tt.str {
				t.Errorf("String() = %q, want %q", got, tt.str)
			}
			if got := tt.class.Title(); got != tt.title {
				t.Errorf("Title() = %q, want %q", got, tt.title)
			}
			if got := tt.class.Valid(); got != tt.valid {
				t.Errorf("Valid() = %v, want %v", got, tt.valid)
			}
			b, err := tt.class.MarshalText()
			if (err != nil) != tt.marshalError {
				t.Fatalf("MarshalText() error = %v, want error %v", err, tt.marshalError)
			}
			if err == nil && string(b) != tt.str {
				t.Errorf("MarshalText() = %q, want %q", b, tt.str)
			}
		})
	}
}

func TestR2StatsOfNoClassPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Class(0).Stats() did not panic; an invalid class must never read as a real one")
		}
	}()
	Class(0).Stats()
}

func TestParseClass(t *testing.T) {
	tests := []struct {
		in      string
		want    Class
		wantErr string
	}{
		{in: "small", want: Small},
		{in: "medium", want: Medium},
		{in: "heavy", want: Heavy},
		{in: "  HEAVY ", want: Heavy},
		{in: "Medium", want: Medium},
		{in: "light", want: Small}, // the rule notes call armoured cars light
		{in: "s", want: Small},
		{in: "m", want: Medium},
		{in: "h", want: Heavy},
		{in: "super-heavy", wantErr: `unknown class "super-heavy" (want small, medium or heavy)`},
		{in: "", wantErr: `unknown class "" (want small, medium or heavy)`},
		{in: "3", wantErr: `unknown class "3" (want small, medium or heavy)`},
		{in: "smal", wantErr: `unknown class "smal" (want small, medium or heavy)`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseClass(tt.in)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("ParseClass(%q) = %v, %v; want error %q", tt.in, got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseClass(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			}
		})
	}
}

// TestClassText checks that a class reads back from what it writes, in JSON as in files.
func TestClassText(t *testing.T) {
	for _, c := range Classes() {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if want := `"` + c.String() + `"`; string(b) != want {
			t.Errorf("json.Marshal(%v) = %s, want %s", c, b, want)
		}
		var back Class
		if err := json.Unmarshal(b, &back); err != nil || back != c {
			t.Errorf("json.Unmarshal(%s) = %v, %v; want %v", b, back, err, c)
		}
	}
	var c Class
	if err := c.UnmarshalText([]byte("tiny")); err == nil {
		t.Error(`UnmarshalText("tiny") succeeded`)
	}
	if c != 0 {
		t.Errorf("a refused UnmarshalText changed the class to %v", c)
	}
}
