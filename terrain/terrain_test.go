package terrain

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestR9Table pins the R9 table, row by row, as the ruling words it.
func TestR9Table(t *testing.T) {
	tests := []struct {
		name    string
		kind    Kind
		want    Effect
		summary string
	}{
		{"R9 open", Open, Effect{Name: "open", MovePenalty: 0, Passable: true, AttackModifier: 0, BlocksSight: false}, "no change"},
		{"R9 rough ground", Rough, Effect{Name: "rough ground", MovePenalty: 2, Passable: true, AttackModifier: 0, BlocksSight: false}, "-2 move per piece entered"},
		{"R9 light cover", LightCover, Effect{Name: "light cover", MovePenalty: 4, Passable: true, AttackModifier: -1, BlocksSight: false}, "-4 move per piece entered; -1 to hit a target in it"},
		{"R9 heavy cover", HeavyCover, Effect{Name: "heavy cover", Passable: false, AttackModifier: 0, BlocksSight: true}, "impassable: go around; cannot be shot through"},
		{"R9 river", River, Effect{Name: "river", Passable: false, AttackModifier: 0, BlocksSight: false, Note: "a bridge crosses it; it can be fired across"}, "impassable: go around; a bridge crosses it; it can be fired across"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.kind.Effect()
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Effect() mismatch (-R9 +got):\n%s", diff)
			}
			if got.Summary() != tt.summary {
				t.Errorf("Summary() = %q, want %q", got.Summary(), tt.summary)
			}
			if s := tt.kind.String(); s != tt.want.Name {
				t.Errorf("String() = %q, want %q", s, tt.want.Name)
			}
		})
	}
	if diff := cmp.Diff([]Kind{Open, Rough, LightCover, HeavyCover, River}, Kinds()); diff != "" {
		t.Errorf("Kinds() mismatch, want the order of R9 (-want +got):\n%s", diff)
	}
	var zero Kind
	if zero != Open {
		t.Error("the zero Kind is not open ground")
	}
}

func TestKindOutOfRange(t *testing.T) {
	for _, tt := range []struct {
		kind Kind
		want string
	}{{-1, "Kind(-1)"}, {River + 1, "Kind(5)"}} {
		if got := tt.kind.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%v.Effect() did not panic", tt.kind)
				}
			}()
			tt.kind.Effect()
		}()
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    Kind
		wantErr string
	}{
		{in: "open", want: Open},
		{in: "none", want: Open},
		{in: "clear", want: Open},
		{in: "rough", want: Rough},
		{in: "Rough Ground", want: Rough},
		{in: "  rough   ground ", want: Rough},
		{in: "light", want: LightCover},
		{in: "LIGHT COVER", want: LightCover},
		{in: "heavy", want: HeavyCover},
		{in: "heavy cover", want: HeavyCover},
		{in: "river", want: River},
		{in: "forest", wantErr: `unknown terrain "forest" (want open, rough, light, heavy or river)`},
		{in: "", wantErr: `unknown terrain "" (want open, rough, light, heavy or river)`},
		{in: "lightcover", wantErr: `unknown terrain "lightcover" (want open, rough, light, heavy or river)`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("Parse(%q) = %v, %v; want error %q", tt.in, got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("Parse(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			}
		})
	}
	// Every kind reads back from its own name.
	for _, k := range Kinds() {
		if got, err := Parse(k.String()); err != nil || got != k {
			t.Errorf("Parse(%q) = %v, %v; want %v", k.String(), got, err, k)
		}
	}
}

func TestParseList(t *testing.T) {
	tests := []struct {
		in      string
		want    []Kind
		wantErr bool
	}{
		{in: "", want: nil},
		{in: " , ,", want: nil},
		{in: "rough", want: []Kind{Rough}},
		{in: "rough,light", want: []Kind{Rough, LightCover}},
		{in: "rough, light cover ,, rough", want: []Kind{Rough, LightCover, Rough}},
		{in: "light,river", want: []Kind{LightCover, River}},
		{in: "rough,swamp", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseList(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseList(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseList(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}
