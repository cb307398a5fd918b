package web

import (
	"net/url"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/tactics"
	"github.com/ezd-game/ezd/tactics/api"
)

// The ranking part of a player's page (TT13, issue 30 item 2): with 3 or 4 living, every
// standing proposal with a button to agree (to propose the same), and an order of the
// living that the player puts together with up and down, then proposes. The order being
// put together lives in the page's address (?order=ann,bob,cy), so up and down are links
// and work without script.

// ranking is what the page shows of the proposals and the player's order.
type ranking struct {
	Proposals []proposal
	Order     []rankPlace
	Action    string // "propose ann,bob,cy": the order as it stands
}

// proposal is one standing proposal, with the action that agrees to it.
type proposal struct {
	By     string
	Order  string
	Action string
	Yours  bool
}

// rankPlace is one place of the order being put together, with the links that move it.
type rankPlace struct {
	Place    int
	Name     string
	Up, Down string // "" at the top, at the bottom
}

// rank builds the ranking part: the order asked for in the address if it names each of
// the living once (case-blind), else the player's own proposal, else the living in the
// game's order.
func rank(v api.PlayerState, asked, link string) *ranking {
	var living []string
	for _, p := range v.Players {
		if !p.Downed {
			living = append(living, p.Name)
		}
	}
	order := orderFrom(asked, living)
	if order == nil && len(v.You.Proposal) == len(living) {
		order = slices.Clone(v.You.Proposal)
	}
	if order == nil {
		order = living
	}
	rk := &ranking{Action: "propose " + strings.Join(order, ",")}
	for _, pr := range v.Proposals {
		rk.Proposals = append(rk.Proposals, proposal{By: pr.By, Order: strings.Join(pr.Order, ", "),
			Action: "propose " + strings.Join(pr.Order, ","), Yours: pr.By == v.You.Name})
	}
	swapped := func(i, j int) string {
		o := slices.Clone(order)
		o[i], o[j] = o[j], o[i]
		return link + "?order=" + url.QueryEscape(strings.Join(o, ","))
	}
	for i, name := range order {
		pl := rankPlace{Place: i + 1, Name: name}
		if i > 0 {
			pl.Up = swapped(i, i-1)
		}
		if i < len(order)-1 {
			pl.Down = swapped(i, i+1)
		}
		rk.Order = append(rk.Order, pl)
	}
	return rk
}

// orderFrom reads an order from the address: each of the living once, names compared
// case-blind (TT1); nil if it is not that.
func orderFrom(asked string, living []string) []string {
	if asked == "" {
		return nil
	}
	g := tactics.Game{Players: living}
	var order []string
	for _, n := range strings.Split(asked, ",") {
		name, ok := g.Find(n)
		if !ok || slices.Contains(order, name) {
			return nil
		}
		order = append(order, name)
	}
	if len(order) != len(living) {
		return nil
	}
	return order
}

// acted counts the living players and those of them who have acted this round (TT3).
func acted(b tactics.Board) (acted, living int) {
	for _, p := range b.Players {
		if !p.Downed {
			living++
			if p.Acted {
				acted++
			}
		}
	}
	return acted, living
}
