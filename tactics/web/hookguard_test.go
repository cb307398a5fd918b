package web

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ezd-game/ezd/tactics/api"
)

func TestPublicAddresses(t *testing.T) {
	for s, want := range map[string]bool{
		"127.0.0.1": false, "127.1.2.3": false, "::1": false, "0.0.0.0": false, "::": false, "0.1.2.3": false,
		"10.0.0.5": false, "172.16.0.1": false, "172.31.255.254": false, "192.168.1.20": false, "fc00::1": false, "fd12::1": false,
		"169.254.169.254": false, "fe80::1": false, "fe80::1%eth0": false, "::ffff:127.0.0.1": false, "::ffff:10.0.0.1": false,
		"100.64.0.1": false, "224.0.0.1": false, "ff02::1": false, "255.255.255.255": false, "64:ff9b::7f00:1": false,
		"8.8.8.8": true, "1.1.1.1": true, "172.32.0.1": true, "2606:4700:4700::1111": true, "::ffff:8.8.8.8": true,
	} {
		if got := public(netip.MustParseAddr(s)); got != want {
			t.Errorf("public(%s) = %v, want %v", s, got, want)
		}
	}
}

// fakeDNS answers the webhook check's lookups from a table; other names are not found.
func fakeDNS(table map[string]string) func(context.Context, string) ([]netip.Addr, error) {
	return func(_ context.Context, host string) ([]netip.Addr, error) {
		if a, ok := table[host]; ok {
			return []netip.Addr{netip.MustParseAddr(a)}, nil
		}
		return nil, errors.New("no such host")
	}
}

// TestPlayerWebhooksReachOnlyTheInternet: a player's webhook that names a loopback,
// private, link-local or unspecified address, or a name that resolves to one, is refused
// with the reason; a public one is taken.
func TestPlayerWebhooksReachOnlyTheInternet(t *testing.T) {
	r := newRig(t)
	r.srv.hooks.lookup = fakeDNS(map[string]string{"chat.example": "8.8.8.8", "evil.example": "192.168.1.1", "meta.example": "169.254.169.254"})
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}})
	ann := linkOf(res, "ann")
	for _, c := range []struct{ url, want string }{
		{"http://127.0.0.1:8080/x", "private, loopback"},
		{"http://[::1]/x", "private, loopback"},
		{"http://localhost:9000/", "private, loopback"},
		{"http://LOCALHOST./", "private, loopback"},
		{"http://api.localhost/", "private, loopback"},
		{"http://10.0.0.5/hook", "private, loopback"},
		{"http://169.254.169.254/latest/meta-data/", "private, loopback"},
		{"http://[fe80::1%25eth0]/", "private, loopback"},
		{"http://0.0.0.0:80/", "private, loopback"},
		{"http://[::ffff:127.0.0.1]/", "private, loopback"},
		{"https://evil.example/hook", "192.168.1.1"},
		{"https://meta.example/", "169.254.169.254"},
		{"https://nowhere.example/", "cannot be found"},
		{"ftp://chat.example/", "http or https"},
		{"file:///etc/passwd", "http or https"},
		{"gopher://127.0.0.1:6379/_", "http or https"},
	} {
		r.clock.Advance(time.Second) // under the rate limit
		a := r.post(ann+"/webhook", map[string]string{"webhook": c.url})
		if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), c.want) {
			t.Errorf("%s: %d %s (want 400 saying %q)", c.url, a.status, a.body, c.want)
		}
	}
	if a := r.post(ann+"/webhook", map[string]string{"webhook": "https://chat.example/hooks/1"}); a.status != 200 {
		t.Errorf("a public webhook: %d %s", a.status, a.body)
	}
	if a := r.post(ann+"/webhook", map[string]string{"webhook": "https://8.8.8.8/hooks/1"}); a.status != 200 {
		t.Errorf("a public address: %d %s", a.status, a.body)
	}
}

// TestGameWebhookOnTheHomeNetworkOnlyWhenAllowed: the game's webhook follows the same
// rule, unless the server allows private game webhooks; a player's never may.
func TestGameWebhookOnTheHomeNetworkOnlyWhenAllowed(t *testing.T) {
	r := newRig(t)
	lan := "http://192.168.1.20:8065/hooks/x"
	a := r.post("/api/games", api.NewGameRequest{Players: []string{"ann", "bob"}, Timezone: "UTC", Webhook: lan})
	if a.status != http.StatusBadRequest || !strings.Contains(a.errorText(), "--private-game-webhooks") {
		t.Errorf("a game webhook on the home network by default: %d %s", a.status, a.body)
	}
	r.srv.hooks.privateGame = true
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}, Webhook: lan})
	if a := r.post(res.Host+"/webhook", map[string]string{"webhook": "http://10.1.1.1/y"}); a.status != 200 {
		t.Errorf("the host's game webhook, allowed private: %d %s", a.status, a.body)
	}
	if a := r.post(linkOf(res, "ann")+"/webhook", map[string]string{"webhook": lan}); a.status != http.StatusBadRequest {
		t.Errorf("a player's webhook on the home network, private game webhooks allowed: %d %s", a.status, a.body)
	}
}

// TestWebhookRefusedAtDialTime: an address that passed when the webhook was set (or a
// name that now resolves elsewhere, or a redirect) is checked again at the connection:
// nothing reaches a loopback listener.
func TestWebhookRefusedAtDialTime(t *testing.T) {
	var hits atomic.Int32
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { hits.Add(1) }))
	defer hook.Close()
	r := newRig(t)
	r.srv.hooks.anywhere = true // as if the name had resolved to a public address when set
	res := r.newGame(api.NewGameRequest{Players: []string{"ann", "bob"}})
	if a := r.post(linkOf(res, "bob")+"/webhook", map[string]string{"webhook": hook.URL + "/bob"}); a.status != 200 {
		t.Fatalf("bob's webhook: %d %s", a.status, a.body)
	}
	r.srv.hooks.anywhere = false // and now resolves to loopback
	r.hostOp(res.Host, "start")
	r.mustAct(linkOf(res, "ann"), "end")
	r.clock.Advance(31 * time.Second) // round 1 ends: bob missed it and loses a heart (TT4)
	r.srv.Tick(context.Background())
	r.srv.sendNotices(context.Background())
	if n := hits.Load(); n != 0 {
		t.Errorf("the webhook on loopback was posted to %d times", n)
	}
	due, _ := r.st.DueNotices(context.Background(), r.clock.Now().Add(time.Hour), 10)
	if len(due) == 0 || due[0].Attempts != 1 {
		t.Errorf("the refused notice: %+v; want it kept for a retry, one attempt counted", due)
	}
	_, err := r.srv.hooks.client(true).Post(hook.URL, "application/json", strings.NewReader("{}"))
	if err == nil || !strings.Contains(err.Error(), "not a public address") {
		t.Errorf("the game's client posted to loopback: %v", err)
	}
}
