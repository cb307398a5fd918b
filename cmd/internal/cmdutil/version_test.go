package cmdutil

import (
	"runtime/debug"
	"testing"
)

// clone is what Go records of a `go build` in a git clone at commit 3e4b22c1a2b3.
func clone(version, modified string) *debug.BuildInfo {
	return &debug.BuildInfo{
		Main: debug.Module{Path: "github.com/ezd-game/ezd", Version: version},
		Settings: []debug.BuildSetting{
			{Key: "-trimpath", Value: "true"},
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: "3e4b22c1a2b3d4e5f60718293a4b5c6d7e8f9012"},
			{Key: "vcs.time", Value: "2026-12-01T11:30:00Z"},
			{Key: "vcs.modified", Value: modified},
		},
	}
}

// ezd --version tells the version, the commit and the build date, from the
// release's ldflags or from the module's build info, and never just "devel".
func TestVersionSaysWhichBuild(t *testing.T) {
	const full = "3e4b22c1a2b3d4e5f60718293a4b5c6d7e8f9012"
	tests := []struct {
		name                  string
		version, commit, date string
		bi                    *debug.BuildInfo
		want                  string
	}{
		{
			name:    "release: the ldflags win over what Go recorded",
			version: "0.1.0", commit: full, date: "2026-12-01T11:30:00Z",
			bi:   clone("v0.0.0-20261201113000-3e4b22c1a2b3+dirty", "true"),
			want: "0.1.0 (commit 3e4b22c1a2b3, built 2026-12-01T11:30:00Z)",
		},
		{
			name:    "release with a version only",
			version: "0.1.0",
			want:    "0.1.0",
		},
		{
			name: "clone, clean tree",
			bi:   clone("v0.0.0-20261201113000-3e4b22c1a2b3", "false"),
			want: "v0.0.0-20261201113000-3e4b22c1a2b3 (commit 3e4b22c1a2b3, committed 2026-12-01T11:30:00Z)",
		},
		{
			name: "clone with local changes",
			bi:   clone("v0.0.0-20261201113000-3e4b22c1a2b3+dirty", "true"),
			want: "v0.0.0-20261201113000-3e4b22c1a2b3+dirty (commit 3e4b22c1a2b3, modified, committed 2026-12-01T11:30:00Z)",
		},
		{
			name: "clone, a Go that stamps no module version",
			bi:   clone("(devel)", "false"),
			want: "devel (commit 3e4b22c1a2b3, committed 2026-12-01T11:30:00Z)",
		},
		{
			name: "go install of a tagged version: no VCS settings",
			bi:   &debug.BuildInfo{Main: debug.Module{Path: "github.com/ezd-game/ezd", Version: "v1.2.3"}},
			want: "v1.2.3",
		},
		{
			name: "go run or -buildvcs=false: nothing recorded",
			bi:   &debug.BuildInfo{Main: debug.Module{Path: "github.com/ezd-game/ezd", Version: "(devel)"}},
			want: "devel (built without version control information)",
		},
		{
			name: "no build info at all",
			want: "devel (built without module information)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := describe(tt.version, tt.commit, tt.date, tt.bi); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
