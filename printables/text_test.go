package printables

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// pdfFile stands in poppler's arguments for the PDF's file.
const pdfFile = "FILE.pdf"

// poppler runs tool, one of poppler-utils', on pdf written to a file of the test's own (in
// args, pdfFile), and returns what it prints; it skips the test, saying what it would have
// checked, when the tool is not installed (CI installs poppler-utils).
func poppler(t *testing.T, tool, checks string, pdf []byte, args ...string) []byte {
	t.Helper()
	bin, err := exec.LookPath(tool)
	if err != nil {
		t.Skipf("%s not on PATH: install poppler-utils to check %s", tool, checks)
	}
	file := filepath.Join(t.TempDir(), "out.pdf")
	if err := os.WriteFile(file, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	args = slices.Clone(args)
	for i, a := range args {
		if a == pdfFile {
			args[i] = file
		}
	}
	out, err := exec.Command(bin, args...).Output()
	if err != nil {
		t.Fatalf("%s %s: %v", tool, strings.Join(args, " "), err)
	}
	return out
}

// pdfText returns the text layer of a PDF as pdftotext reads it, with every run of spaces
// made one, or skips the test when pdftotext is not installed (CI installs poppler-utils).
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	out := poppler(t, "pdftotext", "the text layer", pdf, "-layout", "-enc", "UTF-8", pdfFile, "-")
	lines := strings.Split(string(out), "\n")
	for i, l := range lines {
		lines[i] = strings.Join(strings.Fields(l), " ")
	}
	return strings.Join(lines, "\n")
}

func wantText(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("text layer lacks %q", w)
		}
	}
	if strings.ContainsRune(text, '\uFFFD') {
		t.Error("text layer holds U+FFFD: a rune was lost")
	}
}

func TestTextOfCardsAndRoster(t *testing.T) {
	a := testArmy(t, "umlauts.yaml")
	var b bytes.Buffer
	if err := All(&b, a, Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	wantText(t, text,
		"Škoda LT vz. 38", "Übungspanzer", "Übungsverband Škoda", "Böhmen und Mähren",
		"Panzer 38(t)",                                  // the model
		"Kleiner Panzerbefehlswagen", "Regimentsstabes", // a long name on two lines
		"Small 2", // R1: the default name of the second small tank
		"Medium tank 3 points", "Small tank 2 points",
		"9 cm 12 cm", "6 cm 9 cm", // move and range
		"+0 +2", "+0 +3", // attack modifier and defence bonus
		"+2 to every defence", "+3 to every defence", // R5 on each card
		"10 points fielded of a 10-point limit, 0 points unspent.",
		"the army breaks at 5.", // R8
		"1 Škoda LT vz. 38 Panzer 38(t) Medium 3 2 9 cm 12 cm +0 +2",
		"4 Small 2 Small 2 3 6 cm 9 cm +0 +3",
	)
}

func TestTextInInches(t *testing.T) {
	var b bytes.Buffer
	if err := All(&b, sample(t, "germany-1940"), Options{Paper: Letter, Unit: terrain.Inches}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	wantText(t, text, `12" 15"`, `Heavy 4 1 12" 15" 3 +1 +1`, "distances in inches",
		`CALIBRATION: this bar must measure exactly 4"`,
		`15": heavy range · piece 1 of 2: tape piece 2 to the 8" end`, `6": small move · spare`)
	if strings.Contains(text, " cm") {
		t.Error("R10: a printout in inches says cm")
	}
}

// TestTextOfOddsTable checks all 36 attacks of the reference, row by row, against combat.
func TestTextOfOddsTable(t *testing.T) {
	var b bytes.Buffer
	if err := Reference(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	wantText(t, text, "Small 2 3 6 cm 9 cm 1 +0 +3", "Heavy 4 1 12 cm 15 cm 3 +1 +1",
		"Light cover -4 move per piece entered; -1 to hit a target in it clear",
		"Heavy cover impassable: go around; cannot be shot through blocked")
	for _, att := range army.Classes() {
		for _, tgt := range army.Classes() {
			row := []string{att.Title(), "→", tgt.String()}
			for _, cover := range []terrain.Kind{terrain.Open, terrain.LightCover} {
				for _, defending := range []bool{false, true} {
					a := combat.Attack{Attacker: att, Target: tgt, Defending: defending, Cover: cover}
					row = append(row, fmt.Sprintf("%d/36 %.0f%%", a.Hits(), 100*a.Probability()))
				}
			}
			wantText(t, text, strings.Join(row, " "))
		}
	}
}

func TestTextOfRulers(t *testing.T) {
	var b bytes.Buffer
	if err := Rulers(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	wantText(t, text, "Print at 100% / actual size", "CALIBRATION: this bar must measure exactly 10 cm",
		"0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "15 cm: heavy range", "12 cm: heavy move, medium range")
}

// TestMissingGlyphs checks that a name the font cannot draw prints as question marks, not
// as empty boxes or nothing.
func TestMissingGlyphs(t *testing.T) {
	a := army.Army{Name: "Armée 坦克", Tanks: []army.Tank{{Class: army.Heavy, Name: "Tiger 虎"}}}
	var b bytes.Buffer
	if err := Cards(&b, a, Options{}); err != nil {
		t.Fatal(err)
	}
	wantText(t, pdfText(t, b.Bytes()), "Tiger ?", "Armée ??")
}

// TestDecomposedAccentPrints checks docs/printing.md: a name typed with a combining accent prints
// with its accent, as the composed letter the font has.
func TestDecomposedAccentPrints(t *testing.T) {
	a := army.Army{Name: "Arme\u0301e", Tanks: []army.Tank{{Class: army.Heavy, Name: "Le Te\u0301me\u0301raire"}}}
	var b bytes.Buffer
	if err := All(&b, a, Options{}); err != nil {
		t.Fatal(err)
	}
	wantText(t, pdfText(t, b.Bytes()), "Le Téméraire", "roster of Armée")
}
