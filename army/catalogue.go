package army

import (
	"slices"
	"strings"
)

// Vehicle is a real vehicle of 1940 with the class the rule notes give it (R12).
type Vehicle struct {
	Name   string
	Nation string
	Class  Class
	// Kind is "tank" or "armoured car": R12 classes armoured cars as small.
	Kind string
	// Aliases are other names players use for the same vehicle.
	Aliases []string
}

// Nations of the catalogue.
const (
	Germany = "Germany 1940"
	France  = "France 1940"
)

// catalogue is R12: Germany 1940, Panzer III and IV heavy, other tanks medium, armoured
// cars small; France 1940, Char B1 and D2 heavy, S35, H35, H39 and AMC medium, the rest
// small. It is built on first use, not at start-up.
func catalogue() []Vehicle {
	const tank, car = "tank", "armoured car"
	return []Vehicle{
		{"Panzer I", Germany, Medium, tank, []string{"Pz.Kpfw. I", "PzKpfw I"}},
		{"Panzer II", Germany, Medium, tank, []string{"Pz.Kpfw. II", "PzKpfw II"}},
		{"Panzer 35(t)", Germany, Medium, tank, []string{"Pz.Kpfw. 35(t)", "Škoda LT vz. 35", "LT vz. 35"}},
		{"Panzer 38(t)", Germany, Medium, tank, []string{"Pz.Kpfw. 38(t)", "Škoda LT vz. 38", "LT vz. 38"}},
		{"Panzer III", Germany, Heavy, tank, []string{"Pz.Kpfw. III", "PzKpfw III"}},
		{"Panzer IV", Germany, Heavy, tank, []string{"Pz.Kpfw. IV", "PzKpfw IV"}},
		{"Panzerbefehlswagen", Germany, Medium, tank, []string{"Pz.Bef.Wg.", "Kleiner Panzerbefehlswagen"}},
		{"Sd.Kfz. 221", Germany, Small, car, []string{"SdKfz 221"}},
		{"Sd.Kfz. 222", Germany, Small, car, []string{"SdKfz 222"}},
		{"Sd.Kfz. 231", Germany, Small, car, []string{"SdKfz 231", "Sd.Kfz. 232"}},
		{"Char B1 bis", France, Heavy, tank, []string{"Char B1", "B1 bis"}},
		{"Char D2", France, Heavy, tank, []string{"D2"}},
		{"Somua S35", France, Medium, tank, []string{"S35", "S-35"}},
		{"Hotchkiss H35", France, Medium, tank, []string{"H35", "H-35"}},
		{"Hotchkiss H39", France, Medium, tank, []string{"H39", "H-39"}},
		{"AMC 35", France, Medium, tank, []string{"AMC", "Renault AMC 35", "ACG-1"}},
		{"Renault R35", France, Small, tank, []string{"R35", "R-35"}},
		{"Renault FT", France, Small, tank, []string{"FT-17", "Renault FT-17"}},
		{"FCM 36", France, Small, tank, []string{"FCM-36"}},
		{"AMR 35", France, Small, tank, []string{"Renault AMR 35", "AMR-35"}},
		{"Panhard 178", France, Small, car, []string{"AMD 35", "Panhard AMD 35"}},
	}
}

// Catalogue returns every vehicle, sorted by nation and then name.
func Catalogue() []Vehicle {
	vs := catalogue()
	slices.SortStableFunc(vs, func(a, b Vehicle) int {
		if c := strings.Compare(a.Nation, b.Nation); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return vs
}

// Nations returns the nations of the catalogue, sorted.
func Nations() []string {
	var ns []string
	for _, v := range Catalogue() {
		if !slices.Contains(ns, v.Nation) {
			ns = append(ns, v.Nation)
		}
	}
	return ns
}

// VehiclesOf returns the vehicles of a nation; the nation may be given as "France" or
// "France 1940", in any letter case.
func VehiclesOf(nation string) []Vehicle {
	var vs []Vehicle
	for _, v := range Catalogue() {
		if SameNation(v.Nation, nation) {
			vs = append(vs, v)
		}
	}
	return vs
}

// SameNation reports whether a names the catalogue nation n, with or without its year.
func SameNation(n, a string) bool {
	a = strings.TrimSpace(a)
	return strings.EqualFold(n, a) || strings.EqualFold(strings.TrimSuffix(n, " 1940"), a)
}

// Lookup finds a vehicle by its name or an alias, ignoring letter case, spaces and dots.
func Lookup(name string) (Vehicle, bool) {
	key := vehicleKey(name)
	for _, v := range catalogue() {
		if vehicleKey(v.Name) == key {
			return v, true
		}
		for _, a := range v.Aliases {
			if vehicleKey(a) == key {
				return v, true
			}
		}
	}
	return Vehicle{}, false
}

func vehicleKey(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '.', '-', '_':
			return -1
		}
		return r
	}, strings.ToLower(s))
}
