package battles

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ezd-game/ezd/analysis"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/regular"
	"github.com/ezd-game/ezd/combat"
)

// A battle is a session (A7): every turn start after the current turn is valued with one
// turn fewer than the solver's, whatever the turn number. The first win chance or hint of a
// pair of armies solves the whole battle once and keeps those numbers in the user's cache;
// every later `battle hint` and `battle status` builds only the rest of the current turn
// (docs/analysis.md "The solved tables").

// Cache is where solved tables are kept and where the first solve of a pair of armies is
// announced.
type Cache struct {
	// Dir is the folder of the solved tables; "" keeps none.
	Dir string
	// Note is told when a pair of armies is solved for the first time, and why a win
	// chance cannot be given; nil tells nothing.
	Note io.Writer
}

// CacheOf returns the user's cache of solved tables, $XDG_CACHE_HOME/ezd/analysis or
// ~/.cache/ezd/analysis (none when neither is an absolute path), announcing on stderr.
func CacheOf(f *cmdutil.Factory) Cache {
	dir, err := f.CacheDir("analysis")
	if err != nil {
		dir = ""
	}
	return Cache{Dir: dir, Note: f.IO.ErrOut}
}

func (c Cache) note() io.Writer {
	if c.Note == nil {
		return io.Discard
	}
	return c.Note
}

// WithSolver calls ask with a solver for the battle st under optimal play: one made from
// the battle's solved table when the cache has it; otherwise the table is solved (in one
// sweep a turn left, table.go), kept, and asked. A question that needs no table (a refusal,
// a battle that is over) is answered without solving one, and a battle that leaves its
// table is asked afresh. An interrupt (ctx) during the solve, which takes under a second
// and is not cut short, is answered once it is over: the table is kept, for it is whole,
// and the question is not asked, so that nothing is printed or recorded.
func (c Cache) WithSolver(ctx context.Context, st combat.State, ask func(*analysis.Solver) error) error {
	opt := analysis.Options{}
	fresh, err := analysis.ForBattle(st, opt)
	if err != nil {
		return err
	}
	fromTable := func(tbl *analysis.Table) error {
		s, err := analysis.FromTable(st.Red.Army, st.Blue.Army, opt, tbl)
		if err != nil {
			return err
		}
		return ask(s)
	}
	path := ""
	if c.Dir != "" {
		path = filepath.Join(c.Dir, fresh.Identity()+".bin")
		// A table made for other armies under this name is solved and written again.
		if tbl := readTable(path); tbl != nil {
			if s, err := analysis.FromTable(st.Red.Army, st.Blue.Army, opt, tbl); err == nil {
				if err := ask(s); !errors.Is(err, analysis.ErrOutsideTable) {
					return err
				}
				return ask(fresh)
			}
		}
	}
	if err := fromTable(&analysis.Table{}); !errors.Is(err, analysis.ErrOutsideTable) {
		return err // answered, or refused, with no table: none is solved
	}
	if path != "" {
		// Promise to keep the table only where it can be kept (issue 33: with the cache
		// under /dev/full it said "kept in" and kept nothing).
		if err := os.MkdirAll(c.Dir, 0o755); err != nil {
			fmt.Fprintf(c.note(), "solving the matchup for this answer (not kept: %s cannot be made: %v)\n", cmdutil.ShowPath(c.Dir), reason(err))
			path = ""
		} else {
			fmt.Fprintln(c.note(), "solving the matchup for later hints and win chances (once for these armies; kept in "+cmdutil.ShowPath(c.Dir)+")")
		}
	}
	tbl, err := fresh.Table()
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		if path != "" {
			c.keep(path, tbl)
		}
		return err
	}
	if path != "" {
		// The table is written while the question is asked of it: the write waits on the
		// disk (its fsync), the question on the processor.
		kept := make(chan struct{})
		go func() {
			defer close(kept)
			c.keep(path, tbl)
		}()
		defer func() { <-kept }()
	}
	if err := fromTable(tbl); !errors.Is(err, analysis.ErrOutsideTable) {
		return err
	}
	return ask(fresh)
}

// maxTableBytes is the largest solved table ezd reads or writes: 48 bytes a turn start, so
// room for 350,000 turn starts, forty times those of the largest pair of 10-point armies.
const maxTableBytes = 16 << 20

// readTable returns the table kept at path, or nil when there is none or it cannot be read
// (damaged, of another format): it is then solved and written again. Only a regular file of
// a plausible size is read: a named pipe in its place would block the command while it
// holds the battle's lock, and a device or a huge file would cost its size in memory; each
// is treated as no table.
func readTable(path string) *analysis.Table {
	before, err := os.Stat(path)
	if err != nil || !before.Mode().IsRegular() || before.Size() > maxTableBytes {
		return nil
	}
	f, err := regular.Open(path, os.O_RDONLY, before)
	if err != nil {
		return nil
	}
	defer f.Close()
	// The file may grow between the look and the read: read one byte past the limit.
	data, err := io.ReadAll(io.LimitReader(f, maxTableBytes+1))
	if err != nil || len(data) > maxTableBytes {
		return nil
	}
	var tbl analysis.Table
	if tbl.UnmarshalBinary(data) != nil {
		return nil
	}
	return &tbl
}

// keep writes the table atomically, replacing a damaged one, and says so when it could
// not: a cache that cannot be written only costs the next command the solve again.
func (c Cache) keep(path string, tbl *analysis.Table) {
	if err := keepTable(path, tbl); err != nil {
		fmt.Fprintf(c.note(), "the solved table was not kept in %s: %v (the next hint or win chance solves it again)\n", c.Dir, reason(err))
	}
}

// keepTable writes the table atomically.
func keepTable(path string, tbl *analysis.Table) error {
	data, err := tbl.MarshalBinary()
	if err != nil {
		return err
	}
	if len(data) > maxTableBytes {
		return fmt.Errorf("it is larger than %d MiB, which would not be read", maxTableBytes>>20)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return cmdutil.WriteFileAtomic(path, data, true)
}

// reason is the cause of a file system error without the path, which the message gives.
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
