package cmdutil

import (
	"runtime/debug"
	"strings"
)

// The release build sets these with -ldflags "-X github.com/ezd-game/ezd/cmd/internal/cmdutil.version=..."
// (see .goreleaser.yaml): the release's version, its full commit and the commit's time, which
// is also the build date, so that building the same tag twice gives the same binary.
var (
	version = ""
	commit  = ""
	date    = ""
)

// Version says which build this is, for `--version` (of ezd and of the referee server,
// ezd-tactics-server, which the same release builds) and bug reports: the version, the
// commit and its date. A release says what its build stamped; a `go build` or `go install`
// from a clone says what Go recorded of the clone (the module version, vcs.revision,
// vcs.modified and vcs.time); a `go install ...@v1.2.3` says its module version.
func Version() string {
	bi, _ := debug.ReadBuildInfo()
	return describe(version, commit, date, bi)
}

// describe is Version with what the build stamped and what Go recorded passed in, so that a
// test can give it every kind of build.
func describe(version, commit, date string, bi *debug.BuildInfo) string {
	if version != "" {
		var about []string
		if commit != "" {
			about = append(about, "commit "+short(commit))
		}
		if date != "" {
			about = append(about, "built "+date)
		}
		return withDetails(version, about)
	}
	if bi == nil {
		return "devel (built without module information)"
	}
	v := bi.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	var revision, modified, when string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value
		case "vcs.time":
			when = s.Value
		}
	}
	if revision == "" {
		if v == "devel" {
			// go run, go test, a tree without .git, or -buildvcs=false: Go recorded nothing.
			return "devel (built without version control information)"
		}
		return v // go install ...@v1.2.3: the module version names the commit
	}
	about := []string{"commit " + short(revision)}
	if modified == "true" {
		about = append(about, "modified")
	}
	if when != "" {
		// vcs.time is when the commit was made, not when it was built.
		about = append(about, "committed "+when)
	}
	return withDetails(v, about)
}

// short cuts a commit hash to 12 digits, as Go's pseudo-versions do: enough to find it.
func short(hash string) string {
	if len(hash) > 12 {
		return hash[:12]
	}
	return hash
}

// withDetails writes "v (a, b)", or v alone when there is nothing to add.
func withDetails(v string, about []string) string {
	if len(about) == 0 {
		return v
	}
	return v + " (" + strings.Join(about, ", ") + ")"
}
