package cmdutil

import (
	"strings"

	"github.com/ezd-game/ezd/army"
)

// ArmyBytes returns the army file named by arg as it is written, for a command that edits
// it rather than only reads it: the file, read as LoadArmy reads it, or the YAML of a
// sample ("sample:NAME"). name is what to call it: the file, or NAME.yaml for a sample.
func ArmyBytes(arg string) (data []byte, name string, err error) {
	if strings.HasPrefix(arg, army.SamplePrefix) {
		data, err = army.SampleFile(arg)
		return data, strings.TrimPrefix(arg, army.SamplePrefix) + ".yaml", err
	}
	data, err = readArmyFile(arg)
	return data, arg, err
}
