package tactics

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// link is a capability link split into the server's address and its path: a player's
// (BASE/p/SECRET) or the host's (BASE/h/SECRET).
type link struct {
	base string // http://host:port, with any path prefix
	path string // /p/SECRET or /h/SECRET
	host bool
}

// parseLink reads a link as `ezd tactics new` printed it.
func parseLink(raw, want string) (link, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return link{}, cmdutil.Usagef("%s is not a link (want the http://... link that ezd tactics new printed)", want)
	}
	p := strings.TrimSuffix(u.Path, "/")
	i := strings.LastIndex(p, "/")
	j := strings.LastIndex(p[:max(i, 0)], "/")
	if i < 0 || j < 0 || (p[j+1:i] != "p" && p[j+1:i] != "h") || i == len(p)-1 {
		return link{}, cmdutil.Usagef("%s is not a player's (/p/...) or host's (/h/...) link", want)
	}
	l := link{base: u.Scheme + "://" + u.Host + p[:j], path: p[j:], host: p[j+1:i] == "h"}
	if want == "HOSTLINK" && !l.host {
		return link{}, cmdutil.Usagef("that is a player's link (/p/...): this needs the host's link (/h/...)")
	}
	return l, nil
}

// client talks to a referee server.
type client struct {
	http *http.Client
}

func newClient() *client { return &client{http: &http.Client{Timeout: 30 * time.Second}} }

// call sends a request (a JSON body if in is not nil) and decodes a 2xx answer into out;
// any other answer becomes an error with the server's reason.
func (c *client) call(ctx context.Context, method, target string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, body)
	if err != nil {
		return err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return fmt.Errorf("cannot reach the server at %s: %v (is ezd tactics serve running there?)", hostOf(target), err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fmt.Errorf("the server's answer broke off: %v", err)
	}
	if resp.StatusCode/100 != 2 {
		var e struct{ Error string }
		if json.Unmarshal(b, &e) == nil && e.Error != "" {
			if resp.StatusCode == http.StatusNotFound {
				return errors.New("no such link on that server: check the link, or ask the host for a new one")
			}
			return errors.New(e.Error)
		}
		return fmt.Errorf("the server answered %s", resp.Status)
	}
	if out == nil {
		return nil
	}
	if raw, ok := out.(*[]byte); ok {
		*raw = b
		return nil
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("the server's answer is not what ezd expects (%v): is that an ezd tactics server?", err)
	}
	return nil
}

func hostOf(raw string) string {
	if u, err := url.Parse(raw); err == nil {
		return u.Host
	}
	return raw
}
