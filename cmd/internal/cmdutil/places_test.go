package cmdutil

import (
	"strings"
	"testing"
)

// The XDG Base Directory spec: the variable wins when it is an absolute path; an empty
// or relative one is ignored, and then HOME's default is used.
func TestDataAndCacheDir(t *testing.T) {
	tests := []struct {
		name      string
		env       map[string]string
		data      string
		cache     string
		err, cerr string
	}{
		{name: "XDG wins", env: map[string]string{"XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "/cache", "HOME": "/home/ann"},
			data: "/data/ezd/battles", cache: "/cache/ezd/analysis"},
		{name: "default under HOME", env: map[string]string{"HOME": "/home/ann"},
			data: "/home/ann/.local/share/ezd/battles", cache: "/home/ann/.cache/ezd/analysis"},
		{name: "empty XDG is unset", env: map[string]string{"XDG_DATA_HOME": "", "XDG_CACHE_HOME": "", "HOME": "/home/ann"},
			data: "/home/ann/.local/share/ezd/battles", cache: "/home/ann/.cache/ezd/analysis"},
		{name: "relative XDG is ignored", env: map[string]string{"XDG_DATA_HOME": "data", "XDG_CACHE_HOME": ".", "HOME": "/home/ann"},
			data: "/home/ann/.local/share/ezd/battles", cache: "/home/ann/.cache/ezd/analysis"},
		{name: "no HOME", env: map[string]string{},
			err: "cannot find where to keep battles: set HOME or XDG_DATA_HOME", cerr: "set HOME or XDG_CACHE_HOME"},
		{name: "relative HOME", env: map[string]string{"HOME": "ann"},
			err: "set HOME or XDG_DATA_HOME", cerr: "set HOME or XDG_CACHE_HOME"},
		{name: "XDG without HOME", env: map[string]string{"XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "/cache"},
			data: "/data/ezd/battles", cache: "/cache/ezd/analysis"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &Factory{Getenv: func(k string) string { return tt.env[k] }}
			check := func(what string, got string, err error, want, wantErr string) {
				t.Helper()
				if wantErr != "" {
					if err == nil || !strings.Contains(err.Error(), wantErr) {
						t.Errorf("%s = %q, %v; want an error saying %q", what, got, err, wantErr)
					}
					return
				}
				if err != nil || got != want {
					t.Errorf("%s = %q, %v; want %q", what, got, err, want)
				}
			}
			got, err := f.DataDir("battles")
			check("DataDir", got, err, tt.data, tt.err)
			got, err = f.CacheDir("analysis")
			check("CacheDir", got, err, tt.cache, tt.cerr)
		})
	}
}
