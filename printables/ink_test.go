package printables

import (
	"bytes"
	"strconv"
	"testing"
)

// inked is one place a page puts ink, in millimetres from the page's top-left corner: a
// point of a path, or the box around a run of text as far as its font size tells.
type inked struct {
	x, y   float64
	text   bool
	top    float64 // for text: the top of its tallest letters; else y
	bottom float64 // for text: the foot of its descenders; else y
}

// ink reads a page's content stream and returns every point of every path (lines,
// rectangles' corners, curves) and the start of every text, with the transformations of
// the cm operator applied, so that rotated text lands where it prints.
func (p page) ink(t *testing.T) []inked {
	t.Helper()
	type matrix [6]float64
	mul := func(a, b matrix) matrix { // a then b
		return matrix{a[0]*b[0] + a[1]*b[2], a[0]*b[1] + a[1]*b[3], a[2]*b[0] + a[3]*b[2], a[2]*b[1] + a[3]*b[3],
			a[4]*b[0] + a[5]*b[2] + b[4], a[4]*b[1] + a[5]*b[3] + b[5]}
	}
	ctm := matrix{1, 0, 0, 1, 0, 0}
	var saved []matrix
	var nums []float64
	size := 10.0
	var out []inked
	at := func(x, y float64) (float64, float64) {
		px, py := ctm[0]*x+ctm[2]*y+ctm[4], ctm[1]*x+ctm[3]*y+ctm[5]
		return px / pointsPerMM, (p.height - py) / pointsPerMM
	}
	point := func(x, y float64) {
		mx, my := at(x, y)
		out = append(out, inked{x: mx, y: my, top: my, bottom: my})
	}
	for _, tok := range tokens(p.content) {
		if f, err := strconv.ParseFloat(tok, 64); err == nil {
			nums = append(nums, f)
			continue
		}
		n := len(nums)
		switch tok {
		case "q":
			saved = append(saved, ctm)
		case "Q":
			if len(saved) > 0 {
				ctm, saved = saved[len(saved)-1], saved[:len(saved)-1]
			}
		case "cm":
			if n >= 6 {
				ctm = mul(matrix(nums[n-6:]), ctm)
			}
		case "m", "l":
			if n >= 2 {
				point(nums[n-2], nums[n-1])
			}
		case "c":
			for i := n - 6; i >= 0 && i < n; i += 2 {
				point(nums[i], nums[i+1])
			}
		case "re":
			if n >= 4 {
				x, y, w, h := nums[n-4], nums[n-3], nums[n-2], nums[n-1]
				point(x, y)
				point(x+w, y+h)
			}
		case "Tf":
			if n >= 1 {
				size = nums[n-1]
			}
		case "Td":
			if n >= 2 {
				// The Go fonts rise about 0.93 em above the baseline and fall 0.22 below it.
				x, y := at(nums[n-2], nums[n-1])
				_, ty := at(nums[n-2], nums[n-1]+0.93*size)
				_, by := at(nums[n-2], nums[n-1]-0.22*size)
				out = append(out, inked{x: x, y: y, text: true, top: min(ty, by), bottom: max(ty, by)})
			}
		}
		nums = nums[:0]
	}
	return out
}

// tokens splits a content stream into numbers and operators, skipping strings.
func tokens(c []byte) []string {
	var out []string
	for i := 0; i < len(c); {
		switch ch := c[i]; {
		case ch == '(':
			depth := 0
			for ; i < len(c); i++ {
				if c[i] == '\\' {
					i++
					continue
				}
				if c[i] == '(' {
					depth++
				} else if c[i] == ')' {
					depth--
					if depth == 0 {
						i++
						break
					}
				}
			}
		case ch == '<':
			end := bytes.IndexByte(c[i:], '>')
			if end < 0 {
				return out
			}
			i += end + 1
		case ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t' || ch == '[' || ch == ']':
			i++
		default:
			j := i
			for j < len(c) && !bytes.ContainsRune([]byte(" \n\r\t()<>[]"), rune(c[j])) {
				j++
			}
			out = append(out, string(c[i:j]))
			i = j
		}
	}
	return out
}
