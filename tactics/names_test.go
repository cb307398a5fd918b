package tactics

import (
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// TT1: a name is kept trimmed, in NFC, with plain single spaces, so " ann" is ann and the
// decomposed "José" is the composed one.
func TestTT1NamesAreNormalised(t *testing.T) {
	for in, want := range map[string]string{
		" ann":             "ann",
		"ann\u00a0":        "ann",
		"\u3000ann":        "ann",
		"ann  lee":         "ann lee",
		"ann\u00a0lee":     "ann lee",
		"Jose\u0301":       "José",
		"d\u2019arcy":      "d'arcy",
		"   ":              "",
		"o\u02bcneil":      "o'neil",
		"ann\u2002\u2003b": "ann b",
	} {
		if got := NormalizeName(in); got != want {
			t.Errorf("NormalizeName(%q) = %q, want %q", in, got, want)
		}
	}
	g, err := NewGame(Standard, []string{" ann", "Jose\u0301 "}, 0, false, "UTC", 0)
	if err != nil {
		t.Fatal(err)
	}
	if g.Players[0] != "ann" || g.Players[1] != "José" {
		t.Errorf("NewGame kept %q (want the names normalised)", g.Players)
	}
}

// TT1: a name is letters, digits, spaces, - _ . ' and marks on letters; anything else is
// refused with the character named.
func TestTT1NameCharacters(t *testing.T) {
	for _, ok := range []string{"ann", "Ann-Marie", "o'neil", "j.r._2", "Zoë", "Łukasz", "Анна", "Σοφία", "नमस्ते", "李雷", "x",
		"ax\u0301\u0302", strings.Repeat("é", MaxNameLen)} {
		if err := CheckName(ok); err != nil {
			t.Errorf("CheckName(%q) = %v (want it accepted)", ok, err)
		}
	}
	for name, want := range map[string]string{
		"ann,bob":                         `holds ','`,
		"<b>":                             `holds '<'`,
		"a\x1bb":                          `holds '\x1b'`,
		"a\u202eb":                        `U+202E`,
		"\u0301a":                         "combining mark (U+0301) at character 1",
		"x\u0301\u0302\u0303":             "combining mark (U+0303) at character 4",
		"1\u0301":                         "not on a letter",
		" ann":                            `want "ann"`,
		"ann  lee":                        `want "ann lee"`,
		"a\u00a0b":                        `want "a b"`,
		"":                                "1 to 30 characters",
		strings.Repeat("a", 31):           "1 to 30 characters",
		"\xff":                            "not valid UTF-8",
		"ann🙂":                            "U+1F642",
		"a\u200bb":                        "U+200B",
		"e\u0301":                         `want "é"`,
		"  ":                              "only spaces",
		strings.Repeat("é", 31):           "has 31",
		"x" + strings.Repeat("\u0301", 3): "U+0301",
	} {
		err := CheckName(name)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckName(%q) = %v (want it refused saying %q)", name, err, want)
		}
	}
}

// TT1: two names that differ only by case, by width or by look-alike letters are refused
// in one game, with the reason.
func TestTT1NamesMustDifferAtAGlance(t *testing.T) {
	for _, c := range []struct{ a, b, why string }{
		{"ann", " ann", "are the same name"},
		{"ann", "Ann", "ignoring case"},
		{"STRASSE", "strasse", "ignoring case"},
		{"ann", "ａｎｎ", "form of their letters"},
		{"Ann", "ａｎｎ", "ignoring case and the form"},
		{"ann", "\u0430nn", `"а" (U+0430) is read as "a"`},
		{"bob", "\u0412ob", `(U+0412) is read as "b"`},
		{"hope", "h\u03bfpe", "(U+03BF)"},
		{"Kay", "\u039aay", "(U+039A)"},
		{"pax", "\u0440\u0430\u0445", "U+0440"},
		{"turtle1", "turtlel", "1, I or l"},
		{"Ian", "lan", "1, I or l"},
		{"bob0", "bobO", "(U+0030)"},
		{"José", "Jose", `"é" (U+00E9) is read as "e"`},
		{"ann", "a\U0001d427n", "full-width or styled"}, // mathematical bold n
		{"ann b", "ann\u00a0b", "are the same name"},
		{"ann", "ann\u0301", "look alike"}, // a mark on a letter, folded into ń by NFC
		{"ax", "ax\u0301", "the mark U+0301 cannot be seen"},
		{"d'arcy", "d\u2019arcy", "are the same name"},
	} {
		g := Game{Mode: Standard, Side: 8, Timezone: "UTC", RoundSeconds: 60, Players: []string{c.a, NormalizeName(c.b)}}
		err := g.Validate()
		if err == nil || !strings.Contains(err.Error(), c.why) || !strings.Contains(err.Error(), "players 1 and 2") {
			t.Errorf("%q and %q: %v (want refused: %s)", c.a, c.b, err, c.why)
		}
	}
	for _, c := range [][2]string{{"ann", "anna"}, {"Lan", "Ian"}, {"ian", "lan"}, {"bob", "rob"}, {"Анна", "Алла"}, {"hunter1", "hunter2"}} {
		g := Game{Mode: Standard, Side: 8, Timezone: "UTC", RoundSeconds: 60, Players: c[:]}
		if err := g.Validate(); err != nil {
			t.Errorf("%q and %q refused: %v (want them apart)", c[0], c[1], err)
		}
	}
}

// TT1: what people type names a player case-blind (the CLI, the API and the pages); the
// journal keeps the exact name (TT15).
func TestTT1NamesAreFoundCaseBlind(t *testing.T) {
	g := testGame(t, Standard, "ann", "Turtle1", "Zoë")
	for typed, want := range map[string]string{
		"ann": "ann", "ANN": "ann", " Ann ": "ann", "turtle1": "Turtle1", "TURTLE1": "Turtle1",
		"ZOË": "Zoë", "Zoe\u0308": "Zoë", "ＡＮＮ": "ann",
	} {
		if got, ok := g.Find(typed); !ok || got != want {
			t.Errorf("Find(%q) = %q, %v (want %q)", typed, got, ok, want)
		}
	}
	for _, typed := range []string{"an", "\u0430nn", "zoe", ""} {
		if got, ok := g.Find(typed); ok {
			t.Errorf("Find(%q) = %q (want no one)", typed, got)
		}
	}
	e := g.Resolve(Event{Kind: KindPropose, Player: "ann", Order: []string{"TURTLE1", "zoë", "Ann"}, Target: "ANN", To: "turtle1", For: "nobody"})
	if strings.Join(e.Order, ",") != "Turtle1,Zoë,ann" || e.Target != "ann" || e.To != "Turtle1" || e.For != "nobody" || e.Player != "ann" {
		t.Errorf("Resolve gave %+v", e)
	}
	s := placedAt(t, g, Cell{1, 1}, Cell{2, 2}, Cell{8, 8})
	mustApply(t, s, g.Resolve(Event{At: t0, Kind: KindAttack, Player: "ann", Target: "TURTLE1"}))
	if p, _ := s.Player("Turtle1"); p.Hearts != StartHearts-1 {
		t.Errorf("Turtle1 has %d hearts after ann attacked TURTLE1 (want %d)", p.Hearts, StartHearts-1)
	}
	refused(t, s, Event{At: t0, Kind: KindGiveAP, Player: "ann", To: "turtle1", AP: 1}, "a journal names players exactly")
}

// TT1: a normalised name normalises to itself, and a checked one is never changed by it.
func TestTT1NormalizeNameIsStable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.String().Draw(t, "name")
		n := NormalizeName(s)
		if NormalizeName(n) != n {
			t.Fatalf("NormalizeName(%q) = %q, which normalises to %q", s, n, NormalizeName(n))
		}
		if utf8.ValidString(s) && CheckName(s) == nil && n != s {
			t.Fatalf("%q passes CheckName but normalises to %q", s, n)
		}
		if CheckName(n) == nil && skeleton(n) != skeleton(s) {
			t.Fatalf("%q and its normal form %q have different skeletons", s, n)
		}
	})
}
