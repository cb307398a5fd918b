// Package server is the Tank Turn Tactics referee server's program, ezd-tactics-server:
// the HTTP server of tactics/web over the games in the SQLite store of tactics/store, run
// with the command line of package referee. Only that binary links it (and SQLite);
// `ezd tactics serve` hands over to it.
package server

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
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/referee"
	"github.com/ezd-game/ezd/tactics/store"
	"github.com/ezd-game/ezd/tactics/web"
)

// Main runs the server with the process's arguments and streams and returns its exit
// code. It is the entry of the binary, and of the end-to-end tests' ezd-tactics-server.
func Main() int {
	return Run(context.Background(), os.Args[1:], iostreams.System(), os.Getenv)
}

// Run runs the server with the given arguments, streams and environment and returns the
// exit code: the flags of `ezd tactics serve`, --help and --version. Errors are printed
// as ezd prints them, since the player typed an ezd command.
func Run(ctx context.Context, args []string, ios *iostreams.IOStreams, getenv func(string) string) int {
	f := &cmdutil.Factory{IO: ios, Getenv: getenv}
	root := cmdutil.NewRoot(f)
	root.Use = referee.Program
	root.Version = cmdutil.Version()
	root.SetVersionTemplate(referee.Program + " {{.Version}}\n")
	root.PersistentFlags().MarkHidden("accessible") // the server asks no questions
	referee.Configure(root, func(ctx context.Context, _ *cobra.Command, opts *referee.Options) error {
		return serve(ctx, f, opts)
	})
	return cmdutil.Execute(ctx, root, args, ios)
}

// serve runs the referee until ctx is done, a signal stops it, or it cannot go on.
func serve(ctx context.Context, f *cmdutil.Factory, opts *referee.Options) error {
	if opts.DB == "" {
		dir, err := f.DataDir("")
		if err != nil {
			return err
		}
		opts.DB = filepath.Join(dir, "tactics.db")
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Listen first: a taken port is said before any file is made (issue 30, item 15).
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return listenError(opts.Addr, err)
	}
	defer ln.Close()
	if err := os.MkdirAll(filepath.Dir(opts.DB), 0o700); err != nil {
		return fmt.Errorf("cannot make the database's folder: %w", err)
	}
	lock, err := lockDatabase(opts.DB)
	if err != nil {
		return err
	}
	defer lock.release()
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
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, ErrorLog: logger}
	fmt.Fprintf(f.IO.ErrOut, "Serving Tank Turn Tactics on http://%s (database %s)\n", ln.Addr(), cmdutil.ShowPath(opts.DB))
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

// listenError says why the server cannot listen on addr and, where it knows, what to do:
// for a taken port, the next free one after it.
func listenError(addr string, err error) error {
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return fmt.Errorf("cannot listen on %s: the port is taken (is another server running there?%s)", addr, nextFree(addr))
	case errors.Is(err, syscall.EACCES):
		return fmt.Errorf("cannot listen on %s: not allowed (ports below 1024 need an administrator: try --addr 127.0.0.1:8080)", addr)
	}
	return fmt.Errorf("cannot listen on %s: %v", addr, err)
}

// nextFree suggests the first port after addr's, up to ten on, that is free to listen on
// now: " try --addr HOST:PORT", or "" when none is.
func nextFree(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	p, err2 := strconv.Atoi(port)
	if err != nil || err2 != nil {
		return ""
	}
	for next := p + 1; next <= min(p+10, 65535); next++ {
		try := net.JoinHostPort(host, strconv.Itoa(next))
		if ln, err := net.Listen("tcp", try); err == nil {
			ln.Close()
			return " try --addr " + try
		}
	}
	return ""
}
