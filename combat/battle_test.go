package combat

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ezd-game/ezd/army"
)

// lastOf returns the last event of type E in the battle's journal.
func lastOf[E Event](t *testing.T, b *Battle) E {
	t.Helper()
	for i := len(b.journal) - 1; i >= 0; i-- {
		if e, ok := b.journal[i].(E); ok {
			return e
		}
	}
	var e E
	t.Fatalf("no %q event in the journal", e.Kind())
	return e
}

func allOf[E Event](b *Battle) []E {
	var out []E
	for _, e := range b.journal {
		if e, ok := e.(E); ok {
			out = append(out, e)
		}
	}
	return out
}

func TestRulings(t *testing.T) {
	tests := []struct {
		name      string
		red, blue army.Army
		script    []string
		check     func(t *testing.T, b *Battle)
	}{
		{
			name: "R3 a tied roll-off records nothing; the higher die acts first",
			red:  forces("Red", H, S), blue: forces("Blue", H, S),
			script: []string{
				"initiative 3,3 ! initiative is a tie: both rolled 3, roll again (R3)",
				"activate red:1 ! initiative for turn 1 has not been rolled yet (R3); roll initiative for turn 1",
				"initiative 2,5 => initiative",
				"initiative 4,1 ! initiative for turn 1 has been rolled already: blue won it",
				"activate red:1 ! it is blue's turn to act, not red's",
				"activate blue:1 => activated",
			},
			check: func(t *testing.T, b *Battle) {
				if s := b.State(); s.Initiative != Blue || s.ToAct() != Blue || s.Active != (Ref{Blue, 1}) {
					t.Errorf("initiative %q, to act %q, active %v; want blue, blue, blue:1", s.Initiative, s.ToAct(), s.Active)
				}
			},
		},
		{
			name: "R3 players alternate one activation at a time; the turn ends when neither can act",
			red:  forces("Red", S, S, S, S), blue: forces("Blue", S, S, S, S),
			script: []string{
				"initiative 6,1", "activate red:1", "done => done",
				"activate red:2 ! it is blue's turn to act, not red's",
				"activate blue:1", "activate blue:2 ! Small 1 (blue:1) is still active",
				"done", "activate red:2", "done", "activate blue:2", "done => done turnEnded",
				"activate red:3 ! initiative for turn 2 has not been rolled yet",
			},
			check: func(t *testing.T, b *Battle) {
				if s := b.State(); s.Turn != 2 || s.ToAct() != NoPlayer {
					t.Errorf("turn %d, to act %q; want turn 2, nobody", s.Turn, s.ToAct())
				}
			},
		},
		{
			name: "R3 ceil(n/2) counted at start of turn",
			red:  forces("Red", H, S, S, S), blue: forces("Blue", H, M, S),
			script: []string{
				"initiative 6,1", "activate red:1", "attack blue:3 6,1 => attacked done",
				"activate blue:1", "done", "activate red:2", "done",
				// Two blue tanks stand, but blue started the turn with three: two activations.
				"activate blue:2 => activated", "done => done turnEnded",
				"initiative 1,6", "activate blue:1", "done", "activate red:1", "done",
				"activate blue:2 ! blue has used its 1 activation in turn 2 (R3",
				"activate red:2", "done => done turnEnded",
			},
			check: func(t *testing.T, b *Battle) {
				if s := b.State(); s.Turn != 3 || s.Blue.Quota != 1 || s.Red.Quota != 2 {
					t.Errorf("turn %d, quotas red %d blue %d; want turn 3, red 2, blue 1", s.Turn, s.Red.Quota, s.Blue.Quota)
				}
			},
		},
		{
			name: "R3 a side with no activations left lets the other carry on alone",
			red:  forces("Red", H), blue: forces("Blue", S, S, S, S),
			script: []string{
				"initiative 6,1", "activate red:1", "done => done",
				"activate blue:1", "done => done", "activate blue:2 => activated", "done => done turnEnded",
			},
		},
		{
			name: "R3 a pass ends that side's activations for the turn",
			red:  forces("Red", S, S, S, S), blue: forces("Blue", S, S, S, S),
			script: []string{
				"initiative 6,1", "pass => passed", "activate red:1 ! red has passed for the rest of turn 1 (R3)",
				"activate blue:1", "done", "activate blue:2", "done => done turnEnded",
			},
		},
		{
			name: "R3 a tank activates at most once per turn",
			red:  forces("Red", S, S, S, S), blue: forces("Blue", S, S, S, S),
			script: []string{
				"initiative 6,1", "activate red:1", "done", "activate blue:1", "done",
				"activate red:1 ! Small 1 (red:1) has already activated in turn 1 (R3: once a turn)",
				"activate blue:4 ! it is red's turn",
				"activate red:2", "pass ! Small 2 (red:2) is still active: end its activation before passing",
			},
		},
		{
			name: "R4 actions per class; the activation ends when they are spent",
			red:  forces("Red", S, M, H), blue: forces("Blue", S, M, H),
			script: []string{
				"initiative 6,1", "activate red:1", "move => moved", "move => moved", "move => moved done",
				"activate blue:3", "move => moved done",
				"activate red:2", "move => moved", "move => moved done",
			},
		},
		{
			name: "R4 defend only as the first action, and once",
			red:  forces("Red", S, S), blue: forces("Blue", S, S),
			script: []string{
				"initiative 6,1", "activate red:1", "move",
				"defend ! Small 1 (red:1) can defend only as the first action of its activation (R4); Small 1 (red:1) may move, attack blue:1 (Small 1) or blue:2 (Small 2), or be done (2 actions left)",
				"done", "activate blue:1", "defend => defended", "defend ! only as the first action",
			},
		},
		{
			name: "R4 actions not used when the activation ends are lost",
			red:  forces("Red", S, S), blue: forces("Blue", S, S),
			script: []string{"initiative 6,1", "activate red:1", "move", "done => done", "defend ! no tank is active"},
			check: func(t *testing.T, b *Battle) {
				if e := lastOf[ActivationDone](t, b); e.Unused != 2 || Automatic(e) {
					t.Errorf("done %+v; want 2 unused, by the player", e)
				}
			},
		},
		{
			name: "R4 a tank may attack more than once",
			red:  forces("Red", S), blue: forces("Blue", H, M, S),
			script: []string{
				"initiative 6,1", "activate red:1",
				"attack blue:2 6,1 => attacked", "attack blue:2 6,1 => attacked", "attack blue:1 6,1 => attacked done",
			},
			check: func(t *testing.T, b *Battle) {
				s := b.State()
				if s.Blue.Tanks[1].Damage != 2 || !s.Blue.Tanks[1].Destroyed || s.Blue.Tanks[0].Damage != 1 || s.Blue.Lost != 3 {
					t.Errorf("blue %+v; want Medium 1 destroyed, Heavy 1 one damage, 3 points lost", s.Blue)
				}
			},
		},
		{
			name: "R5 defence ends at own next activation, not at the end of the turn",
			red:  forces("Red", H, S, S, S), blue: forces("Blue", S, S, S, S),
			script: []string{
				"initiative 1,6", "activate blue:1", "defend", "done",
				"activate red:1", "attack blue:1 5,3 => attacked done", // 5+1 against 3+3: a miss
				"activate blue:2", "done", "activate red:2", "done => done turnEnded",
				"initiative 6,1", "activate red:1", "attack blue:1 5,3 => attacked done", // still defending
				"activate blue:1 => activated", "done",
				"activate red:2", "attack blue:1 5,3 => attacked", // its defence has ended: 5 against 3
			},
			check: func(t *testing.T, b *Battle) {
				var hits []bool
				for _, e := range allOf[Attacked](b) {
					hits = append(hits, e.Hit)
				}
				if len(hits) != 3 || hits[0] || hits[1] || !hits[2] {
					t.Errorf("hits %v; want miss, miss, hit", hits)
				}
				if e := allOf[Activated](b)[5]; e.Tank != (Ref{Blue, 1}) || !e.DefenceEnds {
					t.Errorf("blue:1's second activation %+v; want its defence to end", e)
				}
				if s := b.State(); s.Blue.Tanks[0].Defending || !s.Blue.Tanks[0].Destroyed {
					t.Errorf("blue:1 %+v; want destroyed and not defending", s.Blue.Tanks[0])
				}
			},
		},
		{
			name: "R6 a move goes the class distance less the terrain entered; impassable is refused",
			red:  forces("Red", S, S), blue: forces("Blue", S, S),
			script: []string{
				"initiative 6,1", "activate red:1", "move rough,light",
				"move heavy ! Small 1 (red:1) cannot move through that: impassable: go around (heavy cover) (R6, R9)",
				"move rough,river ! impassable", "move rough", "move => moved done",
			},
			check: func(t *testing.T, b *Battle) {
				var got []int
				for _, e := range allOf[Moved](b) {
					got = append(got, e.Allowance)
				}
				if len(got) != 3 || got[0] != 0 || got[1] != 4 || got[2] != 6 {
					t.Errorf("allowances %v; want 0, 4, 6", got)
				}
			},
		},
		{
			name: "R7 the target is an enemy, not destroyed, not behind heavy cover",
			red:  forces("Red", H, S), blue: forces("Blue", S, S, S),
			script: []string{
				"initiative 6,1", "activate red:2",
				"attack red:1 6,1 ! Heavy 1 (red:1) is red's own tank: attack an enemy tank (R7)",
				"attack blue:1 heavy 6,1 ! Small 1 (blue:1) is hidden behind heavy cover",
				"attack blue:4 6,1 ! blue has no tank 4",
				"attack blue:1 6,1 => attacked", "attack blue:1 6,1 ! Small 1 (blue:1) has been destroyed already (R7)",
			},
		},
		{
			name: "R7 heavy +1, light cover -1, a tie misses",
			red:  forces("Red", H), blue: forces("Blue", M, M),
			script: []string{"initiative 6,1", "activate red:1", "attack blue:1 light 3,3 => attacked done"},
			check: func(t *testing.T, b *Battle) {
				if e := lastOf[Attacked](t, b); e.AttackTotal != 3 || e.DefenceTotal != 3 || e.Hit || e.Damage != 0 {
					t.Errorf("attack %+v; want 3 against 3, a miss", e)
				}
			},
		},
		{
			name: "R7 a tank whose damage reaches its capacity is destroyed",
			red:  forces("Red", S), blue: forces("Blue", H, M, M),
			script: []string{
				"initiative 6,1", "activate red:1",
				"attack blue:1 6,1", "attack blue:1 6,1", "attack blue:1 6,1 => attacked done",
			},
			check: func(t *testing.T, b *Battle) {
				s := b.State()
				if tk := s.Blue.Tanks[0]; tk.Damage != 3 || !tk.Destroyed || s.Blue.Lost != 4 || s.Over() {
					t.Errorf("Heavy 1 %+v, blue lost %d; want destroyed at 3 damage, 4 points lost, no winner", tk, s.Blue.Lost)
				}
			},
		},
		{
			name: "R8 ten-point army loses at 5",
			red:  forces("Red", S, S, S), blue: forces("Blue", M, M, S, S),
			script: []string{
				"initiative 6,1", "activate red:1",
				"attack blue:3 6,1 => attacked", "attack blue:1 6,1 => attacked", "attack blue:1 6,1 => attacked won",
			},
			check: func(t *testing.T, b *Battle) {
				st := b.Status()
				if st.Winner == nil || *st.Winner != Red || st.Sides.Blue.Lost != 5 || st.Sides.Blue.LossThreshold != 5 {
					t.Errorf("status %+v; want red the winner, blue 5 lost of threshold 5", st)
				}
			},
		},
		{
			name: "R8 nine-point army loses at 5",
			red:  forces("Red", S), blue: forces("Blue", H, M, S),
			script: []string{
				"initiative 6,1", "activate red:1",
				"attack blue:3 6,1 => attacked", "attack blue:2 6,1 => attacked", "attack blue:2 6,1 => attacked won",
			},
		},
		{
			name: "R8 nine-point army stands at 4 lost",
			red:  forces("Red", S), blue: forces("Blue", H, M, S),
			script: []string{
				"initiative 6,1", "activate red:1",
				"attack blue:1 6,1", "attack blue:1 6,1", "attack blue:1 6,1 => attacked done",
			},
			check: func(t *testing.T, b *Battle) {
				if s := b.State(); s.Over() || s.Blue.Lost != 4 {
					t.Errorf("winner %q, blue lost %d; want no winner at 4 lost", s.Winner, s.Blue.Lost)
				}
			},
		},
		{
			name: "R8 four-point army loses with its only tank",
			red:  forces("Red", S), blue: forces("Blue", H),
			script: []string{
				"initiative 1,6", "activate blue:1", "done", "initiative 6,1 ! already",
				"activate red:1", "attack blue:1 6,1", "attack blue:1 6,1", "attack blue:1 6,1 => attacked won",
			},
		},
		{
			name: "R8 four-point army of two small tanks breaks at the first loss",
			red:  forces("Red", S, S), blue: forces("Blue", H),
			script: []string{"initiative 1,6", "activate blue:1", "attack red:1 6,1 => attacked won"},
			check: func(t *testing.T, b *Battle) {
				if st := b.Status(); st.Sides.Red.LossThreshold != 2 || st.Sides.Red.Lost != 2 || st.Winner == nil || *st.Winner != Blue {
					t.Errorf("status %+v; want red broken at 2 lost of 4 (R8)", st)
				}
			},
		},
		{
			name: "R8 nothing accepted after win",
			red:  forces("Red", S, S), blue: forces("Blue", S, S),
			script: []string{
				"initiative 1,6", "activate blue:1", "attack red:1 6,1 => attacked won",
				"done ! the battle is over: blue won on turn 1",
				"initiative 6,1 ! the battle is over: blue won on turn 1",
				"activate red:2 ! the battle is over", "defend ! the battle is over",
				"move ! the battle is over", "attack red:2 6,1 ! the battle is over", "pass ! the battle is over",
			},
			check: func(t *testing.T, b *Battle) {
				if o := b.State().Options(); o.Initiative || o.Player != NoPlayer || len(o.Activate) > 0 || o.Move {
					t.Errorf("options %+v after the battle; want none", o)
				}
				if st := b.Status(); st.ToAct != nil || st.ActiveTank != nil || st.Sides.Red.ActivationsLeft != 0 {
					t.Errorf("status %+v; want nobody to act and no active tank", st)
				}
			},
		},
		{
			name: "refusals say what is allowed",
			red:  forces("Red", H), blue: forces("Blue", S, S),
			script: []string{
				"initiative 1,6",
				"activate red:1 ! it is blue's turn to act, not red's (R3: players alternate); blue may activate blue:1 (Small 1) or blue:2 (Small 2), or pass",
				"activate blue:1",
				"attack blue:2 ! Small 2 (blue:2) is blue's own tank: attack an enemy tank (R7); Small 1 (blue:1) may defend, move, attack red:1 (Heavy 1), or be done (3 actions left)",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBattle(t, tt.red, tt.blue)
			run(t, b, tt.script...)
			if tt.check != nil {
				tt.check(t, b)
			}
			// Whatever the script did, the journal replays to the same state.
			again, err := Replay(b.Journal())
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			// docs/development.md, Hostile input: the whole state and journal, not only the count of events.
			if diff := cmp.Diff(b.State(), again.State()); diff != "" {
				t.Errorf("replayed state differs (-played +replayed):\n%s", diff)
			}
			if diff := cmp.Diff(b.Journal(), again.Journal()); diff != "" {
				t.Errorf("replayed journal differs (-played +replayed):\n%s", diff)
			}
		})
	}
}
