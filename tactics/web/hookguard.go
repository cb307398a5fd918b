package web

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"

	webpkg "github.com/ezd-game/ezd/internal/web"
)

// hookGuard decides where a webhook may be posted. A webhook is a URL that someone else
// chose, posted to from inside the host's network: left open, a player could make the
// server post to the host's router, to a service on localhost or to a cloud's metadata
// address (server-side request forgery). So a webhook reaches only public addresses:
// checked when it is set, for a clear refusal, and again at every connection the server
// makes (net.Dialer.Control sees the address really dialled, after DNS and after any
// redirect), so a name that resolves elsewhere later, or a redirect, gets nowhere. The
// game's own webhook may reach private addresses when the server allows it (serve
// --private-game-webhooks, for a chat server on the home network); a player's never.
type hookGuard struct {
	// privateGame lets the game's webhook reach private and loopback addresses.
	privateGame bool
	// lookup resolves a webhook's host name when it is set.
	lookup func(ctx context.Context, host string) ([]netip.Addr, error)
	// anywhere lets every address through: for tests whose webhook listens on loopback.
	anywhere bool
}

func newHookGuard(privateGame bool) *hookGuard {
	return &hookGuard{privateGame: privateGame, lookup: func(ctx context.Context, host string) ([]netip.Addr, error) {
		return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	}}
}

// notPublic are ranges that the address methods of netip do not name but that reach no
// one on the internet, or reach the host's own network: "this network" (0.0.0.0/8, which
// Linux dials as the machine itself), shared carrier-grade NAT space, IETF and
// documentation ranges, benchmarking, the reserved 240/4 with the broadcast address, and
// NAT64, which embeds any IPv4 address (private ones too) in an IPv6 one.
var notPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("100.64.0.0/10"),
	netip.MustParsePrefix("192.0.0.0/24"),
	netip.MustParsePrefix("192.0.2.0/24"),
	netip.MustParsePrefix("198.18.0.0/15"),
	netip.MustParsePrefix("198.51.100.0/24"),
	netip.MustParsePrefix("203.0.113.0/24"),
	netip.MustParsePrefix("240.0.0.0/4"),
	netip.MustParsePrefix("64:ff9b::/96"),
	netip.MustParsePrefix("64:ff9b:1::/48"),
	netip.MustParsePrefix("100::/64"),
	netip.MustParsePrefix("2001:db8::/32"),
}

// public reports whether an address is one on the internet: not loopback, link-local,
// private, unspecified, multicast or any range of notPublic (an IPv4 address written as
// IPv6, ::ffff:127.0.0.1, is judged as the IPv4 one).
func public(a netip.Addr) bool {
	a = a.Unmap().WithZone("")
	if !a.IsValid() || a.IsUnspecified() || a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsMulticast() {
		return false
	}
	for _, p := range notPublic {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// allowed reports whether a webhook may reach a; game says whether it is the game's.
func (g *hookGuard) allowed(a netip.Addr, game bool) bool {
	return g.anywhere || public(a) || (game && g.privateGame)
}

// check accepts a webhook URL when it is set: "" for none, or an http or https URL whose
// host is, or resolves only to, addresses it may reach. A refusal is a 400 that says why.
func (g *hookGuard) check(ctx context.Context, raw string, game bool) error {
	if raw == "" {
		return nil
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(raw) > 2000 {
		return webpkg.Refuse(http.StatusBadRequest, "a webhook is an http or https URL, such as https://chat.example/hooks/123")
	}
	host := u.Hostname()
	addrs := []netip.Addr{}
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = append(addrs, a)
	} else if h := strings.ToLower(strings.TrimSuffix(host, ".")); h == "localhost" || strings.HasSuffix(h, ".localhost") {
		addrs = append(addrs, netip.IPv6Loopback()) // RFC 6761: always this machine
	} else {
		ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		defer cancel()
		addrs, err = g.lookup(ctx, host)
		if err != nil || len(addrs) == 0 {
			return webpkg.Refuse(http.StatusBadRequest, "the webhook's host %q cannot be found: check the URL", host)
		}
	}
	for _, a := range addrs {
		if !g.allowed(a, game) {
			why := "a webhook may only post to the internet, such as a chat service's webhook"
			if game {
				why += " (the server's host may allow the game's webhook on the home network: ezd tactics serve --private-game-webhooks)"
			}
			return webpkg.Refuse(http.StatusBadRequest, "the webhook's host %s is a private, loopback or link-local address (%s): %s", host, a, why)
		}
	}
	return nil
}

// client is the HTTP client that posts webhooks, refusing at every connection an address
// the webhook may not reach; it uses no proxy (a proxy would dial on the guard's behalf).
func (g *hookGuard) client(game bool) *http.Client {
	d := &net.Dialer{Timeout: 5 * time.Second, Control: func(_, address string, _ syscall.RawConn) error {
		host, _, err := net.SplitHostPort(address)
		if err != nil {
			return err
		}
		a, err := netip.ParseAddr(host)
		if err != nil || !g.allowed(a, game) {
			return fmt.Errorf("webhook refused: %s is not a public address", host)
		}
		return nil
	}}
	tr := &http.Transport{Proxy: nil, DialContext: d.DialContext, TLSHandshakeTimeout: 5 * time.Second,
		MaxIdleConns: 16, IdleConnTimeout: 90 * time.Second, ForceAttemptHTTP2: true}
	return &http.Client{Transport: tr, Timeout: 5 * time.Second}
}
