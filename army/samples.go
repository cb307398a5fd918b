package army

import (
	"embed"
	"fmt"
	"path"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
)

//go:embed samples/*.yaml
var samples embed.FS

// SamplePrefix marks a sample army where a command takes an army file: "sample:france-1940".
const SamplePrefix = "sample:"

// SampleNames returns the names of the embedded sample armies, sorted.
func SampleNames() []string {
	entries, _ := samples.ReadDir("samples") // embedded: cannot fail
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = strings.TrimSuffix(e.Name(), ".yaml")
	}
	return names
}

// SampleFile returns the YAML of the sample army name, with or without SamplePrefix.
func SampleFile(name string) ([]byte, error) {
	name = strings.TrimPrefix(name, SamplePrefix)
	data, err := samples.ReadFile(path.Join("samples", name+".yaml"))
	if err != nil {
		return nil, fmt.Errorf("no sample army %s (want one of %s)", quote.Value(name), strings.Join(SampleNames(), ", "))
	}
	return data, nil
}

// Sample returns the parsed sample army name, with or without SamplePrefix.
func Sample(name string) (Army, error) {
	data, err := SampleFile(name)
	if err != nil {
		return Army{}, err
	}
	return Parse(name+".yaml", data)
}
