package printables

import (
	"bytes"
	"strconv"
	"testing"
)

// colours returns the colours a page's content sets that are not greys: the r, g and b of
// each rg or RG operator whose three differ.
func (p page) colours() [][3]float64 {
	var out [][3]float64
	var nums []float64
	for _, tok := range tokens(p.content) {
		if f, err := strconv.ParseFloat(tok, 64); err == nil {
			nums = append(nums, f)
			continue
		}
		if n := len(nums); (tok == "rg" || tok == "RG") && n >= 3 {
			c := [3]float64{nums[n-3], nums[n-2], nums[n-1]}
			if c[0] != c[1] || c[1] != c[2] {
				out = append(out, c)
			}
		}
		nums = nums[:0]
	}
	return out
}

// TestBlackAndWhite: in black and white the cards and their backs set no colour but
// greys (the class tints left out, the icons kept); in colour they are tinted by class.
func TestBlackAndWhite(t *testing.T) {
	a := sample(t, "france-1940")
	for _, bw := range []bool{false, true} {
		var b bytes.Buffer
		if err := Cards(&b, a, Options{Backs: true, BlackAndWhite: bw}); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, p := range readPDF(t, b.Bytes()) {
			n += len(p.colours())
		}
		if bw && n != 0 {
			t.Errorf("black and white: %d colours set", n)
		}
		if !bw && n == 0 {
			t.Errorf("in colour: no class tint set")
		}
	}
}
