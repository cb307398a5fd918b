package cmdutil

import (
	"fmt"
	"path/filepath"
)

// Where ezd keeps files of its own, by the XDG Base Directory spec: what the players made
// (battles, Tank War records) under the data folder, what can be made again (solved
// tables) under the cache folder. Both are read through the Factory's Getenv, so tests
// choose them. The spec says a relative XDG_DATA_HOME or XDG_CACHE_HOME is invalid and
// must be ignored, so a stray "XDG_DATA_HOME=." cannot scatter battles into the current
// folder; the same goes for a relative HOME.

// DataDir returns the folder where ezd keeps files of one kind that the players made
// ("battles", "tankwar"): $XDG_DATA_HOME/ezd/KIND, or ~/.local/share/ezd/KIND when
// XDG_DATA_HOME is unset. It is not created.
func (f *Factory) DataDir(kind string) (string, error) {
	return f.place("XDG_DATA_HOME", filepath.Join(".local", "share"), kind)
}

// CacheDir returns the folder where ezd keeps files of one kind that it can make again
// ("analysis", the solved tables): $XDG_CACHE_HOME/ezd/KIND, or ~/.cache/ezd/KIND when
// XDG_CACHE_HOME is unset. It is not created.
func (f *Factory) CacheDir(kind string) (string, error) {
	return f.place("XDG_CACHE_HOME", ".cache", kind)
}

// place is $XDG/ezd/kind, or $HOME/underHome/ezd/kind.
func (f *Factory) place(xdg, underHome, kind string) (string, error) {
	if dir := f.Getenv(xdg); dir != "" && filepath.IsAbs(dir) {
		return filepath.Join(dir, "ezd", kind), nil
	}
	home := f.Getenv("HOME")
	if home == "" || !filepath.IsAbs(home) {
		return "", fmt.Errorf("cannot find where to keep %s: set HOME or %s to an absolute path", kind, xdg)
	}
	return filepath.Join(home, underHome, "ezd", kind), nil
}
