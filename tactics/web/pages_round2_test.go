package web

import (
	"html"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
)

// page is a page's HTML, entities decoded, for looking for words in.
func (r *rig) page(path string) string {
	r.t.Helper()
	a := r.get(path)
	if a.status != 200 {
		r.t.Fatalf("%s: %d %s", path, a.status, a.body)
	}
	return html.UnescapeString(string(a.body))
}

// Issue 30 item 9: labels are unique per game, by the first letters that differ.
func TestLabelsAreUnique(t *testing.T) {
	for _, c := range []struct{ names, want []string }{
		{[]string{"ann", "bob", "cy"}, []string{"an", "bo", "cy"}},
		{[]string{"hunter1", "hunter2", "turtle1"}, []string{"hu1", "hu2", "tu"}},
		{[]string{"ann", "anna", "Andy"}, []string{"ann", "ana", "Any"}},
		{[]string{"ab", "AB1", "ab2"}, []string{"ab", "AB1", "ab2"}},
		{[]string{"x", "X1"}, []string{"x", "X1"}},
		{[]string{"aaa", "aab", "aaab"}, []string{"aa1", "aa2", "aa3"}},
	} {
		if got := labelsOf(c.names); !cmp.Equal(got, c.want) {
			t.Errorf("labels of %v: %v (want %v)", c.names, got, c.want)
		}
	}
	if got := itemMark(tactics.BoardItem{Hearts: 1}) + " " + itemMark(tactics.BoardItem{AP: 3}) + " " + itemMark(tactics.BoardItem{Hearts: 2, AP: 1}); got != "♥ $3 ♥2$1" {
		t.Errorf("items are drawn %q (want a heart and AP apart)", got)
	}
}

// Issue 30 item 2, TT13: with 3 living, the page shows every standing proposal with an
// Agree button, and an order of the living to move up and down and propose.
func TestPageProposals(t *testing.T) {
	r := newRig(t)
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob", "cy"}, Mode: "standard"})
	r.hostOp(res.Host, "start")
	r.mustAct(linkOf(res, "bob"), "propose bob,cy,ann")
	ann := linkOf(res, "ann")
	p := r.page(ann)
	for _, want := range []string{"bob proposes bob, cy, ann", `value="propose bob,cy,ann">Agree</button>`,
		`value="propose ann,bob,cy">Propose this ranking</button>`, `href="` + ann + "?order=" + url.QueryEscape("bob,ann,cy") + `"`} {
		if !strings.Contains(p, want) {
			t.Errorf("ann's page has no %q", want)
		}
	}
	p = r.page(ann + "?order=CY,ann,Bob")
	if !strings.Contains(p, `value="propose cy,ann,bob">Propose this ranking</button>`) {
		t.Error("the order in the address is not the one proposed")
	}
	if p := r.page(ann + "?order=cy,cy,bob"); !strings.Contains(p, `value="propose ann,bob,cy">Propose this ranking</button>`) {
		t.Error("an order that is not the living's is not set aside")
	}
	r.mustAct(ann, "propose bob,cy,ann")
	r.mustAct(linkOf(res, "cy"), "propose bob,cy,ann")
	if v := r.state(ann); !v.Ended || !cmp.Equal(v.Places, [][]string{{"bob"}, {"cy"}, {"ann"}}) {
		t.Errorf("after everyone agreed: ended %v, places %v", v.Ended, v.Places)
	}
}

// Issue 30 items 11, 12 and 13: the pages say who has acted; an ended game's page says
// nothing of turns or of reviving; ending the game is behind a question.
func TestPagesSayWhoActedAndNoContradiction(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob", "cy")
	r.mustAct(linkOf(res, "ann"), "end")
	for _, link := range []string{res.Host, linkOf(res, "bob")} {
		if p := r.page(link); !strings.Contains(p, "1 of 3 living players have acted this round") || !strings.Contains(p, "✓ has acted") {
			t.Errorf("%s does not say who has acted", link)
		}
	}
	host := r.page(res.Host)
	if !strings.Contains(host, "<summary>End the game now…</summary>") || strings.Index(host, "Yes, end the game for everyone") < strings.Index(host, "<summary>") {
		t.Error("the host's page ends the game without asking")
	}
	if v := r.state(linkOf(res, "cy")); v.Ended {
		t.Fatal("the game ended")
	}
	r.hostOp(res.Host, "end")
	for _, name := range []string{"ann", "bob", "cy"} {
		p := r.page(linkOf(res, name))
		for _, bad := range []string{"Your turn", "Nothing you can do", "revive", "acted", "Primary action"} {
			if strings.Contains(p, bad) {
				t.Errorf("%s's page of an ended game says %q", name, bad)
			}
		}
		if !strings.Contains(p, "The game has ended.") {
			t.Errorf("%s's page does not say the game has ended", name)
		}
	}
}

// Issue 30 item 16: an action that arrives after its round's limit says it counts in the
// next round; a title says 1 heart, not 1 hearts.
func TestWordingOfALateActionAndOneHeart(t *testing.T) {
	r := newRig(t)
	res := started(t, r, "ann", "bob")
	r.clock.Advance(31 * time.Second) // past the abridged round's 30 s
	done := r.mustAct(linkOf(res, "ann"), "end").Done
	if note := done[len(done)-2]; !strings.Contains(note, "round 1's time was up before your action arrived, so it counts in round 2") {
		t.Errorf("a late action says %q", done)
	}
	b := tactics.Board{Bounds: tactics.Bounds{Min: tactics.Cell{X: 1, Y: 1}, Max: tactics.Cell{X: 5, Y: 5}},
		Players: []tactics.BoardPlayer{{Name: "ann", Cell: tactics.Cell{X: 1, Y: 1}, Hearts: 1}}}
	if title := board(b, 5, "", nil, seats(b, nil))[0][0].Title; !strings.Contains(title, "ann, 1 heart, ") {
		t.Errorf("a cell's title is %q (want 1 heart)", title)
	}
}
