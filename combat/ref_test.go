package combat

import (
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
)

func TestResolveReadsTanksAsPlayersWriteThem(t *testing.T) {
	fr, err := army.Sample("france-1940")
	if err != nil {
		t.Fatal(err)
	}
	blue := army.Army{Name: "Blue", Tanks: []army.Tank{{Class: M, Name: "Somua S35"}, {Class: M, Name: "Twin"}, {Class: S, Name: "twin"}}}
	s := newBattle(t, fr, blue).State()
	tests := []struct {
		text string
		want Ref
		err  string
	}{
		{text: "red:2", want: Ref{Red, 2}},
		{text: " Blue:1 ", want: Ref{Blue, 1}},
		{text: `blue:"Somua S35"`, want: Ref{Blue, 1}},
		{text: "blue:somua s35", want: Ref{Blue, 1}},
		{text: "Char B1 bis", want: Ref{Red, 1}},
		{text: "red:'FCM 36'", want: Ref{Red, 3}},
		{text: "red:5", err: "red has no tank 5: its tanks are red:1 to red:4"},
		{text: "red:0", err: "red has no tank 0"},
		// docs/development.md, Hostile input: a position is written one way (package whole); anything else
		// is read as a name.
		{text: "red:02", err: `no tank is called "02"`},
		{text: "red:+2", err: `no tank is called "+2"`},
		{text: "green:1", err: `unknown side "green" (want red or blue)`},
		{text: "blue:Twin", err: `2 tanks are called "Twin": name one by position, as blue:2 or blue:3`},
		{text: "red:Somua S35", err: `no tank is called "Somua S35" (want one of red:1 (Char B1 bis), red:2 (Renault R35), red:3 (FCM 36) or red:4 (Panhard 178))`},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := s.Resolve(tt.text)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("Resolve(%q) = %v, %v; want error %q", tt.text, got, err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("Resolve(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
			}
		})
	}
}

func TestParseRef(t *testing.T) {
	tests := []struct {
		text string
		want Ref
		err  bool
	}{
		{text: "red:2", want: Ref{Red, 2}},
		{text: "BLUE: 10", want: Ref{Blue, 10}},
		{text: "red", err: true},
		{text: "red:x", err: true},
		{text: "red:-1", err: true},
		{text: "red:+1", err: true},
		{text: "red:01", err: true},
		{text: "red:99999999999", err: true},
		{text: ":1", err: true},
	}
	for _, tt := range tests {
		got, err := ParseRef(tt.text)
		if (err != nil) != tt.err || got != tt.want {
			t.Errorf("ParseRef(%q) = %v, %v; want %v (error %v)", tt.text, got, err, tt.want, tt.err)
		}
		if err == nil && got.String() != strings.ToLower(strings.ReplaceAll(tt.text, " ", "")) {
			t.Errorf("%v.String() = %q, want %q written back", got, got.String(), tt.text)
		}
	}
}
