package tankwar

import "github.com/ezd-game/ezd/tankwar"

// Whose each bullet is. The engine keeps a bullet's cell and way, not who fired it (T4
// needs no owner: a bullet hits whichever tank is on its cell), so the screens work it
// out from one position to the next, as a player watching the board would:
//   - a bullet in flight moves two cells a turn the way it flies (T4 phase 5), so a bullet
//     of the position after a turn that stands two cells on from one before, flying the
//     same way, is that bullet;
//   - on a bullet turn (turn mod 3 = 0, T4 phase 3) each tank fires one cell ahead of where
//     it drove, and the bullet then moves two cells: three cells ahead of the tank, flying
//     the way it faces.
//
// Bullets that survive do so together with any bullet on their cell flying their way
// (they share every hit and the edge), so where two could be matched either way, both are
// still on the board and each owner is given once. A bullet no rule explains (a position
// set up directly) has the owner noOwner.

// noOwner is the owner of a bullet whose tank is not known.
const noOwner = -1

// bulletOwners returns the owner (0 or 1, or noOwner) of each bullet of after, the
// position after the turn played from before, whose bullets' owners are owners (shorter
// or nil where not known).
func bulletOwners(before tankwar.Position, owners []int, after tankwar.Position) []int {
	out := make([]int, after.Bullets.Len())
	used := make([]bool, before.Bullets.Len())
	var fired [2]bool
	for j := range out {
		b := after.Bullets.At(j)
		out[j] = noOwner
		found := false
		for i := range used {
			old := before.Bullets.At(i)
			if !used[i] && old.Dir == b.Dir && old.Cell.Ahead(b.Dir).Ahead(b.Dir) == b.Cell {
				used[i], found = true, true
				if i < len(owners) {
					out[j] = owners[i]
				}
				break
			}
		}
		if found || before.Turn%3 != 0 {
			continue
		}
		for side, t := range after.Tanks {
			if !fired[side] && t.Dir == b.Dir && t.Cell.Ahead(t.Dir).Ahead(t.Dir).Ahead(t.Dir) == b.Cell {
				fired[side], out[j] = true, side
				break
			}
		}
	}
	return out
}

// gameOwners returns the owners of the bullets of every position of a game, from its
// start (which has none).
func gameOwners(ps []tankwar.Position) [][]int {
	out := make([][]int, len(ps))
	for i := 1; i < len(ps); i++ {
		out[i] = bulletOwners(ps[i-1], out[i-1], ps[i])
	}
	return out
}
