package recap

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strings"
)

// sparks are the eight heights of a sparkline, lowest first.
var sparks = []rune("▁▂▃▄▅▆▇█")

// Sparkline draws red's win chance over the battle in at most width cells, one per step
// while they fit and evenly picked steps (the first and the last always) when they do
// not: a chance of 0 is the lowest spark, 1 the highest.
func Sparkline(ps []Point, width int) string {
	n := len(ps)
	if n == 0 || width < 1 {
		return ""
	}
	cells := min(n, width)
	var b strings.Builder
	for c := range cells {
		i := 0
		if cells > 1 {
			i = int(math.Round(float64(c) * float64(n-1) / float64(cells-1)))
		}
		b.WriteRune(spark(ps[i].Red))
	}
	return b.String()
}

func spark(v float64) rune {
	v = min(max(v, 0), 1)
	return sparks[min(int(v*float64(len(sparks))), len(sparks)-1)]
}

// The chart's size in SVG units, and its margins.
const (
	chartW, chartH = 640, 240
	padL, padR     = 56, 16
	padT, padB     = 32, 28
)

// WriteSVG writes the win chance over the battle as an SVG chart: red's chance from
// bottom (0%) to top (100%), one point per step, a dashed line at 50% and the turning
// point ringed.
func WriteSVG(w io.Writer, r Recap) error {
	bw := bufio.NewWriter(w)
	plotW, plotH := float64(chartW-padL-padR), float64(chartH-padT-padB)
	x := func(i int) float64 {
		if len(r.Chance) < 2 {
			return padL
		}
		return padL + plotW*float64(i)/float64(len(r.Chance)-1)
	}
	y := func(v float64) float64 { return padT + plotH*(1-min(max(v, 0), 1)) }
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", chartW, chartH, chartW, chartH)
	fmt.Fprintf(bw, `<title>%s</title>`+"\n", escape("Win chance over battle "+r.Name))
	fmt.Fprintf(bw, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", chartW, chartH)
	fmt.Fprintf(bw, `<text x="%d" y="20">%s</text>`+"\n", padL, escape(fmt.Sprintf("Battle %s: red's win chance after each step", r.Name)))
	for _, g := range []struct {
		v    float64
		text string
	}{{1, "red 100%"}, {0.5, "50%"}, {0, "blue 100%"}} {
		fmt.Fprintf(bw, `<text x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", padL-4, y(g.v), g.text)
	}
	fmt.Fprintf(bw, `<rect x="%d" y="%d" width="%.0f" height="%.0f" fill="none" stroke="#888"/>`+"\n", padL, padT, plotW, plotH)
	fmt.Fprintf(bw, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#888" stroke-dasharray="4 4"/>`+"\n", padL, y(0.5), chartW-padR, y(0.5))
	var pts []string
	for i, p := range r.Chance {
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(i), y(p.Red)))
	}
	fmt.Fprintf(bw, `<polyline fill="none" stroke="#c0392b" stroke-width="2" points="%s"/>`+"\n", strings.Join(pts, " "))
	if t := r.Turning; t >= 0 && t < len(r.Chance) {
		fmt.Fprintf(bw, `<circle cx="%.1f" cy="%.1f" r="6" fill="none" stroke="black" stroke-width="1.5"><title>%s</title></circle>`+"\n",
			x(t), y(r.Chance[t].Red), escape("The turning point: "+r.Chance[t].Text))
	}
	fmt.Fprintf(bw, `<text x="%d" y="%d">start</text>`+"\n", padL, chartH-8)
	fmt.Fprintf(bw, `<text x="%d" y="%d" text-anchor="end">%s</text>`+"\n", chartW-padR, chartH-8, escape(fmt.Sprintf("%d steps", max(len(r.Chance)-1, 0))))
	fmt.Fprintln(bw, `</svg>`)
	return bw.Flush()
}

// escape writes s as XML text.
func escape(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}
