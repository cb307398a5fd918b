package army

import "testing"

func TestParseNormalisesNames(t *testing.T) {
	const decomposed = "Arme\u0301e"
	file := "name: " + decomposed + "\nfaction: Re\u0301publique\ntanks:\n  - class: small\n    name: Cafe\u0301\n    model: Renault R35\n"
	a, err := Parse("nfc.yaml", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	if a.Name != "Arm\u00e9e" || a.Faction != "R\u00e9publique" || a.Tanks[0].Name != "Caf\u00e9" {
		t.Errorf("names %q, %q, %q: want NFC, each accent one letter with its e", a.Name, a.Faction, a.Tanks[0].Name)
	}
	j, err := Parse("nfc.json", []byte(`{"name": "`+decomposed+`", "tanks": [{"class": "small"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if j.Name != "Arm\u00e9e" {
		t.Errorf("JSON name %q, want NFC", j.Name)
	}
}
