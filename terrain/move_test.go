package terrain

import (
	"errors"
	"math"
	"testing"

	"pgregory.net/rapid"
)

// The R2 move distances, written out here so that terrain does not import army.
const (
	smallMove  = 6
	mediumMove = 9
	heavyMove  = 12
)

func TestR9Allowance(t *testing.T) {
	tests := []struct {
		name    string
		move    int
		through []Kind
		want    int
	}{
		{"R9 open changes nothing", mediumMove, []Kind{Open}, 9},
		{"R9 nothing entered", smallMove, nil, 6},
		{"R9 rough ground -2", mediumMove, []Kind{Rough}, 7},
		{"R9 light cover -4", heavyMove, []Kind{LightCover}, 8},
		{"R9 penalties add up", mediumMove, []Kind{Rough, LightCover}, 3},
		{"R9 penalties add up per piece", heavyMove, []Kind{Rough, Rough, Rough}, 6},
		{"R9 open between pieces costs nothing", heavyMove, []Kind{Rough, Open, LightCover, Open}, 6},
		{"R9 allowance reaches 0", smallMove, []Kind{Rough, LightCover}, 0},
		{"R9 allowance never below 0", smallMove, []Kind{LightCover, LightCover}, 0},
		{"R9 allowance never below 0, many pieces", heavyMove, []Kind{LightCover, LightCover, LightCover, LightCover}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Allowance(tt.move, tt.through)
			if err != nil || got != tt.want {
				t.Errorf("Allowance(%d, %v) = %d, %v; want %d", tt.move, tt.through, got, err, tt.want)
			}
		})
	}
}

func TestR9Impassable(t *testing.T) {
	tests := []struct {
		name    string
		through []Kind
		blocker string
	}{
		{"R9 heavy cover is impassable", []Kind{HeavyCover}, "heavy cover"},
		{"R9 river is impassable", []Kind{River}, "river"},
		{"R9 impassable after other pieces", []Kind{Rough, LightCover, River}, "river"},
		{"R9 the first blocker is named", []Kind{Rough, HeavyCover, River}, "heavy cover"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Allowance(heavyMove, tt.through)
			if !errors.Is(err, ErrImpassable) {
				t.Fatalf("Allowance(%v) = %d, %v; want ErrImpassable", tt.through, got, err)
			}
			if want := "impassable: go around (" + tt.blocker + ")"; err.Error() != want {
				t.Errorf("error %q, want %q", err, want)
			}
			if got != 0 {
				t.Errorf("allowance %d alongside the error, want 0", got)
			}
		})
	}
}

// TestR9AllowanceLaw checks Allowance against R9 for any move and any passable pieces:
// the move less the sum of the penalties, never below 0, in any order of the pieces.
func TestR9AllowanceLaw(t *testing.T) {
	passable := []Kind{Open, Rough, LightCover}
	rapid.Check(t, func(t *rapid.T) {
		move := rapid.IntRange(0, 100).Draw(t, "move")
		through := rapid.SliceOfN(rapid.SampledFrom(passable), 0, 20).Draw(t, "through")
		penalty := 0
		for _, k := range through {
			penalty += map[Kind]int{Open: 0, Rough: 2, LightCover: 4}[k]
		}
		got, err := Allowance(move, through)
		if err != nil {
			t.Fatalf("Allowance(%d, %v): %v", move, through, err)
		}
		if want := max(move-penalty, 0); got != want {
			t.Fatalf("Allowance(%d, %v) = %d, want %d", move, through, got, want)
		}
		reversed := make([]Kind, len(through))
		for i, k := range through {
			reversed[len(through)-1-i] = k
		}
		if back, _ := Allowance(move, reversed); back != got {
			t.Fatalf("reversed order gives %d, not %d", back, got)
		}
		// Adding an impassable piece anywhere makes the move impossible.
		at := rapid.IntRange(0, len(through)).Draw(t, "at")
		blocked := append(append(append([]Kind{}, through[:at]...), rapid.SampledFrom([]Kind{HeavyCover, River}).Draw(t, "blocker")), through[at:]...)
		if _, err := Allowance(move, blocked); !errors.Is(err, ErrImpassable) {
			t.Fatalf("Allowance(%d, %v) = %v, want ErrImpassable", move, blocked, err)
		}
	})
}

func TestR10Units(t *testing.T) {
	tests := []struct {
		name        string
		unit        Unit
		short       string
		format      string // of 9
		mmOfOne     float64
		mmOfFifteen float64
	}{
		{"R10 centimetres as written", Centimetres, "cm", "9 cm", 10, 150},
		{"R10 inches option", Inches, "in", `9"`, 25.4, 381},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.unit.String(); got != tt.short {
				t.Errorf("String() = %q, want %q", got, tt.short)
			}
			if got := tt.unit.Format(9); got != tt.format {
				t.Errorf("Format(9) = %q, want %q", got, tt.format)
			}
			if got := tt.unit.Millimetres(1); math.Abs(got-tt.mmOfOne) > 1e-9 {
				t.Errorf("Millimetres(1) = %v, want %v", got, tt.mmOfOne)
			}
			if got := tt.unit.Millimetres(15); math.Abs(got-tt.mmOfFifteen) > 1e-9 {
				t.Errorf("Millimetres(15) = %v, want %v", got, tt.mmOfFifteen)
			}
			b, err := tt.unit.MarshalText()
			if err != nil || string(b) != tt.short {
				t.Errorf("MarshalText() = %q, %v; want %q", b, err, tt.short)
			}
			var u Unit = 1 - tt.unit
			if err := u.UnmarshalText(b); err != nil || u != tt.unit {
				t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, u, err, tt.unit)
			}
		})
	}
	if Unit(0) != Centimetres {
		t.Error("the zero Unit is not centimetres, the rule as written (R10)")
	}
}

func TestR10ParseUnit(t *testing.T) {
	tests := []struct {
		in      string
		want    Unit
		wantErr bool
	}{
		{in: "", want: Centimetres},
		{in: "cm", want: Centimetres},
		{in: "CM", want: Centimetres},
		{in: "centimetres", want: Centimetres},
		{in: "centimeters", want: Centimetres},
		{in: "centimetre", want: Centimetres},
		{in: "in", want: Inches},
		{in: " Inches ", want: Inches},
		{in: "inch", want: Inches},
		{in: `"`, want: Inches},
		{in: "mm", wantErr: true},
		{in: "feet", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseUnit(tt.in)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("ParseUnit(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.wantErr)
			}
			if err != nil && err.Error() != `unknown unit "`+tt.in+`" (want cm or in)` {
				t.Errorf("error %q", err)
			}
		})
	}
	var u Unit
	if err := u.UnmarshalText([]byte("furlong")); err == nil || u != Centimetres {
		t.Errorf("UnmarshalText(furlong) = %v, %v; want an error and no change", u, err)
	}
}
