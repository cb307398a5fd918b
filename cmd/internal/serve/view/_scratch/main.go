// Scratch: serve the view's pages for sample stages and screenshot them. Not committed.
package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	pngpkg "image/png"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/serve/view"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

func check(err error) {
	if err != nil {
		panic(err)
	}
}

func newBattle(bots ...combat.Bot) *combat.Battle {
	red, _ := army.Sample("france-1940")
	blue, _ := army.Sample("germany-1940")
	b, err := combat.New("sedan", red, blue, combat.Settings{Seed: 7, Unit: terrain.Centimetres, Bots: bots})
	check(err)
	return b
}

func ok(_ []combat.Event, err error) { check(err) }

func r(s string) combat.Ref { x, _ := combat.ParseRef(s); return x }

func stage(name string) (*combat.Battle, view.BattlePage) {
	b := newBattle()
	p := view.BattlePage{}
	switch name {
	case "before":
	case "activate":
		ok(b.Initiative(combat.TableDice(5, 2)))
	case "active", "aim":
		ok(b.Initiative(combat.TableDice(5, 2)))
		ok(b.Activate(r("red:1")))
	case "result":
		ok(b.Initiative(combat.TableDice(2, 5)))
		ok(b.Activate(r("blue:2")))
		ok(b.Attack(r("red:2"), terrain.Open, combat.TableDice(6, 1)))
	case "hints":
		ok(b.Initiative(combat.TableDice(5, 2)))
		p.Hints = true
		p.Chance = &view.Chance{Red: 0.56, Blue: 0.43, Draw: 0.01}
		p.Best = []view.Hint{{"activate red:1", 0.56, "Char B1 bis shoots first"}, {"activate red:2", 0.52, "a small tank"}, {"pass", 0.4, "waiting gives blue the first shot"}}
	case "over":
		for i := 0; !b.State().Over() && i < 300; i++ {
			o := b.State().Options()
			switch {
			case o.Initiative:
				ok(b.Initiative(combat.TableDice(6, 1)))
			case len(o.Targets) > 0:
				ok(b.Attack(o.Targets[0], terrain.Open, combat.TableDice(6, 1)))
			case !o.Tank.IsZero():
				ok(b.Done())
			case len(o.Activate) > 0:
				ok(b.Activate(o.Activate[0]))
			default:
				ok(b.Pass())
			}
		}
	case "solo", "solo-choose":
		b = newBattle(combat.Bot{Player: combat.Blue, Stance: "steady"})
		ok(b.Initiative(combat.TableDice(1, 6)))
		if name == "solo" {
			ok(b.Activate(r("blue:1")))
			p.Said = []string{"Blue (ezd, steady): activate blue:1. Panzer IV has the best shot: 58% to win after it."}
		}
	}
	p.State, p.Bots, p.Log = b.State(), b.Bots(), b.Log()
	if b.CanUndo() {
		p.Undoable = p.Log[len(p.Log)-1]
	}
	return b, p
}

// split writes the screenshot in parts of 1000 px high, for the eye.
func split(name string, data []byte) {
	img, err := pngpkg.Decode(bytes.NewReader(data))
	check(err)
	b := img.Bounds()
	for i, y := 1, 0; y < b.Dy(); i, y = i+1, y+1000 {
		part := img.(interface {
			SubImage(r image.Rectangle) image.Image
		}).SubImage(image.Rect(0, y, b.Dx(), min(y+1000, b.Dy())))
		var out bytes.Buffer
		check(pngpkg.Encode(&out, part))
		check(os.WriteFile(strings.TrimSuffix(name, ".png")+fmt.Sprintf(".p%d.png", i), out.Bytes(), 0o644))
	}
}

func main() {
	dir := os.Args[1]
	mux := http.NewServeMux()
	mux.Handle("/static/", http.StripPrefix("/static/", http.FileServerFS(view.Static())))
	mux.HandleFunc("/t", func(w http.ResponseWriter, req *http.Request) {
		var links []view.Link
		for _, role := range []string{"red", "blue", "watch"} {
			links = append(links, view.Link{Role: role, URL: "http://192.168.1.20:8420/b/Xq3v9TzK2mWf8LpR4nYc0A-" + role, QR: "/qr/" + role})
		}
		check(view.Table(w, view.TablePage{Link: "/t", Name: "battle-3",
			Battles: []view.BattleEntry{
				{Name: "arras", Summary: combat.Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 2}, Links: links},
				{Name: "sedan", Summary: combat.Summary{Red: "France 1940", Blue: "Germany 1940", Turn: 3, Winner: combat.Blue}, Bots: []combat.Bot{{Player: combat.Blue, Stance: "steady"}}, Links: links},
			},
			Armies: []view.ArmyChoice{{"sample:france-1940", "France 1940 (sample)"}, {"sample:germany-1940", "Germany 1940 (sample)"}}}))
	})
	mux.HandleFunc("/qr/", func(w http.ResponseWriter, req *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		check(view.QR(w, "http://192.168.1.20:8420/b/Xq3v9TzK2mWf8LpR4nYc0A"))
	})
	mux.HandleFunc("/b/", func(w http.ResponseWriter, req *http.Request) {
		parts := strings.Split(strings.TrimPrefix(req.URL.Path, "/b/"), "/")
		_, p := stage(parts[0])
		p.Link = "/b/" + parts[0] + "/" + parts[1]
		p.Side, _ = combat.ParsePlayer(parts[1])
		p.Query = req.URL.Query()
		if len(parts) > 2 && parts[2] == "board" {
			check(view.Board(w, p))
			return
		}
		if len(parts) > 2 && parts[2] == "events" {
			w.Header().Set("Content-Type", "text/event-stream")
			w.(http.Flusher).Flush()
			<-req.Context().Done()
			return
		}
		check(view.Battle(w, p))
	})
	lv := &live{b: newBattle()}
	mux.HandleFunc("/l/", lv.handle)
	ts := httptest.NewServer(mux)
	defer ts.Close()
	if os.Args[2] == "live" {
		liveCheck(ts.URL, dir)
		return
	}
	if len(os.Args) > 3 && os.Args[3] == "serve" {
		fmt.Println(ts.URL)
		time.Sleep(time.Hour)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath("/usr/bin/chromium"), chromedp.NoSandbox,
		chromedp.Headless, chromedp.DisableGPU)
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	shots := strings.Split(os.Args[2], ",")
	for _, s := range shots {
		// s: path?query@width@theme, e.g. b/aim/red?target=blue:2&cover=light@360@dark
		f := strings.Split(s, "@")
		w, theme := int64(360), "light"
		if len(f) > 1 && f[1] == "1280" {
			w = 1280
		}
		if len(f) > 2 {
			theme = f[2]
		}
		h := int64(740)
		if w == 1280 {
			h = 800
		}
		check(chromedp.Do(ctx, chromedp.EmulateViewport(w, h), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: theme}}})
			return err
		}), chromedp.Navigate(ts.URL+"/"+f[0])))
		time.Sleep(300 * time.Millisecond)
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		check(err)
		name := strings.NewReplacer("/", "_", "?", "_", "&", "_", "=", "-", ":", "").Replace(f[0]) + fmt.Sprintf("-%d-%s.png", w, theme)
		check(os.WriteFile(filepath.Join(dir, name), png, 0o644))
		fmt.Println(name)
		split(filepath.Join(dir, name), png)
	}
	_ = url.Values{}
}
