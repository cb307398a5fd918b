package view

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"sync"

	"rsc.io/qr"
)

//go:embed assets
var assets embed.FS

// Static returns the files the pages load from /static/: style.css, app.js and
// icons.svg. The server serves them as they are (internal/web's Static).
func Static() fs.FS {
	sub, err := fs.Sub(assets, "assets/static")
	if err != nil {
		panic(err) // the embedded folder is part of the binary: it is always there
	}
	return sub
}

// pages are parsed the first time a page is drawn, never at start-up: every ezd command
// links this package.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(funcs()).ParseFS(assets, "assets/*.html"))
})

// Table writes the table link's page: the battles, a form to start one, and each
// battle's links and QR codes.
func Table(w io.Writer, p TablePage) error { return execute(w, "table", tableView(p)) }

// Battle writes a side's page (red, blue) or the watch page, whole.
func Battle(w io.Writer, p BattlePage) error { return execute(w, "battle", battleView(p)) }

// Board writes the live part of the battle page alone: what the script swaps in when an
// event arrives. It is the page's <main> element, with the same id.
func Board(w io.Writer, p BattlePage) error { return execute(w, "board", battleView(p)) }

// execute renders into a buffer first, so that a template error never leaves half a page
// on the wire.
func execute(w io.Writer, name string, data any) error {
	var b bytes.Buffer
	if err := pages().ExecuteTemplate(&b, name, data); err != nil {
		return fmt.Errorf("drawing the %s page: %w", name, err)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// QR writes text (a link) as a QR code in PNG, medium error correction, for a phone's
// camera to read off the laptop's screen.
func QR(w io.Writer, text string) error {
	if len(text) > 1000 {
		return fmt.Errorf("a link of %d bytes is too long for a QR code (at most 1000)", len(text))
	}
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return fmt.Errorf("QR code: %w", err)
	}
	c.Scale = 6
	_, err = w.Write(c.PNG())
	return err
}
