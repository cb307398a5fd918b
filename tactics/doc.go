// Package tactics is the Tank Turn Tactics engine (TT1-TT16): a game is its journal, a list
// of events each with its moment, and the state is the fold of that journal. The engine
// never reads a clock or draws randomness of its own: every call is told the time, and
// random outcomes (placements, drops, spawns, the day's moments) are drawn from a seed the
// caller supplies and recorded as events, so a server, a simulation and a replay drive the
// same code and agree event for event.
//
// What to call:
//   - ReadJournal reads a journal file strictly; Fold replays one into a State.
//   - State.Check says whether one more event is legal now, without changing the state;
//     State.Apply checks and applies it.
//   - Start gives a new game's first events (started and the placements).
//   - Due gives every timed event (round ends, drops, AP moments, counts, spawns and loot)
//     due up to a moment, in order, each at its own moment; NextAt says when the next one
//     falls.
//   - State.Board and State.View are what a replay and a player see.
package tactics
