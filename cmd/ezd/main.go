// Command ezd is the table-side companion for the Ein, Zwei, Drei tank wargame: it builds
// armies, shows exact odds, resolves attacks, keeps the books of a battle and prints cards.
package main

import (
	"os"

	"github.com/ezd-game/ezd/cmd/internal/cli"
)

func main() { os.Exit(cli.Main()) }
