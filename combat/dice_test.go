package combat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var (
	_ Roller = (*Dice)(nil)
	_ Roller = (*Entered)(nil)
)

// chiSquare returns the chi-square statistic of counts against equal expected counts.
func chiSquare(counts []int, total int) float64 {
	want := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - want
		x += d * d / want
	}
	return x
}

// uniformity rolls n dice from r and returns the chi-square statistics of its faces and of
// its pairs of faces in a row (an attack rolls two) against a fair die's. It fails the test
// on a die that is not 1 to 6.
func uniformity(t *testing.T, r Roller, n int) (faces, pairs float64) {
	t.Helper()
	fc := make([]int, 6)
	pc := make([]int, 36)
	prev := 0
	for i := range n {
		d, err := r.Roll()
		if err != nil {
			t.Fatalf("roll %d: %v", i, err)
		}
		if d < 1 || d > 6 {
			t.Fatalf("roll %d is %d, not 1 to 6", i, d)
		}
		fc[d-1]++
		if i%2 == 1 {
			pc[(prev-1)*6+d-1]++
		}
		prev = d
	}
	t.Logf("faces %v", fc)
	return chiSquare(fc, n), chiSquare(pc, n/2)
}

// The critical values at p = 0.001: 5 degrees of freedom for the faces, 35 for the pairs.
// A die that shows one face 1% too often over 600,000 rolls gives about 60.
const (
	facesCritical = 20.515
	pairsCritical = 66.619
)

// TestR11DiceAreUniform rolls 600,000 of the battle's fair dice from a fixed seed and
// checks them against a fair die: each face, and each pair of faces in a row.
func TestR11DiceAreUniform(t *testing.T) {
	faces, pairs := uniformity(t, NewDice(1940), 600_000)
	t.Logf("chi-square: faces %.2f, pairs %.2f", faces, pairs)
	if faces > facesCritical {
		t.Errorf("faces: chi-square %.2f > %.3f (5 dof, p = 0.001)", faces, facesCritical)
	}
	if pairs > pairsCritical {
		t.Errorf("pairs: chi-square %.2f > %.3f (35 dof, p = 0.001)", pairs, pairsCritical)
	}
}

// TestDiceChiSquareCatchesABias makes sure the test above can fail: the same check, on the
// same product code path (dice given back in order by Entered, R11's entered dice), catches
// modulo bias, the classic mistake (a byte taken mod 6 favours 1 to 4), and a die that is
// fair alone but repeats itself in pairs.
func TestDiceChiSquareCatchesABias(t *testing.T) {
	const rolls = 600_000
	d := NewDice(1940)
	biased := make([]int, rolls)
	for i := range biased {
		biased[i] = int(d.rng.Uint32()%256%6) + 1
	}
	e, err := NewEntered(biased...)
	if err != nil {
		t.Fatal(err)
	}
	if faces, _ := uniformity(t, e, rolls); faces <= facesCritical {
		t.Errorf("a mod-6 byte passed with chi-square %.2f", faces)
	}
	// Each die fair, but the second of a pair copies the first half the time.
	paired := make([]int, rolls)
	for i := range paired {
		paired[i], _ = d.Roll()
		if i%2 == 1 && i%4 == 1 {
			paired[i] = paired[i-1]
		}
	}
	e, _ = NewEntered(paired...)
	if faces, pairs := uniformity(t, e, rolls); faces > facesCritical || pairs <= pairsCritical {
		t.Errorf("copied pairs: faces %.2f (want fair), pairs %.2f (want caught)", faces, pairs)
	}
}

func TestR11SeededDiceRepeat(t *testing.T) {
	roll := func(seed uint64, n int) []int {
		d := NewDice(seed)
		if d.Seed() != seed {
			t.Errorf("Seed() = %d, want %d", d.Seed(), seed)
		}
		out := make([]int, n)
		for i := range out {
			out[i], _ = d.Roll()
		}
		return out
	}
	for _, seed := range []uint64{0, 1, 42, 1 << 63, ^uint64(0)} {
		if diff := cmp.Diff(roll(seed, 1000), roll(seed, 1000)); diff != "" {
			t.Errorf("seed %d rolled differently the second time:\n%s", seed, diff)
		}
	}
	// Different seeds give different rolls: 40 dice agree by chance once in 6^40.
	seen := map[string]uint64{}
	for seed := range uint64(200) {
		key := fmt.Sprint(roll(seed, 40))
		if other, ok := seen[key]; ok {
			t.Errorf("seeds %d and %d roll the same", other, seed)
		}
		seen[key] = seed
	}
}

func TestR11DiceRandomSeed(t *testing.T) {
	// Two fresh seeds agree once in 2^64.
	if a, b := RandomSeed(), RandomSeed(); a == b {
		t.Errorf("RandomSeed() gave %d twice", a)
	}
}

func TestR11EnteredDice(t *testing.T) {
	for _, bad := range [][]int{{0}, {7}, {-1}, {3, 9}, {6, 1, 0}} {
		e, err := NewEntered(bad...)
		if err == nil || e != nil {
			t.Errorf("NewEntered(%v) = %v, %v; want refused", bad, e, err)
		}
	}
	_, err := NewEntered(3, 7)
	if want := "a die shows 1 to 6, not 7"; err == nil || err.Error() != want {
		t.Errorf("NewEntered(3, 7) error %v, want %q", err, want)
	}

	dice := []int{1, 2, 3, 4, 5, 6}
	e, err := NewEntered(dice...)
	if err != nil {
		t.Fatal(err)
	}
	dice[0] = 9 // the caller's slice changes after the check
	var got []int
	for {
		r, err := e.Roll()
		if errors.Is(err, ErrNoDice) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, r)
	}
	if diff := cmp.Diff([]int{1, 2, 3, 4, 5, 6}, got); diff != "" {
		t.Errorf("entered dice came back (-want +got):\n%s", diff)
	}
	if _, err := e.Roll(); !errors.Is(err, ErrNoDice) {
		t.Errorf("Roll after the last die: %v, want ErrNoDice", err)
	}
	none, _ := NewEntered()
	if _, err := none.Roll(); !errors.Is(err, ErrNoDice) {
		t.Errorf("Roll of no dice: %v, want ErrNoDice", err)
	}
}

func TestR11ParseDie(t *testing.T) {
	for n := 1; n <= 6; n++ {
		for _, s := range []string{strconv.Itoa(n), " " + strconv.Itoa(n) + "\n"} {
			if got, err := ParseDie(s); err != nil || got != n {
				t.Errorf("ParseDie(%q) = %d, %v; want %d", s, got, err, n)
			}
		}
	}
	tests := []struct{ in, shown string }{
		{"0", "0"},
		{"7", "7"},
		{"x", "x"},
		{"3.5", "3.5"},
		{"", ""},
		{"  ", ""},
		{"-1", "-1"},
		{"10", "10"},
		{"1e0", "1e0"},
		{"0x3", "0x3"},
		{"٣", "٣"}, // Arabic-Indic three: not a whole number as R11 means it
		{"3 4", "3 4"},
		{"six", "six"},
		// docs/development.md, Hostile input: one way to write a number (package whole).
		{"+3", "+3"},
		{"03", "03"},
		{"3.0", "3.0"},
		{"３", "３"}, // a fullwidth three
	}
	for _, tt := range tests {
		t.Run("R11 refuses "+strconv.Quote(tt.in), func(t *testing.T) {
			got, err := ParseDie(tt.in)
			if err == nil {
				t.Fatalf("ParseDie(%q) = %d, want refused", tt.in, got)
			}
			if want := strconv.Quote(tt.shown) + " is not a die: enter a whole number from 1 to 6"; err.Error() != want {
				t.Errorf("error %q, want %q", err, want)
			}
		})
	}
}

func TestR11ParseDice(t *testing.T) {
	for a := 1; a <= 6; a++ {
		for d := 1; d <= 6; d++ {
			for _, s := range []string{fmt.Sprintf("%d,%d", a, d), fmt.Sprintf(" %d , %d ", a, d)} {
				ga, gd, err := ParseDice(s)
				if err != nil || ga != a || gd != d {
					t.Errorf("ParseDice(%q) = %d, %d, %v; want %d, %d", s, ga, gd, err, a, d)
				}
			}
		}
	}
	tests := []struct {
		name, in, want string
	}{
		{"R11 refuses 0", "0,3", `attacker's die: "0" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses 7", "5,7", `target's die: "7" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses x", "x,3", `attacker's die: "x" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses 3.5", "3.5,2", `attacker's die: "3.5" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses empty", "", `"" is not two dice: write the attacker's die and the target's, as 5,3`},
		{"R11 refuses one die", "5", `"5" is not two dice: write the attacker's die and the target's, as 5,3`},
		{"R11 refuses 5,", "5,", `target's die: "" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses ,3", ",3", `attacker's die: "" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses three dice", "5,3,1", `"5,3,1" is not two dice: write the attacker's die and the target's, as 5,3`},
		{"R11 refuses a space between", "5 3", `"5 3" is not two dice: write the attacker's die and the target's, as 5,3`},
		{"R11 refuses a sign", "+5,3", `attacker's die: "+5" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses a leading zero", "5,03", `target's die: "03" is not a die: enter a whole number from 1 to 6`},
		{"R11 refuses a semicolon", "5;3", `"5;3" is not two dice: write the attacker's die and the target's, as 5,3`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, d, err := ParseDice(tt.in)
			if err == nil {
				t.Fatalf("ParseDice(%q) = %d, %d; want refused", tt.in, a, d)
			}
			if err.Error() != tt.want {
				t.Errorf("error %q, want %q", err, tt.want)
			}
			if a != 0 || d != 0 {
				t.Errorf("refused ParseDice(%q) still gave %d, %d", tt.in, a, d)
			}
		})
	}
}

// FuzzParseDice feeds the dice parser anything. It must never panic, and must accept
// exactly the text of two dice: one comma between two digits from 1 to 6, spaces around
// them allowed (no sign, no leading zero: package whole). The dice it returns must be those numbers, and NewEntered must take
// them.
func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"5,3", "1,6", " 6 , 1 ", "0,3", "5,7", "5,", "5,3,1", "x,3", "3.5,2", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, d, err := ParseDice(s)
		parts := strings.Split(s, ",")
		want := len(parts) == 2
		var nums [2]int
		for i, p := range parts[:min(2, len(parts))] {
			// A die is written one way (package whole): one digit from 1 to 6.
			p = strings.TrimSpace(p)
			ok := len(p) == 1 && p[0] >= '1' && p[0] <= '6'
			if ok {
				nums[i] = int(p[0] - '0')
			}
			want = want && ok
		}
		if !want {
			if err == nil {
				t.Fatalf("ParseDice(%q) = %d, %d; want refused", s, a, d)
			}
			if err.Error() == "" || a != 0 || d != 0 {
				t.Fatalf("ParseDice(%q) refused with %d, %d, %q", s, a, d, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("ParseDice(%q): %v; want %d, %d", s, err, nums[0], nums[1])
		}
		if a != nums[0] || d != nums[1] {
			t.Fatalf("ParseDice(%q) = %d, %d; want %d, %d", s, a, d, nums[0], nums[1])
		}
		if _, err := NewEntered(a, d); err != nil {
			t.Fatalf("NewEntered refuses what ParseDice gave: %v", err)
		}
	})
}
