// Command ezd is the table-side companion for the Ein, Zwei, Drei tank wargame: it builds
// armies, shows exact odds, resolves attacks, keeps the books of a battle and prints cards.
package main

import (
	"os"

	"github.com/ezd-game/ezd/cmd/internal/cli"
	_ "github.com/ezd-game/ezd/cmd/internal/quietterm" // before Bubble Tea asks the terminal anything (issue 31)
)

func main() { os.Exit(cli.Main()) }
