// Package referee is the command line of the Tank Turn Tactics referee server: its help,
// flags and options, and how ezd hands `ezd tactics serve` over to the server's own
// binary, ezd-tactics-server. The server itself (tactics/web over the SQLite store of
// tactics/store) is in referee/server, which only that binary links: the SQLite engine's
// initialisation and size would otherwise slow the start of every ezd command.
package referee

import (
	"context"
	"net"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// Program is the name of the referee server's binary, which every release archive holds
// beside ezd and `go install github.com/ezd-game/ezd/cmd/ezd...` installs with it.
const Program = "ezd-tactics-server"

// Options are the referee server's flags.
type Options struct {
	Addr                string
	DB                  string
	PrivateGameWebhooks bool
}

// Configure makes cmd the referee server's command: `ezd tactics serve` in ezd, the root
// in ezd-tactics-server. Both say and accept the same, and run does the serving (or, in
// ezd, hands it over to the server's binary with the flags given).
func Configure(cmd *cobra.Command, run func(ctx context.Context, cmd *cobra.Command, opts *Options) error) {
	opts := &Options{}
	cmd.Short = "Run the referee server that players' links open"
	cmd.Long = `Run the Tank Turn Tactics referee: one process that keeps every game in a SQLite
database, checks every action against the rules at the moment it arrives, brings AP
moments and round ends on time (and catches up after it was stopped), and serves each
player's page and the host's page. It listens on loopback (127.0.0.1) unless --addr
says otherwise: to let phones on your home network in, give --addr 0.0.0.0:8080 and
make games with --server http://THIS-MACHINE'S-ADDRESS:8080.

Webhooks post only to addresses on the internet (a chat service's webhook): a player's
webhook never reaches this machine or its network. --private-game-webhooks lets a game's
own webhook (given to ezd tactics new, or on the host's page) reach the home network too,
for a chat server there; anyone who can reach this server can make a game, so give it
only on a network you trust.

Ctrl-C (or SIGTERM) stops it cleanly: it stops accepting, finishes what is in flight
and exits 0. Nothing acknowledged is lost even if it is killed outright.

The server is a program of its own, ezd-tactics-server, which ezd runs in its place: it
comes in the same release archive as ezd, and
go install github.com/ezd-game/ezd/cmd/ezd...@latest installs both.`
	cmd.Example = `  ezd tactics serve
  ezd tactics serve --addr 0.0.0.0:8080 --db ~/games/tactics.db`
	cmd.Args = cmdutil.NoArgs
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if err := CheckAddr(opts.Addr); err != nil {
			return err
		}
		return run(cmd.Context(), cmd, opts)
	}
	cmd.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8080", "address to listen on")
	cmd.Flags().StringVar(&opts.DB, "db", "", "the database (default $XDG_DATA_HOME/ezd/tactics.db)")
	cmd.Flags().BoolVar(&opts.PrivateGameWebhooks, "private-game-webhooks", false,
		"let games' webhooks post to this machine and the home network (never players')")
	// An empty --addr would listen on every interface, on a port nobody was told: the
	// opposite of loopback by default. An empty --db names no file.
	cmdutil.RefuseEmpty(cmd.Flags(), "addr", "give HOST:PORT, or leave --addr out for 127.0.0.1:8080")
	cmdutil.RefuseEmpty(cmd.Flags(), "db", "give a file, or leave --db out for $XDG_DATA_HOME/ezd/tactics.db")
}

// CheckAddr refuses an --addr that no server could listen on (no port, a port beyond
// 65535, a word for a port; 0 picks a free one, and the server says which), before the database is opened or the server's binary
// started, with what to give instead. The host may be empty (every interface), a name or
// an address; whether it is this machine's is for the listen to say.
func CheckAddr(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return cmdutil.Usagef("--addr %s is not HOST:PORT (e.g. 127.0.0.1:8080, or 0.0.0.0:8080 for the home network)", cmdutil.Quoted(addr))
	}
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		return cmdutil.Usagef("--addr %s: the port is a whole number from 0 to 65535 (0 for any free one)", cmdutil.Quoted(addr))
	}
	return nil
}
