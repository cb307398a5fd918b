package tactics

import (
	"testing"
	"time"
)

func TestTT1DefaultSide(t *testing.T) {
	for _, c := range []struct {
		mode Mode
		n    int
		want int
	}{
		{Standard, 16, 16}, {Standard, 9, 12}, {Standard, 4, 8}, {Standard, 2, 6},
		{Abridged, 16, 8}, {Abridged, 2, 5}, {Abridged, 9, 6},
	} {
		if got := DefaultSide(c.mode, c.n); got != c.want {
			t.Errorf("%s %d players: side %d (want %d)", c.mode, c.n, got, c.want)
		}
	}
}

func TestTT1CellNamesAndDistance(t *testing.T) {
	for c, want := range map[Cell]string{{3, 5}: "C5", {1, 1}: "A1", {26, 2}: "Z2", {27, 3}: "AA3", {28, 1}: "AB1", {52, 1}: "AZ1", {53, 1}: "BA1"} {
		if got := c.String(); got != want {
			t.Errorf("%v is %s (want %s)", [2]int{c.X, c.Y}, got, want)
		}
	}
	if d := Distance(Cell{1, 1}, Cell{3, 2}); d != 2 {
		t.Errorf("king's distance from A1 to C2 is %d (want 2)", d)
	}
	if d := Distance(Cell{4, 4}, Cell{3, 3}); d != 1 {
		t.Errorf("a diagonal neighbour is %d away (want 1)", d)
	}
}

func TestTT1GameRefusals(t *testing.T) {
	ok := Game{Mode: Standard, Side: 8, Timezone: "UTC", RoundSeconds: 60, Players: []string{"ann", "bob"}}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(g *Game){
		"one player":         func(g *Game) { g.Players = []string{"ann"} },
		"17 players":         func(g *Game) { g.Players = make([]string, 17) },
		"same name any case": func(g *Game) { g.Players = []string{"Ann", "aNN"} },
		"empty name":         func(g *Game) { g.Players = []string{"", "bob"} },
		"31 characters":      func(g *Game) { g.Players = []string{"abcdefghijklmnopqrstuvwxyz12345", "bob"} },
		"control character":  func(g *Game) { g.Players = []string{"a\x1bb", "bob"} },
		"side 4":             func(g *Game) { g.Side = 4 },
		"side 33":            func(g *Game) { g.Side = 33 },
		"two cells a player": func(g *Game) {
			g.Side = 5
			g.Players = []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"}
		},
		"unknown zone":      func(g *Game) { g.Timezone = "Mars/Olympus" },
		"local zone":        func(g *Game) { g.Timezone = "Local" },
		"round of 0 s":      func(g *Game) { g.RoundSeconds = 0 },
		"unknown mode":      func(g *Game) { g.Mode = "Standard" },
		"abridged unshrunk": func(g *Game) { g.Mode = Abridged },
	} {
		g := ok
		g.Players = append([]string(nil), ok.Players...)
		change(&g)
		if err := g.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	g := ok
	g.Side, g.Players = 5, []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"}
	if err := g.Validate(); err != nil {
		t.Errorf("12 players on 25 cells: %v", err)
	}
}

func TestTT2SetUp(t *testing.T) {
	for _, c := range []struct {
		mode Mode
		ap   int
	}{{Standard, 1}, {Abridged, 2}} {
		g := testGame(t, c.mode, "ann", "bob", "cat")
		s := placedAt(t, g, Cell{1, 1}, Cell{2, 2}, Cell{3, 3})
		for _, p := range s.Players() {
			if p.Hearts != 3 || p.AP != c.ap || p.Range != 2 || p.Downed {
				t.Errorf("%s: %s starts with %+v (want 3 hearts, %d AP, range 2)", c.mode, p.Name, p, c.ap)
			}
		}
	}
	g := testGame(t, Standard, "ann", "bob")
	s, _ := NewState(g)
	refused(t, s, act(0, KindEndTurn, "ann"), "before the game has started")
	mustApply(t, s, Event{At: t0, Kind: KindStarted})
	refused(t, s, Event{At: t0, Kind: KindPlaced, Player: "bob", Cell: Cell{1, 1}}, "before ann's")
	refused(t, s, Event{At: t0, Kind: KindPlaced, Player: "ann", Cell: Cell{9, 1}}, "off the grid")
	refused(t, s, act(0, KindEndTurn, "ann"), "before every player is placed")
	mustApply(t, s, Event{At: t0, Kind: KindPlaced, Player: "ann", Cell: Cell{1, 1}})
	refused(t, s, Event{At: t0, Kind: KindPlaced, Player: "bob", Cell: Cell{1, 1}}, "distinct cells")
	refused(t, s, Event{At: at(1), Kind: KindPlaced, Player: "bob", Cell: Cell{2, 1}}, "moment of the start")

	events, err := Start(testGame(t, Standard, "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p"), t0, SeedOf(7))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Cell]bool{}
	for _, e := range events[1:] {
		if seen[e.Cell] {
			t.Fatalf("Start placed two players on %s", e.Cell)
		}
		seen[e.Cell] = true
	}
}

// twoPlayers is ann on A1 and bob on C1 of a standard side-8 game, started at t0.
func twoPlayers(t *testing.T, mode Mode) *State {
	return placedAt(t, testGame(t, mode, "ann", "bob"), Cell{1, 1}, Cell{3, 1})
}

func TestTT3OnePrimaryAndOneSecondaryATurn(t *testing.T) {
	s := twoPlayers(t, Standard)
	s.players[0].AP = 5
	mustApply(t, s, Event{At: at(1), Kind: KindMove, Player: "ann", Dest: Cell{2, 2}})
	refused(t, s, Event{At: at(2), Kind: KindAttack, Player: "ann", Target: "bob"}, "already taken a primary action")
	mustApply(t, s, Event{At: at(3), Kind: KindGiveAP, Player: "ann", To: "bob", AP: 1})
	refused(t, s, act(4, KindEndTurn, "ann"), "an extra end-turn is refused")
	refused(t, s, Event{At: at(4), Kind: KindGiveHeart, Player: "ann", To: "bob"}, "already ended their turn")

	s = twoPlayers(t, Standard)
	s.players[0].AP = 5
	mustApply(t, s, Event{At: at(1), Kind: KindGiveAP, Player: "ann", To: "bob", AP: 1})
	refused(t, s, Event{At: at(2), Kind: KindGiveAP, Player: "ann", To: "bob", AP: 1}, "already taken a secondary action")
	mustApply(t, s, act(3, KindEndTurn, "ann"))
	refused(t, s, act(4, KindHeart, "ann"), "already ended their turn")
}

func TestTT3RoundEndsWhenEveryLivingPlayerHasEndedTheirTurn(t *testing.T) {
	s := twoPlayers(t, Standard)
	mustApply(t, s, act(10, KindEndTurn, "ann"))
	refused(t, s, act(11, KindEndTurn, "ann"), "already ended")
	if due, _ := s.RoundDue(); !due.Equal(t0.Add(24 * time.Hour)) {
		t.Fatalf("with bob still to play the round ends at %v (want its limit)", due)
	}
	mustApply(t, s, act(20, KindEndTurn, "bob"))
	refused(t, s, Event{At: at(21), Kind: KindRoundEnd, Round: 1}, "when its last living player ended their turn")
	refused(t, s, act(20, KindEndTurn, "bob"), "its round-end comes first")
	refused(t, s, Event{At: at(20), Kind: KindRoundEnd, Round: 2}, "round 1 is in progress")
	mustApply(t, s, Event{At: at(20), Kind: KindRoundEnd, Round: 1})
	if s.Round() != 2 {
		t.Fatalf("round %d after the first round's end (want 2)", s.Round())
	}
	mustApply(t, s, act(30, KindEndTurn, "ann")) // a new round, a new turn
}

func TestTT3RoundEndsAtItsLimitAndNothingComesAfterIt(t *testing.T) {
	s := twoPlayers(t, Abridged) // 30-second rounds
	limit := t0.Add(30 * time.Second)
	refused(t, s, Event{At: limit, Kind: KindEndTurn, Player: "ann"}, "its round-end comes first")
	refused(t, s, Event{At: limit.Add(-time.Second), Kind: KindRoundEnd, Round: 1}, "when its time limit passes")
	refused(t, s, Event{At: limit.Add(time.Second), Kind: KindRoundEnd, Round: 1}, "when its time limit passes")
	mustApply(t, s, Event{At: limit.Add(-time.Nanosecond), Kind: KindEndTurn, Player: "ann"})
	mustApply(t, s, Event{At: limit, Kind: KindRoundEnd, Round: 1})
}

func TestTT4MissedTurnsLoseAHeart(t *testing.T) {
	// The first round: ann ends her turn without acting, bob does nothing at all.
	s := twoPlayers(t, Standard)
	mustApply(t, s, act(5, KindEndTurn, "ann"))
	mustApply(t, s, Event{At: t0.Add(24 * time.Hour), Kind: KindAP}.at(t0.Add(10*time.Hour)))
	mustApply(t, s, Event{At: t0.Add(24 * time.Hour), Kind: KindRoundEnd, Round: 1})
	if a, b := player(t, s, "ann"), player(t, s, "bob"); a.Hearts != 3 || b.Hearts != 2 {
		t.Fatalf("after round 1 ann has %d hearts, bob %d (want 3: ending a turn is not missing it; 2: TT4)", a.Hearts, b.Hearts)
	}
}

// at returns the event at another moment.
func (e Event) at(t time.Time) Event { e.At = t; return e }

func TestTT5RangeIsAtMostTheSide(t *testing.T) {
	s := twoPlayers(t, Standard)
	s.players[0].AP = 10
	s.players[0].Range = 8
	refused(t, s, act(1, KindRange, "ann"), "already the grid's side")
	s.players[0].Range = 7
	mustApply(t, s, act(1, KindRange, "ann"))
	if p := player(t, s, "ann"); p.Range != 8 || p.AP != 7 {
		t.Fatalf("after an upgrade ann has range %d and %d AP (want 8 and 7)", p.Range, p.AP)
	}
}

func TestTT6PrimaryActions(t *testing.T) {
	for _, c := range []struct {
		name string
		mode Mode
		ap   int
		e    Event
		want string // "" for accepted
	}{
		{"move adjacent", Standard, 1, Event{Kind: KindMove, Dest: Cell{2, 2}}, ""},
		{"move diagonal", Standard, 1, Event{Kind: KindMove, Dest: Cell{2, 1}}, ""},
		{"move not adjacent", Standard, 1, Event{Kind: KindMove, Dest: Cell{1, 3}}, "adjacent"},
		{"move in place", Standard, 1, Event{Kind: KindMove, Dest: Cell{1, 1}}, "adjacent"},
		{"move off the grid", Standard, 1, Event{Kind: KindMove, Dest: Cell{0, 1}}, "off the grid"},
		{"move onto a player", Standard, 1, Event{Kind: KindMove, Dest: Cell{2, 1}}, ""},
		{"move without AP", Standard, 0, Event{Kind: KindMove, Dest: Cell{2, 2}}, "has 0 AP"},
		{"attack in range", Standard, 1, Event{Kind: KindAttack, Target: "bob"}, ""},
		{"attack without AP", Standard, 0, Event{Kind: KindAttack, Target: "bob"}, "has 0 AP"},
		{"attack oneself", Standard, 1, Event{Kind: KindAttack, Target: "ann"}, "themselves"},
		{"attack a stranger", Standard, 1, Event{Kind: KindAttack, Target: "Bob"}, "not a player"},
		{"heart for 3", Standard, 3, Event{Kind: KindHeart}, ""},
		{"heart for 2", Standard, 2, Event{Kind: KindHeart}, "costs 3"},
		{"abridged heart for 2", Abridged, 2, Event{Kind: KindHeart}, ""},
		{"abridged heart for 1", Abridged, 1, Event{Kind: KindHeart}, "costs 2"},
		{"range for 3", Standard, 3, Event{Kind: KindRange}, ""},
		{"range for 2", Standard, 2, Event{Kind: KindRange}, "costs 3"},
		{"abridged range for 2", Abridged, 2, Event{Kind: KindRange}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := twoPlayers(t, c.mode)
			s.players[0].AP = c.ap
			e := c.e
			e.At, e.Player = at(1), "ann"
			if c.want != "" {
				refused(t, s, e, c.want)
				return
			}
			mustApply(t, s, e)
		})
	}
}

func TestTT6MoveOntoAPlayerLivingOrDowned(t *testing.T) {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat"), Cell{1, 1}, Cell{2, 1}, Cell{5, 5})
	refused(t, s, Event{At: at(1), Kind: KindMove, Player: "ann", Dest: Cell{2, 1}}, "holds bob")
	downed(s, "bob", true)
	refused(t, s, Event{At: at(1), Kind: KindMove, Player: "ann", Dest: Cell{2, 1}}, "holds bob")
}

func TestTT6AttackRangeIsTheKingsDistance(t *testing.T) {
	s := placedAt(t, testGame(t, Standard, "ann", "bob", "cat"), Cell{1, 1}, Cell{3, 3}, Cell{4, 1})
	s.players[0].AP = 3
	refused(t, s, Event{At: at(1), Kind: KindAttack, Player: "ann", Target: "cat"}, "out of range 2")
	mustApply(t, s, Event{At: at(1), Kind: KindAttack, Player: "ann", Target: "bob"})
	if p := player(t, s, "bob"); p.Hearts != 2 {
		t.Fatalf("an attack leaves bob %d hearts (want 2)", p.Hearts)
	}
	if p := player(t, s, "ann"); p.AP != 2 {
		t.Fatalf("an attack leaves ann %d AP (want 2)", p.AP)
	}
}

func TestTT7SecondaryActions(t *testing.T) {
	for _, c := range []struct {
		name   string
		mode   Mode
		hearts int
		ap     int
		e      Event
		want   string
	}{
		{"heart to a neighbour", Standard, 2, 0, Event{Kind: KindGiveHeart, To: "bob"}, ""},
		{"last heart", Standard, 1, 0, Event{Kind: KindGiveHeart, To: "bob"}, "must keep at least 1"},
		{"heart to oneself", Standard, 3, 0, Event{Kind: KindGiveHeart, To: "ann"}, "themselves"},
		{"heart out of range", Standard, 3, 0, Event{Kind: KindGiveHeart, To: "cat"}, "out of range"},
		{"3 AP", Standard, 3, 3, Event{Kind: KindGiveAP, To: "bob", AP: 3}, ""},
		{"4 AP", Standard, 3, 4, Event{Kind: KindGiveAP, To: "bob", AP: 4}, "1 to 3"},
		{"0 AP", Standard, 3, 4, Event{Kind: KindGiveAP, To: "bob", AP: 0}, "1 to 3"},
		{"AP not had", Standard, 3, 1, Event{Kind: KindGiveAP, To: "bob", AP: 2}, "has 1 AP"},
		{"AP to oneself", Standard, 3, 1, Event{Kind: KindGiveAP, To: "ann", AP: 1}, "themselves"},
		{"AP out of range", Standard, 3, 1, Event{Kind: KindGiveAP, To: "cat", AP: 1}, "out of range"},
		{"abridged 2 AP", Abridged, 3, 3, Event{Kind: KindGiveAP, To: "bob", AP: 2}, ""},
		{"abridged 3 AP", Abridged, 3, 3, Event{Kind: KindGiveAP, To: "bob", AP: 3}, "1 to 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := placedAt(t, testGame(t, c.mode, "ann", "bob", "cat"), Cell{1, 1}, Cell{3, 3}, Cell{8, 8})
			s.players[0].Hearts, s.players[0].AP = c.hearts, c.ap
			e := c.e
			e.At, e.Player = at(1), "ann"
			if c.want != "" {
				refused(t, s, e, c.want)
				return
			}
			before := s.Players()
			mustApply(t, s, e)
			after := s.Players()
			if before[0].Hearts+before[1].Hearts != after[0].Hearts+after[1].Hearts ||
				before[0].AP+before[1].AP != after[0].AP+after[1].AP || after[1] == before[1] {
				t.Fatalf("a gift changed %v into %v", before[:2], after[:2])
			}
		})
	}
}

func TestTT7GiftsToTheDowned(t *testing.T) {
	for _, c := range []struct {
		name      string
		mode      Mode
		revivable bool
		e         Event
		want      string
	}{
		{"AP to a downed player", Standard, true, Event{Kind: KindGiveAP, To: "bob", AP: 1}, "AP goes to a living player"},
		{"heart to a downed player, abridged", Abridged, false, Event{Kind: KindGiveHeart, To: "bob"}, "nothing is given to a downed player"},
		{"heart to one who can never revive", Standard, false, Event{Kind: KindGiveHeart, To: "bob"}, "can never revive"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := placedAt(t, testGame(t, c.mode, "ann", "bob", "cat"), Cell{1, 1}, Cell{2, 2}, Cell{8, 8})
			downed(s, "bob", c.revivable)
			e := c.e
			e.At, e.Player = at(1), "ann"
			refused(t, s, e, c.want)
		})
	}
}

// TestTT2PlacementsReachEveryCell: over many seeds the start places players on every cell
// of the grid, the last row and column too: a random cell is any cell.
func TestTT2PlacementsReachEveryCell(t *testing.T) {
	g := testGame(t, Standard, "ann", "bob")
	seen := map[Cell]bool{}
	for seed := range uint64(400) {
		evs, err := Start(g, t0, SeedOf(seed))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs[1:] {
			seen[e.Cell] = true
		}
	}
	if len(seen) != g.Side*g.Side {
		t.Errorf("400 starts placed players on %d cells of %d", len(seen), g.Side*g.Side)
	}
}
