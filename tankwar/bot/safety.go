package bot

import (
	"sync"

	"github.com/ezd-game/ezd/tankwar"
)

// The shrinking map worked out exactly (T5): how much life a tank must still lose to the
// edge before turn 40, whatever it does, if nothing else touches it. From turn 40 no cell
// is playable and both tanks lose 1 a turn alike, so the tank ahead on life then wins
// (T8): the life a tank will have at turn 40 decides most games, and edgeLoss is what
// stands between its life now and that life.

// endgameTurn is the first turn with no playable cell (T5).
const endgameTurn = 40

// offGrid is what edgeLoss charges for a move off the grid: all life (T4 phase 6), more
// than any tank has.
const offGrid = tankwar.MaxLife + 1

// edgeLoss[t][x][y][d] is the least life a tank on (x,y) facing d before turn t loses to
// the edge in turns t to 39, moving one cell every turn (T3); offGrid or more when every
// way leads off the grid. Worked out once, backwards from turn 40, when a bot first needs
// it: at package init it cost every ezd command 2 ms of its start.
var edgeLoss = sync.OnceValue(func() *[endgameTurn + 1][tankwar.Size + 2][tankwar.Size + 2][4]uint8 {
	var l [endgameTurn + 1][tankwar.Size + 2][tankwar.Size + 2][4]uint8
	for t := endgameTurn - 1; t >= 0; t-- {
		area := tankwar.AreaOf(t)
		for x := int8(1); x <= tankwar.Size; x++ {
			for y := int8(1); y <= tankwar.Size; y++ {
				for d := tankwar.Up; d <= tankwar.Left; d++ {
					best := offGrid
					for _, a := range tankwar.Actions {
						nd := d.Turn(a)
						c := tankwar.Cell{X: x, Y: y}.Ahead(nd)
						cost := offGrid
						if c.OnGrid() {
							cost = int(l[t+1][c.X][c.Y][nd])
							if !area.Holds(c) {
								cost++
							}
						}
						best = min(best, cost)
					}
					l[t][x][y][d] = uint8(min(best, offGrid))
				}
			}
		}
	}
	return &l
})

// lifeAtEndgame is the most life t can have left at turn 40 if nothing hits it: its life
// now less edgeLoss. A tank off the grid has none.
func lifeAtEndgame(t *tankwar.Tank, turn int) int {
	if !t.OnGrid() {
		return min(int(t.Life), 0)
	}
	if turn >= endgameTurn {
		return int(t.Life)
	}
	return int(t.Life) - int(edgeLoss()[turn][t.X][t.Y][t.Dir&3])
}
