package tactics

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/tactics/store"
	"github.com/ezd-game/ezd/tactics/web"
)

type serveOptions struct {
	Addr                string
	DB                  string
	PrivateGameWebhooks bool
}

func newServeCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &serveOptions{}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the referee server that players' links open",
		Long: `Run the Tank Turn Tactics referee: one process that keeps every game in a SQLite
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
and exits 0. Nothing acknowledged is lost even if it is killed outright.`,
		Example: `  ezd tactics serve
  ezd tactics serve --addr 0.0.0.0:8080 --db ~/games/tactics.db`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runServe(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8080", "address to listen on")
	cmd.Flags().StringVar(&opts.DB, "db", "", "the database (default $XDG_DATA_HOME/ezd/tactics.db)")
	cmd.Flags().BoolVar(&opts.PrivateGameWebhooks, "private-game-webhooks", false,
		"let games' webhooks post to this machine and the home network (never players')")
	return cmd
}

func runServe(ctx context.Context, f *cmdutil.Factory, opts *serveOptions) error {
	if opts.DB == "" {
		dir, err := f.DataDir("")
		if err != nil {
			return err
		}
		opts.DB = filepath.Join(dir, "tactics.db")
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, opts.DB)
	if err != nil {
		return err
	}
	defer st.Close()
	logger := log.New(f.IO.ErrOut, "ezd tactics serve: ", log.LstdFlags)
	srv, err := web.New(ctx, st, web.Options{Log: logger, PrivateGameWebhooks: opts.PrivateGameWebhooks})
	if err != nil {
		return fmt.Errorf("cannot load the games of %s: %w", opts.DB, err)
	}
	if err := srv.Tick(ctx); err != nil { // TT14: catch up with what fell due while stopped
		logger.Printf("catching up: %v", err)
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %v (is another server running there? try --addr 127.0.0.1:8081)", opts.Addr, err)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, ErrorLog: logger}
	fmt.Fprintf(f.IO.ErrOut, "Serving Tank Turn Tactics on http://%s (database %s)\n", ln.Addr(), opts.DB)
	if ip, ok := ln.Addr().(*net.TCPAddr); ok && ip.IP.IsLoopback() {
		fmt.Fprintln(f.IO.ErrOut, "Only this machine can reach it; --addr 0.0.0.0:8080 lets your home network in.")
	}
	fmt.Fprintln(f.IO.ErrOut, "Ctrl-C stops it.")
	go srv.Run(ctx)
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	// Stop accepting, end the live streams, let requests in flight finish.
	srv.Close()
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutdown); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	fmt.Fprintln(f.IO.ErrOut, "Stopped.")
	return nil
}
