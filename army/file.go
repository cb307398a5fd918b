package army

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// MaxFileSize is the largest army file read: 1 MiB is thousands of tanks, so anything
// larger is a mistake (or an attack) and is refused before parsing.
const MaxFileSize = 1 << 20

// armyFile is the army file as written on disk. Class is a string so that a wrong class
// becomes a Problem with its line rather than a parse failure that hides the others.
type armyFile struct {
	Name    string     `yaml:"name" json:"name"`
	Faction string     `yaml:"faction,omitempty" json:"faction,omitempty"`
	Points  *int       `yaml:"points,omitempty" json:"points,omitempty"`
	Tanks   []tankFile `yaml:"tanks" json:"tanks"`
}

type tankFile struct {
	Class string `yaml:"class,omitempty" json:"class,omitempty"`
	Name  string `yaml:"name,omitempty" json:"name,omitempty"`
	Model string `yaml:"model,omitempty" json:"model,omitempty"`
}

// Parse reads an army file, choosing JSON for a name ending in .json and YAML otherwise.
// It returns every problem at once as Problems, each with its line where it has one: the
// file's syntax, unknown fields, and every R1 and R12 rule. The army it returns has the R1
// defaults filled in.
func Parse(name string, data []byte) (Army, error) {
	if len(data) > MaxFileSize {
		return Army{}, Problems{{Message: fmt.Sprintf("file is larger than %d KiB; an army file is never that big", MaxFileSize>>10)}}
	}
	if strings.EqualFold(path.Ext(name), ".json") {
		if err := checkJSON(data); err != nil {
			return Army{}, err
		}
	}
	// JSON is YAML, so one decoder serves both and gives every problem a line.
	var f armyFile
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var ps Problems
	if err := dec.Decode(&f); err != nil {
		ps = yamlProblems(err)
		if ps == nil {
			return Army{}, err
		}
		var te *yaml.TypeError
		if !errors.As(err, &te) {
			return Army{}, ps // a syntax error: nothing more can be read
		}
	}
	lines := tankLines(data)
	a := Army{Name: strings.TrimSpace(f.Name), Faction: strings.TrimSpace(f.Faction)}
	if f.Points != nil {
		a.Points = *f.Points
		if a.Points == 0 {
			ps = append(ps, Problem{Message: "points limit 0 is not allowed (leave it out for the default of 10)"})
		}
	}
	reported := map[int]bool{} // tanks whose class is already reported
	for i, tf := range f.Tanks {
		t := Tank{Name: strings.TrimSpace(tf.Name), Model: strings.TrimSpace(tf.Model)}
		if i < len(lines) {
			t.Line = lines[i]
		}
		if tf.Class != "" {
			c, err := ParseClass(tf.Class)
			if err != nil {
				ps = append(ps, Problem{t.Line, fmt.Sprintf("tank %d: %v", i+1, err)})
				reported[i] = true
			}
			t.Class = c
		}
		a.Tanks = append(a.Tanks, t)
	}
	a = a.WithDefaults()
	ps = append(ps, a.validate(reported)...)
	if len(ps) > 0 {
		slices.SortStableFunc(ps, func(p, q Problem) int { return cmp.Compare(lineOrder(p), lineOrder(q)) })
		return Army{}, ps
	}
	return a, nil
}

// lineOrder sorts problems by line, those without a line last.
func lineOrder(p Problem) int {
	if p.Line == 0 {
		return math.MaxInt
	}
	return p.Line
}

var yamlLine = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)
var unknownField = regexp.MustCompile(`^field (\S+) not found in type army\.(\w+)$`)

// yamlProblems turns the decoder's error into Problems with lines and plain words.
func yamlProblems(err error) Problems {
	var msgs []string
	var te *yaml.TypeError
	if errors.As(err, &te) {
		msgs = te.Errors
	} else {
		msgs = []string{err.Error()}
	}
	var ps Problems
	for _, m := range msgs {
		p := Problem{Message: strings.TrimPrefix(m, "yaml: ")}
		if sub := yamlLine.FindStringSubmatch(m); sub != nil {
			p.Line, _ = strconv.Atoi(sub[1])
			p.Message = sub[2]
		}
		if sub := unknownField.FindStringSubmatch(p.Message); sub != nil {
			where := "army"
			if sub[2] == "tankFile" {
				where = "tank"
			}
			p.Message = fmt.Sprintf("unknown %s field %q (want %s)", where, sub[1], knownFields(where))
		}
		switch {
		case strings.Contains(p.Message, "cannot unmarshal"):
			p.Message = "wrong kind of value: " + p.Message
		case te == nil:
			p.Message = "invalid YAML: " + p.Message
		}
		ps = append(ps, p)
	}
	if err.Error() == "EOF" {
		return Problems{{Message: "the file is empty (want name: and tanks:)"}}
	}
	return ps
}

func knownFields(where string) string {
	if where == "tank" {
		return "class, name or model"
	}
	return "name, faction, points or tanks"
}

// tankLines returns the line on which each entry of the tanks list starts.
func tankLines(data []byte) []int {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return nil
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "tanks" {
			var lines []int
			for _, t := range root.Content[i+1].Content {
				lines = append(lines, t.Line)
			}
			return lines
		}
	}
	return nil
}

// checkJSON reports a JSON syntax error with its line, before the YAML decoder (which is
// more lenient) sees the file.
func checkJSON(data []byte) error {
	var v any
	err := json.Unmarshal(data, &v)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
		return Problems{{Line: line, Message: "invalid JSON: " + strings.TrimPrefix(se.Error(), "json: ")}}
	}
	if err != nil {
		return Problems{{Message: "invalid JSON: " + err.Error()}}
	}
	return nil
}

// MarshalYAML writes the army as a readable YAML army file. Default names are written out
// so the file says what the table sees.
func (a Army) MarshalYAML() ([]byte, error) {
	f := toFile(a)
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "# Ein, Zwei, Drei army: %d of %d points. Check it with: ezd army validate FILE\n", a.Fielded(), a.Limit())
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), enc.Close()
}

// MarshalJSON writes the army in the army file's JSON form.
func (a Army) MarshalJSON() ([]byte, error) { return json.MarshalIndent(toFile(a), "", "  ") }

func toFile(a Army) armyFile {
	a = a.WithDefaults()
	f := armyFile{Name: a.Name, Faction: a.Faction}
	if a.Points != 0 {
		f.Points = &a.Points
	}
	for _, t := range a.Tanks {
		f.Tanks = append(f.Tanks, tankFile{Class: t.Class.String(), Name: t.Name, Model: t.Model})
	}
	return f
}
