// Package serve is the `ezd serve` command: the battle at the table on the players'
// phones (issue 28, docs/serve.md). It is an adapter and holds no rule: its handlers take
// the same steps through the same journal and lock as the `ezd battle` commands
// (cmd/internal/battles), share the servers' plumbing (internal/web: secrets, rate limits,
// headers, server-sent events) and draw their pages with package view.
package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"rsc.io/qr"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// options are the flags of `ezd serve`.
type options struct {
	// Addr is where to listen, host:port; an empty host is every address of the machine.
	Addr string
	// Armies is the folder of army files a new battle may choose from.
	Armies string
}

// NewCmd returns the "serve" command.
func NewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &options{}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Put the battles on the players' phones, live, over the home network",
		Long: `Serve the battles on the home network, for the players' phones: ezd prints the table
link (at every address a phone on this network can reach, as text and, on a terminal, as
a QR code). Its page lists the battles, starts new ones, and shows each battle's links:
one for red, one for blue, one to watch. A side's page is the battle: what to do now, as
big buttons, live as steps are taken there or with ezd battle in a terminal.

The pages take the same steps through the same journal as the ezd battle commands: a
step is acknowledged once it is on disk. The links are the keys: anyone who has one can
use it, so share them only at the table (ezd battle links --rotate replaces one).

--addr 127.0.0.1:8420 keeps the server on this machine. Stop it with Ctrl-C (or SIGTERM,
as a service manager does).`,
		Example: `  ezd serve
  ezd serve --addr 127.0.0.1:8420
  ezd serve --armies ~/armies`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runServe(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Addr, "addr", ":8420", "where to listen: host:port (127.0.0.1:8420 keeps it on this machine)")
	cmdutil.RefuseEmpty(cmd.Flags(), "addr", "give host:port, as :8420 or 127.0.0.1:8420")
	cmd.Flags().StringVar(&opts.Armies, "armies", "", "the folder of army files a new battle may use (default: $XDG_DATA_HOME/ezd/armies)")
	cmdutil.RefuseEmpty(cmd.Flags(), "armies", "give a folder of army files")
	return cmd
}

// runServe listens, records the server's address, tells the table link and serves until
// ctx ends (Ctrl-C), or SIGTERM or SIGHUP come (a service manager stopping it, the
// terminal closed): then it says "Stopped." and returns nil.
func runServe(ctx context.Context, f *cmdutil.Factory, opts *options) error {
	ctx, stopSignals := signal.NotifyContext(ctx, syscall.SIGTERM, syscall.SIGHUP)
	defer stopSignals()
	host, port, err := net.SplitHostPort(opts.Addr)
	if err != nil {
		return cmdutil.Usagef("--addr %s: want host:port, as :8420 or 127.0.0.1:8420", cmdutil.Printable(cmdutil.Shorten(opts.Addr, 40)))
	}
	s, err := newServer(f, opts)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w (is another ezd serve running? choose another port with --addr)", opts.Addr, err)
	}
	if port == "0" {
		_, port, _ = net.SplitHostPort(ln.Addr().String())
	}
	urls := baseURLs(host, port)
	pid := os.Getpid()
	if err := battles.RecordServed(s.serveDir, battles.Served{PID: pid, URLs: urls}); err != nil {
		ln.Close()
		return fmt.Errorf("cannot record the server's address: %w", err)
	}
	defer battles.ForgetServed(s.serveDir, pid)
	tellTable(f, urls, s.tableSecret)

	ctx, stop := context.WithCancel(ctx)
	defer stop()
	hs := &http.Server{
		Handler:           s.handler(),
		ReadHeaderTimeout: 10 * time.Second,
		BaseContext:       func(net.Listener) context.Context { return ctx },
		ErrorLog:          s.log,
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serving: %w", err)
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	s.close() // ends the event streams, which Shutdown would wait for
	hs.Shutdown(shut)
	fmt.Fprintln(f.IO.Out, "Stopped.")
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// tellTable prints the table link at each address, and on a terminal its QR code (the
// first address's) for the host's phone.
func tellTable(f *cmdutil.Factory, urls []string, secret string) {
	out := f.IO.Out
	fmt.Fprintln(out, "ezd serve: the table link (open it on a phone on this network, or here):")
	for _, u := range urls {
		fmt.Fprintln(out, "  "+u+tablePath(secret))
	}
	if f.IO.OutTTY && len(urls) > 0 {
		cmdutil.WriteQR(out, urls[0]+tablePath(secret), qr.L)
	}
	fmt.Fprintln(out, "Each battle's page there shows its links for red, blue and a watcher. Ctrl-C stops.")
}

// armiesDir is --armies, or $XDG_DATA_HOME/ezd/armies.
func armiesDir(f *cmdutil.Factory, flag string) (string, error) {
	if flag != "" {
		return filepath.Abs(flag)
	}
	return f.DataDir("armies")
}

// baseURLs are the addresses a phone can reach the server at: the host of --addr, or,
// when it names none (or every address), each non-loopback IPv4 of the machine, then
// localhost for this machine itself.
func baseURLs(host, port string) []string {
	if host != "" && host != "0.0.0.0" && host != "::" {
		return []string{"http://" + net.JoinHostPort(host, port)}
	}
	var out []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.IsLoopback() || ipn.IP.To4() == nil || ipn.IP.IsLinkLocalUnicast() {
				continue
			}
			out = append(out, "http://"+net.JoinHostPort(ipn.IP.String(), port))
		}
	}
	return append(out, "http://"+net.JoinHostPort("localhost", port))
}

// tablePath is the table link's path.
func tablePath(secret string) string { return "/t/" + secret }

// battlePath is a battle link's path.
func battlePath(secret string) string { return "/b/" + secret }
