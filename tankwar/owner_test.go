package tankwar

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// owned is a bullet with its owner, as Bullets.At and Bullets.Owner give them.
type owned struct {
	Bullet
	Owner int
}

func ownedBullets(p Position) []owned {
	out := []owned{}
	for i := range p.Bullets.Len() {
		out = append(out, owned{p.Bullets.At(i), p.Bullets.Owner(i)})
	}
	return out
}

// TestBulletOwners: a bullet fired by player 1's tank is player 1's and one fired by
// player 2's tank player 2's (T4 phase 3) for as long as it flies, also when a hit or the
// area removes a bullet before it in the list; a bullet a set-up position started with is
// no one's (0).
func TestBulletOwners(t *testing.T) {
	p, err := NewPosition(0, [2]Tank{tk(5, 5, Right, 5), tk(15, 15, Left, 5)}, []Bullet{bl(9, 7, Up)})
	if err != nil {
		t.Fatal(err)
	}
	p, _ = p.Step(Straight, Straight)
	want := []owned{{bl(7, 7, Up), 0}, {bl(5, 9, Right), 1}, {bl(15, 11, Left), 2}}
	if diff := cmp.Diff(want, ownedBullets(p)); diff != "" {
		t.Fatalf("T4 turn 0 fires, owners (-want +got):\n%s", diff)
	}
	// Turn 1: player 1 drives into the set-up bullet's way and is hit, which removes it;
	// the players' bullets fly on and keep their owners as they move up the list.
	p, _ = p.Step(Straight, Straight)
	want = []owned{{bl(5, 11, Right), 1}, {bl(15, 9, Left), 2}}
	if diff := cmp.Diff(want, ownedBullets(p)); diff != "" {
		t.Errorf("after a hit, owners (-want +got):\n%s", diff)
	}
	if p.Tanks[0] != tk(5, 7, Right, 3) {
		t.Fatalf("tank 1 is %v; the test meant it to be hit", p.Tanks[0])
	}
	// Turn 3 fires again: the new bullets go after the old ones, each with its owner.
	p, _ = p.Step(Straight, Straight)
	p, _ = p.Step(Straight, Straight)
	want = []owned{{bl(5, 15, Right), 1}, {bl(15, 5, Left), 2}, {bl(5, 12, Right), 1}, {bl(15, 8, Left), 2}}
	if diff := cmp.Diff(want, ownedBullets(p)); diff != "" {
		t.Errorf("turn 3, owners (-want +got):\n%s", diff)
	}
}
