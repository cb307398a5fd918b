package army

import (
	"fmt"
	"strings"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// tankSpec is one --tank CLASS[:NAME] or --model MODEL[:NAME] as typed.
type tankSpec struct {
	model bool
	value string
}

// tankFlag collects --tank and --model into one list, so that the roster keeps the order
// in which the flags were given.
type tankFlag struct {
	specs *[]tankSpec
	model bool
}

func (t *tankFlag) String() string { return "" }

func (t *tankFlag) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("empty %s", t.Type())
	}
	*t.specs = append(*t.specs, tankSpec{model: t.model, value: s})
	return nil
}

func (t *tankFlag) Type() string {
	if t.model {
		return "MODEL[:NAME]"
	}
	return "CLASS[:NAME]"
}

// tank turns the flag into the next tank of a, named as the form would name it when no
// name is given.
func (s tankSpec) tank(a armypkg.Army) (armypkg.Tank, error) {
	what, name, _ := strings.Cut(s.value, ":")
	what, name = strings.TrimSpace(what), strings.TrimSpace(name)
	var t armypkg.Tank
	if s.model {
		v, ok := armypkg.Lookup(what)
		if !ok {
			return t, fmt.Errorf("--model %s: not in the catalogue (see 'ezd army catalogue'; for any other vehicle use --tank CLASS:NAME)", cmdutil.Quoted(what))
		}
		t = armypkg.Tank{Class: v.Class, Model: v.Name}
	} else {
		c, err := armypkg.ParseClass(what)
		if err != nil {
			if v, ok := armypkg.Lookup(what); ok {
				return t, fmt.Errorf("--tank %s: that is a catalogue vehicle; add it with --model %q", cmdutil.Quoted(what), v.Name)
			}
			return t, fmt.Errorf("--tank %s: %w", cmdutil.Quoted(s.value), err)
		}
		t = armypkg.Tank{Class: c}
	}
	t.Name = name
	if t.Name == "" {
		t.Name = defaultTankName(a, tankChoice{Class: t.Class, Model: t.Model})
	}
	return t, nil
}
