package army

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// r12Class is R12 written out as the ruling words it, independently of catalogue.go:
// Germany 1940, Panzer III and IV heavy, every other tank medium, armoured cars small;
// France 1940, Char B1 and D2 heavy, S35, H35, H39 and AMC medium, all others small.
func r12Class(v Vehicle) Class {
	switch v.Nation {
	case Germany:
		switch {
		case v.Kind == "armoured car":
			return Small
		case v.Name == "Panzer III", v.Name == "Panzer IV":
			return Heavy
		}
		return Medium
	case France:
		switch v.Name {
		case "Char B1 bis", "Char D2":
			return Heavy
		case "Somua S35", "Hotchkiss H35", "Hotchkiss H39", "AMC 35":
			return Medium
		}
		return Small
	}
	return 0
}

func TestR12EveryVehicleHasTheRulingsClass(t *testing.T) {
	for _, v := range Catalogue() {
		t.Run("R12 "+v.Name, func(t *testing.T) {
			if want := r12Class(v); v.Class != want {
				t.Errorf("%s (%s, %s) is %v, want %v", v.Name, v.Nation, v.Kind, v.Class, want)
			}
			if v.Kind != "tank" && v.Kind != "armoured car" {
				t.Errorf("%s: kind %q, want tank or armoured car", v.Name, v.Kind)
			}
		})
	}
}

// TestR12NamedVehicles makes sure the vehicles R12 names are in the catalogue, so the rule
// above cannot pass by leaving them out.
func TestR12NamedVehicles(t *testing.T) {
	tests := []struct {
		name   string
		nation string
		class  Class
	}{
		{"Panzer III", Germany, Heavy},
		{"Panzer IV", Germany, Heavy},
		{"Panzer II", Germany, Medium},
		{"Panzer 38(t)", Germany, Medium},
		{"Sd.Kfz. 222", Germany, Small},
		{"Char B1", France, Heavy},
		{"Char D2", France, Heavy},
		{"Somua S35", France, Medium},
		{"Hotchkiss H35", France, Medium},
		{"Hotchkiss H39", France, Medium},
		{"AMC", France, Medium},
		{"Renault R35", France, Small},
		{"Panhard 178", France, Small},
	}
	for _, tt := range tests {
		t.Run("R12 "+tt.name, func(t *testing.T) {
			v, ok := Lookup(tt.name)
			if !ok {
				t.Fatalf("Lookup(%q) found nothing", tt.name)
			}
			if v.Nation != tt.nation || v.Class != tt.class {
				t.Errorf("Lookup(%q) = %s of %s, want %v of %s", tt.name, v.Class, v.Nation, tt.class, tt.nation)
			}
		})
	}
}

func TestR12ArmouredCarsAreSmall(t *testing.T) {
	cars := 0
	for _, v := range Catalogue() {
		if v.Kind == "armoured car" {
			cars++
			if v.Class != Small {
				t.Errorf("armoured car %s is %v, want small", v.Name, v.Class)
			}
		}
	}
	if cars < 2 {
		t.Errorf("%d armoured cars in the catalogue, want some of each nation", cars)
	}
}

func TestR12Nations(t *testing.T) {
	if diff := cmp.Diff([]string{France, Germany}, Nations()); diff != "" {
		t.Errorf("Nations() mismatch (-want +got):\n%s", diff)
	}
	for _, n := range Nations() {
		vs := VehiclesOf(n)
		if len(vs) < 8 {
			t.Errorf("R12: %s has %d vehicles, want at least 8", n, len(vs))
		}
		for _, v := range vs {
			if v.Nation != n {
				t.Errorf("VehiclesOf(%q) holds %s of %s", n, v.Name, v.Nation)
			}
		}
		// Without the year and in any case, the same vehicles.
		short := strings.ToUpper(strings.TrimSuffix(n, " 1940"))
		if diff := cmp.Diff(vs, VehiclesOf(" "+short+" ")); diff != "" {
			t.Errorf("VehiclesOf(%q) differs from VehiclesOf(%q):\n%s", short, n, diff)
		}
	}
	if vs := VehiclesOf("Italy"); vs != nil {
		t.Errorf("VehiclesOf(Italy) = %v, want nothing", vs)
	}
	if vs := VehiclesOf("1940"); vs != nil {
		t.Errorf("VehiclesOf(1940) = %v, want nothing", vs)
	}
}

func TestCatalogueSorted(t *testing.T) {
	vs := Catalogue()
	sorted := slices.IsSortedFunc(vs, func(a, b Vehicle) int {
		if c := strings.Compare(a.Nation, b.Nation); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	if !sorted {
		t.Error("Catalogue() is not sorted by nation, then name")
	}
	vs[0].Class = 0
	vs[0].Aliases = append(vs[0].Aliases[:0], "nonsense")
	if again := Catalogue(); again[0].Class == 0 || slices.Contains(again[0].Aliases, "nonsense") {
		t.Error("changing what Catalogue returned changed the catalogue")
	}
}

func TestR12Lookup(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" for not found
	}{
		{"Panzer IV", "Panzer IV"},
		{"panzer iv", "Panzer IV"},
		{"PANZER IV", "Panzer IV"},
		{"Pz.Kpfw. IV", "Panzer IV"},
		{"pzkpfw iv", "Panzer IV"},
		{"Pz Kpfw IV", "Panzer IV"},
		{"PzKpfw_III", "Panzer III"},
		{"  Panzer III  ", "Panzer III"},
		{"LT vz. 38", "Panzer 38(t)"},
		{"škoda lt vz. 35", "Panzer 35(t)"},
		{"SdKfz 231", "Sd.Kfz. 231"},
		{"Sd.Kfz. 232", "Sd.Kfz. 231"},
		{"Char B1", "Char B1 bis"},
		{"b1 bis", "Char B1 bis"},
		{"D2", "Char D2"},
		{"S-35", "Somua S35"},
		{"s35", "Somua S35"},
		{"h39", "Hotchkiss H39"},
		{"AMC", "AMC 35"},
		{"amc35", "AMC 35"},
		{"FT-17", "Renault FT"},
		{"AMD 35", "Panhard 178"},
		{"Tiger", ""},
		{"Panzer V", ""},
		{"", ""},
		{" . - ", ""},
	}
	for _, tt := range tests {
		t.Run("R12 "+tt.in, func(t *testing.T) {
			v, ok := Lookup(tt.in)
			if ok != (tt.want != "") || v.Name != tt.want {
				t.Errorf("Lookup(%q) = %q, %v; want %q", tt.in, v.Name, ok, tt.want)
			}
		})
	}
}

// TestR12NamesAreUnambiguous checks that no name or alias could mean two vehicles: Lookup
// returns the first match, so a clash would silently pick one.
func TestR12NamesAreUnambiguous(t *testing.T) {
	owner := map[string]string{}
	for _, v := range Catalogue() {
		for _, n := range append([]string{v.Name}, v.Aliases...) {
			k := vehicleKey(n)
			if prev, ok := owner[k]; ok && prev != v.Name {
				t.Errorf("%q names both %s and %s", n, prev, v.Name)
			}
			owner[k] = v.Name
			if got, ok := Lookup(n); !ok || got.Name != v.Name {
				t.Errorf("Lookup(%q) = %q, %v; want %s", n, got.Name, ok, v.Name)
			}
		}
	}
}
