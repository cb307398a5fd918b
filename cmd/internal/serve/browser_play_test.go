package serve

import (
	"strings"
	"testing"
)

// TestBrowserTwoPhones plays a whole battle from two phones, red and blue, at 360x740,
// with the hints on: the host starts it on the table page, each player taps their side's
// buttons (ezd's dice and dice entered, an attack aimed with its odds before the dice, an
// undo confirmed), and each step shows on the other phone and on the watch page without a
// reload. Screenshots of the table page, a side's page mid-attack and the watch page are
// left in $EZD_SCREENSHOT_DIR (or the test's artifact folder).
func TestBrowserTwoPhones(t *testing.T) {
	table := servedTable(t) // first, so that it closes after the browser
	ps := phones(t, "red", "blue", "watch")
	red, blue, watch := ps[0], ps[1], ps[2]
	links := startFromTable(red, table, "arras", "none")
	red.shot("serve-table-360.png")
	red.open(links["red"])
	blue.open(links["blue"])
	watch.open(links["watch"])
	if watch.has(`form[method=post]`) {
		t.Errorf("the watch page offers a step")
	}

	fitsAPhone(t, red)
	// The hints: off for a new battle; red turns them on, and blue's page follows.
	red.tap(`form.switch button`)
	blue.wait("the hints switched on", `document.querySelector("details#hints") !== null`)

	// Turn 1's roll-off with the dice rolled on the table: red 6, blue 1.
	red.js(`document.querySelectorAll("form.step input[name=dice]")[1].value = "1"`)
	red.js(`document.querySelectorAll("form.step input[name=dice]")[0].value = "6"`)
	red.tap(`form.step:nth-of-type(2) button`)
	blue.wait("red winning the roll-off", `document.querySelector("#board .recent").textContent.includes("Red wins initiative: 6 against 1")`)

	players := map[string]*phone{"red": red, "blue": blue}
	// settle waits until every phone shows the journal as me does after its step.
	settle := func(me *phone, before string) {
		t.Helper()
		me.wait("its own step", `Number(document.getElementById("board").dataset.at) != `+before)
		now := me.at()
		for _, p := range ps {
			p.wait("journal line "+now, `document.getElementById("board").dataset.at == "`+now+`"`)
		}
	}
	settle(red, "1")
	attacks, undone, shot := 0, false, false
	for step := 0; ; step++ {
		if step > 120 {
			t.Fatalf("the battle did not end in 120 steps:\n%s", red.text("main"))
		}
		head := red.text("#board h1")
		if strings.Contains(head, "wins on turn") {
			break
		}
		if strings.Contains(head, "roll initiative") {
			before := blue.at()
			blue.tap(`form.step button.primary`) // ezd's dice, from the other phone
			settle(blue, before)
			continue
		}
		side := "red"
		if strings.Contains(head, "blue to act") {
			side = "blue"
		}
		me, other := players[side], players[map[string]string{"red": "blue", "blue": "red"}[side]]
		before := me.at()
		switch {
		case me.has(`button[name=tank]`):
			me.tap(`button[name=tank]`)
		case me.has(`form.aim-at`):
			if attacks == 0 {
				me.js(`document.querySelector("details.through").open = true`)
				fitsAPhone(t, me) // every action of an activation on show
			}
			attacks++
			me.tap(`form.aim-at button[value=none]`)
			me.wait("the odds before the dice", `document.querySelector("#aim .odds") !== null`)
			if !strings.Contains(me.text("#aim"), "of 36") {
				t.Errorf("the aimed attack shows no odds: %s", me.text("#aim"))
			}
			if attacks == 1 {
				me.shot("serve-attack-360.png")
				me.tap(`#aim form.step button.primary`) // ezd's dice
			} else {
				me.js(`document.querySelectorAll("#aim input[name=dice]")[0].value = "6"`)
				me.js(`document.querySelectorAll("#aim input[name=dice]")[1].value = "1"`)
				me.tap(`#aim form.step:nth-of-type(2) button`)
			}
			// The answer comes with the status after the step, whose win chance the first
			// time waits for a solve: slow under -race.
			me.waitFor(solveTimeout, "the attack's result beside its button", `document.querySelector("#board .answer").textContent.includes(" attacks ")`)
		case me.has(`input[name=step][value=done]`):
			me.tap(`form.step:has(input[value=done]) button`)
		default:
			me.tap(`form.step:has(input[value=pass]) button`)
		}
		settle(me, before)
		if attacks == 2 && !shot {
			shot = true
			watch.shot("serve-watch-360.png")
		}
		if attacks == 2 && !undone {
			// Undo, with a confirmation; every phone says who undid what.
			undone = true
			me.tap(`p.undo a`)
			me.wait("the confirmation", `document.querySelector(".confirm") !== null`)
			before := me.at()
			me.tap(`.confirm button`)
			settle(me, before)
			other.wait("who undid what", `(document.querySelector(".undone")||{textContent:""}).textContent.includes("undid")`)
			watch.wait("who undid what", `(document.querySelector(".undone")||{textContent:""}).textContent.includes("undid")`)
		}
		if attacks == 3 && !blue.has(`details#hints[open]`) {
			blue.tap(`details#hints summary`)
			blue.wait("the win chance", `document.querySelector("details#hints").textContent.includes("Win chance: red")`)
		}
	}
	for _, p := range []*phone{red, blue, watch} {
		p.wait("the winner", `document.querySelector("#board h1").textContent.includes("wins on turn")`)
	}
	if got := red.text("#board h1"); !strings.Contains(got, "Red wins") && !strings.Contains(got, "Blue wins") {
		t.Errorf("the headline at the end is %q", got)
	}
}

// TestBrowserSolo plays a solo battle on one phone: ezd plays blue, and red's page asks
// what ezd's tanks see before each of its steps, as `ezd battle play` does.
func TestBrowserSolo(t *testing.T) {
	table := servedTable(t)
	ps := phones(t, "red")
	red := ps[0]
	links := startFromTable(red, table, "tonight", "blue")
	red.open(links["red"])
	asked := false
	for step := 0; ; step++ {
		if step > 150 {
			t.Fatalf("the solo battle did not end in 150 steps:\n%s", red.text("main"))
		}
		head := red.text("#board h1")
		before := red.at()
		switch {
		case strings.Contains(head, "wins on turn"):
			return
		case strings.Contains(head, "roll initiative"):
			red.tap(`form.step button.primary`)
		case red.has(`input[name=step][value=bot]`):
			if red.has(`input[name=sees][type=checkbox]`) {
				if !asked {
					asked = true
					fitsAPhone(t, red)
				}
				// ezd asks what its tank sees: every red tank, none in cover.
				red.js(`document.querySelectorAll("input[name=sees][type=checkbox]").forEach(function(c){c.checked=true}), "ok"`)
			}
			red.tap(`form.step:has(input[value=bot]) button.primary`)
			red.waitFor(solveTimeout, "ezd's step told", `document.querySelector(".said") !== null`)
		case red.has(`button[name=tank]`):
			red.tap(`button[name=tank]`)
		case red.has(`form.aim-at`) || red.has(`#aim`):
			if !red.has(`#aim`) {
				red.tap(`form.aim-at button[value=none]`)
			}
			red.wait("the odds", `document.querySelector("#aim .odds") !== null`)
			red.js(`document.querySelectorAll("#aim input[name=dice]")[0].value = "6"`)
			red.js(`document.querySelectorAll("#aim input[name=dice]")[1].value = "1"`)
			red.tap(`#aim form.step:nth-of-type(2) button`)
		case red.has(`input[name=step][value=done]`):
			red.tap(`form.step:has(input[value=done]) button`)
		case red.has(`input[name=step][value=pass]`):
			red.tap(`form.step:has(input[value=pass]) button`)
		default:
			t.Fatalf("red's page offers nothing to tap:\n%s", red.text("main"))
		}
		red.waitFor(solveTimeout, "the step made", `Number(document.getElementById("board").dataset.at) > `+before)
	}
}

// fitsAPhone checks the page as a thumb meets it: every control a tap target of 44 px at
// least (a box or a radio button counts by its label), and nothing wider than the phone.
func fitsAPhone(t *testing.T, p *phone) {
	t.Helper()
	p.wait("the page and its style sheet loaded", `document.readyState === "complete"`)
	small := p.js(`(function(){var out=[];document.querySelectorAll("button,a.button,summary,select,input:not([type=hidden]):not([type=checkbox]):not([type=radio]),label").forEach(function(el){var r=el.getBoundingClientRect();if(r.height>0&&r.height<44)out.push(el.tagName+" "+(el.textContent||el.name).trim().slice(0,30)+" "+Math.round(r.height)+"px")});return out.join("; ")})()`)
	if small != "" {
		t.Errorf("%s: tap targets under 44 px: %s", p.name, small)
	}
	if w := p.js(`document.documentElement.scrollWidth`); w != "360" {
		t.Errorf("%s: the page is %s px wide on a 360 px phone", p.name, w)
	}
}
