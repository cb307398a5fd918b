package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/chromedp"
)

// liveCheck drives red and blue tabs against the stand-in server and prints what it saw.
func liveCheck(base, dir string) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath("/usr/bin/chromium"), chromedp.NoSandbox,
		chromedp.Headless, chromedp.DisableGPU)
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	red, cancel := chromedp.NewContext(alloc)
	defer cancel()
	check(chromedp.Do(red, chromedp.EmulateViewport(360, 740), chromedp.Navigate(base+"/l/red")))
	blue, cancel := chromedp.NewContext(red)
	defer cancel()
	check(chromedp.Do(blue, chromedp.EmulateViewport(360, 740), chromedp.Navigate(base+"/l/blue")))
	text := func(tab context.Context, sel string) string {
		s, err := chromedp.Run(tab, chromedp.Evaluate[string](`(document.querySelector(`+quote(sel)+`)||{}).textContent||""`))
		check(err)
		return s
	}
	wait := func(tab context.Context, js string) {
		ok, err := chromedp.Run(tab, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(10*time.Second)))
		if err != nil || !ok {
			fmt.Println("TIMEOUT waiting for", js, err)
		}
	}
	// blue types a die into the roll-off form; red rolls with ezd's dice.
	check(chromedp.Do(blue, chromedp.SendKeys(`form.step input[name=dice]`, "4"), chromedp.Focus(`form.step input[name=dice]`)))
	check(chromedp.Do(red, chromedp.Click(`button.primary`)))
	wait(red, `document.querySelector("#board .answer:not(:empty)") !== null`)
	fmt.Println("red's answer:", text(red, "#board .answer:not(:empty)"))
	wait(blue, `document.querySelector("#board h1").textContent.includes("to act")`)
	fmt.Println("blue's headline:", text(blue, "#board h1"))
	fmt.Println("blue's news:", text(blue, "#news"))
	foc, _ := chromedp.Run(blue, chromedp.Evaluate[string](`document.activeElement.tagName+" "+document.activeElement.id`))
	fmt.Println("blue's focus after the swap:", foc)
	// whoever acts activates their first tank; the other page must follow.
	h := text(red, "#board h1")
	actor, other := red, blue
	if !contains(h, "red to act") {
		actor, other = blue, red
	}
	check(chromedp.Do(actor, chromedp.Click(`button[name=tank]`)))
	wait(other, `document.querySelector("#board .recent").textContent.includes("activates")`)
	fmt.Println("other's last step:", text(other, "#board .recent li:last-child"))
	// a refused step: a die of 9 typed in the attack form is refused by the browser (max 6);
	// aim, then roll ezd's dice
	check(chromedp.Do(actor, chromedp.Click(`form.aim-at button[value=light]`)))
	time.Sleep(time.Second)
	check(chromedp.Do(actor, chromedp.WaitVisible(`#aim`)))
	fmt.Println("aim:", text(actor, "#aim dl"))
	shot, err := chromedp.Run(actor, chromedp.FullScreenshot(100))
	check(err)
	check(os.WriteFile(filepath.Join(dir, "live-aim.png"), shot, 0o644))
	check(chromedp.Do(actor, chromedp.Click(`#aim button.primary`)))
	wait(actor, `document.querySelector("#board .answer:not(:empty)") !== null`)
	fmt.Println("attack answer:", text(actor, "#board .answer:not(:empty)"))
	loc, _ := chromedp.Run(actor, chromedp.Location())
	fmt.Println("actor's address after the attack:", loc)
	wait(other, `document.querySelector("#board .recent").textContent.includes("attacks")`)
	fmt.Println("other saw:", text(other, "#board .recent li:last-child"))
	shot, err = chromedp.Run(actor, chromedp.FullScreenshot(100))
	check(err)
	check(os.WriteFile(filepath.Join(dir, "live-after.png"), shot, 0o644))
	// a stale page: other's page posts pass with an old at -> refused
}

func contains(s, sub string) bool { return len(s) >= len(sub) && (func() bool { return indexOf(s, sub) >= 0 })() }

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func quote(s string) string { return fmt.Sprintf("%q", s) }
