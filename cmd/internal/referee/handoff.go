package referee

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// HandOff runs the referee server's binary in ezd's place, with the flags given to cmd:
// on Unix it replaces the ezd process (so a Ctrl-C, a SIGTERM or a kill reaches the server
// itself, and its exit code is the command's); elsewhere it runs as a child with ezd's
// standard streams, and ezd exits with its code.
func HandOff(cmd *cobra.Command) error {
	exe, err := os.Executable()
	if err != nil {
		exe = ""
	}
	path, err := locate(exe, exec.LookPath)
	if err != nil {
		return err
	}
	return handOff(path, flagArgs(cmd.LocalFlags()))
}

// binaryName is Program as a file on this system.
func binaryName() string {
	if runtime.GOOS == "windows" {
		return Program + ".exe"
	}
	return Program
}

// locate finds the server's binary beside the running ezd first (a release archive's
// folder, or the folder go install wrote both to), so that an ezd finds the server of its
// own build rather than an older one elsewhere, then on PATH.
func locate(exe string, lookPath func(string) (string, error)) (string, error) {
	dir := ""
	if exe != "" {
		dir = filepath.Dir(exe)
		beside := filepath.Join(dir, binaryName())
		if fi, err := os.Stat(beside); err == nil && fi.Mode().IsRegular() && (runtime.GOOS == "windows" || fi.Mode().Perm()&0o111 != 0) {
			return beside, nil
		}
	}
	if path, err := lookPath(Program); err == nil {
		return path, nil
	} else if !errors.Is(err, exec.ErrNotFound) && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("cannot run the referee server %s: %v", Program, err)
	}
	where := "beside ezd"
	if dir != "" {
		where = fmt.Sprintf("beside ezd (in %s)", dir)
	}
	return "", fmt.Errorf("the referee server %s is neither %s nor on PATH: it comes in the same release "+
		"archive as ezd (put both in one folder), or install both with "+
		"go install github.com/ezd-game/ezd/cmd/ezd...@latest", Program, where)
}

// flagArgs are the flags given on the command line, each as one --name=value argument, so
// that the server reads them exactly as ezd did (a value starting with a dash stays a value).
func flagArgs(flags *pflag.FlagSet) []string {
	var args []string
	flags.VisitAll(func(f *pflag.Flag) { // not Visit: a command's LocalFlags are a copy that records no changes
		if f.Changed {
			args = append(args, "--"+f.Name+"="+f.Value.String())
		}
	})
	return args
}

// runChild runs the server as a child process with ezd's standard streams and returns its
// exit code as the command's: the server has said all there was to say.
func runChild(path string, args []string) error {
	c := exec.Command(path, args...)
	c.Stdin, c.Stdout, c.Stderr = os.Stdin, os.Stdout, os.Stderr
	// A Ctrl-C reaches the whole console, the server included, which stops cleanly; ezd
	// waits for it (cli.Main already keeps the interrupt from killing ezd) and exits with
	// its code.
	err := c.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &ee) && ee.ExitCode() >= 0:
		return cmdutil.ExitStatus(ee.ExitCode())
	default:
		return fmt.Errorf("cannot run the referee server %s: %v", path, err)
	}
}
