// Command ezd-tactics-server is the Tank Turn Tactics referee server, which
// `ezd tactics serve` runs: the players' and the host's pages and the JSON API, over the
// games kept in a SQLite database. It is a binary of its own so that ezd, which only talks
// to a referee, does not carry the database engine into the start of every command.
package main

import (
	"os"

	"github.com/ezd-game/ezd/cmd/internal/referee/server"
)

func main() { os.Exit(server.Main()) }
