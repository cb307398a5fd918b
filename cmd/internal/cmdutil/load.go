package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ezd-game/ezd/army"
)

// ProblemsError is an army file's problems, each printed as "FILE:LINE: message" (or
// "FILE: message" where no line applies) as compilers do, so editors can jump to them.
type ProblemsError struct {
	File     string
	Problems army.Problems
}

// A newline in the file's name would split "FILE:LINE:" in two, so the name is shown with
// ShowPath; a problem's message is one line of the army package's own words.
func (e *ProblemsError) Error() string {
	lines := make([]string, len(e.Problems))
	file := ShowPath(e.File)
	for i, p := range e.Problems {
		if p.Line > 0 {
			lines[i] = fmt.Sprintf("%s:%d: %s", file, p.Line, p.Message)
		} else {
			lines[i] = fmt.Sprintf("%s: %s", file, p.Message)
		}
	}
	return strings.Join(lines, "\n")
}

// LoadArmy reads the army named by arg: an army file, or "sample:NAME" for an embedded
// sample. Every problem of the file is reported at once.
func LoadArmy(arg string) (army.Army, error) {
	if strings.HasPrefix(arg, army.SamplePrefix) {
		return army.Sample(arg)
	}
	if arg == "" {
		return army.Army{}, Usagef("the army is an empty name: give an army file or sample:NAME (try sample:%s)", army.SampleNames()[0])
	}
	data, err := readArmyFile(arg)
	if err != nil {
		return army.Army{}, err
	}
	a, err := army.Parse(arg, data)
	var ps army.Problems
	if errors.As(err, &ps) {
		return army.Army{}, &ProblemsError{arg, ps}
	}
	return a, err
}

// readArmyFile reads at most army.MaxFileSize bytes, so a huge file is refused without
// being read into memory.
func readArmyFile(name string) ([]byte, error) {
	f, err := OpenRegular(name, "an army file")
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%s: no such army file (try sample:%s)", ShowPath(name), army.SampleNames()[0])
		}
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, army.MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ShowPath(name), err)
	}
	if len(data) > army.MaxFileSize {
		return nil, fmt.Errorf("%s: file is larger than %d KiB; an army file is never that big", ShowPath(name), army.MaxFileSize>>10)
	}
	return data, nil
}

// ParseClassFlag reads a class given to a flag, naming the flag in the error.
func ParseClassFlag(flag, value string) (army.Class, error) {
	c, err := army.ParseClass(value)
	if err != nil {
		return 0, fmt.Errorf("--%s: %w", flag, err)
	}
	return c, nil
}
