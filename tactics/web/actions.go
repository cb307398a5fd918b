package web

import (
	"net/http"
	"strconv"
	"strings"

	webpkg "github.com/ezd-game/ezd/internal/web"
	"github.com/ezd-game/ezd/tactics"
)

// actionHelp lists the actions as `ezd tactics act` and the JSON API take them.
const actionHelp = "move CELL, attack NAME, heart, range, give-heart NAME, give-ap NAME N, end, " +
	"vote haunt NAME, vote intercede NAME, propose NAME,NAME,..."

// parseAction reads an action as a person writes it ("move C4", "give-ap bob 2") into the
// event the player would make. The player is always the link's, never the request's: a
// link cannot act for anyone else.
func parseAction(text, player string) (tactics.Event, error) {
	verb, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	rest = strings.TrimSpace(rest)
	e := tactics.Event{Player: player}
	need := func(what string) error {
		if rest == "" {
			return webpkg.Refuse(http.StatusBadRequest, "%s needs %s (want %s)", verb, what, actionHelp)
		}
		return nil
	}
	none := func() error {
		if rest != "" {
			return webpkg.Refuse(http.StatusBadRequest, "%s takes nothing after it", verb)
		}
		return nil
	}
	var err error
	switch verb {
	case "move":
		e.Kind = tactics.KindMove
		if err = need("a cell, such as C4"); err == nil {
			e.Dest, err = parseCell(rest)
		}
	case "attack":
		e.Kind, e.Target = tactics.KindAttack, rest
		err = need("a player's name")
	case "heart":
		e.Kind, err = tactics.KindHeart, none()
	case "range":
		e.Kind, err = tactics.KindRange, none()
	case "end", "end-turn":
		e.Kind, err = tactics.KindEndTurn, none()
	case "give-heart":
		e.Kind, e.To = tactics.KindGiveHeart, rest
		err = need("a player's name")
	case "give-ap":
		e.Kind = tactics.KindGiveAP
		i := strings.LastIndexByte(rest, ' ')
		if i < 0 {
			return e, webpkg.Refuse(http.StatusBadRequest, "give-ap needs a name and a number of AP, such as give-ap bob 2")
		}
		e.To = strings.TrimSpace(rest[:i])
		e.AP, err = strconv.Atoi(rest[i+1:])
		if err != nil || e.AP < 1 {
			return e, webpkg.Refuse(http.StatusBadRequest, "give-ap: %q is not a number of AP (want 1 or more)", rest[i+1:])
		}
	case "vote":
		e.Kind = tactics.KindVote
		e.Vote, e.For, _ = strings.Cut(rest, " ")
		e.For = strings.TrimSpace(e.For)
		if (e.Vote != tactics.VoteHaunt && e.Vote != tactics.VoteIntercede) || e.For == "" {
			return e, webpkg.Refuse(http.StatusBadRequest, "a vote is vote haunt NAME or vote intercede NAME")
		}
	case "propose":
		e.Kind = tactics.KindPropose
		if err = need("the ranking, best first, such as ann,bob,cy"); err == nil {
			for _, n := range strings.Split(rest, ",") {
				e.Order = append(e.Order, strings.TrimSpace(n))
			}
		}
	case "":
		return e, webpkg.Refuse(http.StatusBadRequest, "no action given (want %s)", actionHelp)
	default:
		return e, webpkg.Refuse(http.StatusBadRequest, "unknown action %q (want %s)", verb, actionHelp)
	}
	return e, err
}

// parseCell reads a cell as people name it (TT1): column letters, then the row, so C5 is
// [3, 5] and AA1 is [27, 1]; letters in either case.
func parseCell(s string) (tactics.Cell, error) {
	bad := webpkg.Refuse(http.StatusBadRequest, "%q is not a cell (want column letters and a row, such as C4)", s)
	i := 0
	x := 0
	for i < len(s) && i < 3 {
		c := s[i] | 0x20
		if c < 'a' || c > 'z' {
			break
		}
		x = x*26 + int(c-'a'+1)
		i++
	}
	if i == 0 || i == len(s) || len(s)-i > 3 {
		return tactics.Cell{}, bad
	}
	y, err := strconv.Atoi(s[i:])
	if err != nil || y < 1 || s[i] == '0' || s[i] == '+' {
		return tactics.Cell{}, bad
	}
	return tactics.Cell{X: x, Y: y}, nil
}
