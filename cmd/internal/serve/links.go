package serve

import (
	"sync"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/battles"
	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/internal/web"
)

// linkIndex finds the battle a secret opens. It keeps the secrets of every battle's
// links file, read again when a secret is not among them (a battle started or a link
// rotated by ezd battle in a terminal), at most once a second; a secret found is checked
// against its battle's file again, so a rotated link stops at once.
type linkIndex struct {
	dir   string
	clock web.Clock

	mu      sync.Mutex
	secrets map[string]link
	scanned time.Time
}

func newLinkIndex(dir string, clock web.Clock) *linkIndex {
	return &linkIndex{dir: dir, clock: clock, secrets: map[string]link{}}
}

// find returns the link of secret.
func (x *linkIndex) find(secret string) (link, bool) {
	if !web.PlausibleSecret(secret) {
		return link{}, false
	}
	x.mu.Lock()
	l, ok := x.secrets[secret]
	if !ok && x.clock.Now().Sub(x.scanned) >= time.Second {
		x.scan()
		l, ok = x.secrets[secret]
	}
	x.mu.Unlock()
	if !ok {
		return link{}, false
	}
	links, found, err := battles.ReadLinks(x.dir, l.name)
	if err != nil || !found || !web.SameSecret(links.Secret(l.role), secret) {
		return link{}, false
	}
	return l, true
}

// scan reads every battle's links, making those of a battle that has none yet. The
// caller holds mu.
func (x *linkIndex) scan() {
	x.scanned = x.clock.Now()
	infos, err := journal.List(x.dir)
	if err != nil {
		return
	}
	secrets := map[string]link{}
	for _, info := range infos {
		links, err := battles.EnsureLinks(x.dir, info.Name)
		if err != nil {
			continue
		}
		for _, role := range battles.Roles {
			secrets[links.Secret(role)] = link{name: info.Name, role: role, secret: links.Secret(role)}
		}
	}
	x.secrets = secrets
}

// forget makes the next find read the links files again (a battle just started here).
func (x *linkIndex) forget() {
	x.mu.Lock()
	x.scanned = time.Time{}
	x.mu.Unlock()
}
