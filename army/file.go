package army

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"path"
	"slices"
	"strings"

	"github.com/ezd-game/ezd/internal/quote"
	"github.com/ezd-game/ezd/whole"
	"go.yaml.in/yaml/v3"
)

// MaxFileSize is the largest army file read: 1 MiB is thousands of tanks, so anything
// larger is a mistake (or an attack) and is refused before parsing.
const MaxFileSize = 1 << 20

// armyFile is the army file as written on disk. Class is a string so that a wrong class
// becomes a Problem with its line rather than a parse failure that hides the others.
type armyFile struct {
	Name    string `yaml:"name" json:"name"`
	Faction string `yaml:"faction,omitempty" json:"faction,omitempty"`
	Points  *int   `yaml:"points,omitempty" json:"points,omitempty"`
	// Tanks are pointers so that an empty entry ("- " alone) keeps its place in the list
	// and becomes a problem, rather than vanishing and shifting the lines of the rest.
	Tanks []*tankFile `yaml:"tanks" json:"tanks"`
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
	asJSON := strings.EqualFold(path.Ext(name), ".json")
	if asJSON {
		data = bytes.TrimPrefix(data, byteOrderMark)
		if err := checkJSON(data); err != nil {
			return Army{}, err
		}
		var err error
		if data, err = yamlSafeJSON(data); err != nil {
			return Army{}, err
		}
	}
	// The document as a tree, for the lines of its parts. Reading it takes time in
	// proportion to the file, which the decoder below does not promise.
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) == nil {
		if p, crowded := crowdedMapping(&doc); crowded {
			return Army{}, Problems{p}
		}
		if ps := notStrings(&doc); asJSON && ps != nil {
			return Army{}, ps
		}
	}
	// JSON is YAML, so one decoder serves both and gives every problem a line.
	var f armyFile
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var ps Problems
	if err := dec.Decode(&f); err != nil {
		ps = yamlProblems(err, data)
		if ps == nil {
			return Army{}, err
		}
		var te *yaml.TypeError
		if !errors.As(err, &te) || duplicateKey(te) || !isMapping(&doc) {
			// A syntax error, a key given twice (the decoder then drops the whole
			// mapping) or no mapping at all: nothing more can be read that would not
			// mislead.
			return Army{}, ps.inLineOrder()
		}
	}
	ps = append(ps, moreDocuments(dec, data)...)
	at := locate(&doc)
	a := Army{Name: nfc(f.Name), Faction: nfc(f.Faction)}
	if f.Points != nil {
		a.Points = *f.Points
	}
	if p, bad := notWhole(at.pointsValue); bad {
		// YAML reads 10.5 and 1e1 as 10 and 010 as 8 (docs/development.md): refuse all but one way
		// of writing a number, and say nothing of a limit the file did not mean.
		ps = append(ps, Problem{at.points, "points: " + p})
		at.pointsBad = true
	} else if decodesToZero(at.pointsValue) {
		ps = append(ps, Problem{at.points, "points limit 0 is not allowed (leave it out for the default of 10)"})
	}
	reported := map[int]bool{} // tanks whose class is already reported
	for i, tf := range f.Tanks {
		if tf == nil {
			tf = &tankFile{} // an empty entry: validate says what it lacks
		}
		t := Tank{Name: nfc(tf.Name), Model: nfc(tf.Model)}
		var number int
		t.Line, number = at.tank(i)
		if tf.Class != "" {
			c, err := ParseClass(tf.Class)
			if err != nil {
				ps = append(ps, Problem{t.Line, fmt.Sprintf("tank %d: %v", number, err)})
				reported[i] = true
			}
			t.Class = c
		}
		a.Tanks = append(a.Tanks, t)
	}
	a = a.WithDefaults()
	ps = append(ps, a.validate(at, reported)...)
	if len(ps) > 0 {
		return Army{}, ps.inLineOrder()
	}
	return a, nil
}

// inLineOrder sorts the problems by line, keeping the order of those on one line.
func (ps Problems) inLineOrder() Problems {
	slices.SortStableFunc(ps, func(p, q Problem) int { return cmp.Compare(lineOrder(p), lineOrder(q)) })
	return ps
}

// duplicateKey reports whether the decoder found a key given twice.
func duplicateKey(te *yaml.TypeError) bool {
	return slices.ContainsFunc(te.Errors, func(m string) bool { return strings.Contains(m, "already defined at line") })
}

// moreDocuments reports a second army after a "---" line: the decoder reads one document,
// and an army silently cut short would drop tanks. Empty documents are harmless.
func moreDocuments(dec *yaml.Decoder, data []byte) Problems {
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return yamlProblems(err, data)
		}
		if len(doc.Content) > 0 && doc.Content[0].ShortTag() != "!!null" {
			return Problems{{doc.Line, "a second document starts here; an army file holds one army (give the other its own file)"}}
		}
	}
}

// notWhole says what is wrong with a points value that the decoder reads as a number but
// that is not a whole number written as package whole reads them: "10.5", "1e1", "010",
// "0x0A", "+10", "1_0". A minus sign is left to the check of the limit's range, and a
// value that is not a number at all to the decoder.
func notWhole(n *yaml.Node) (string, bool) {
	var v int
	if n == nil || n.Kind != yaml.ScalarNode || n.Decode(&v) != nil {
		return "", false
	}
	if _, err := whole.Parse(strings.TrimPrefix(n.Value, "-")); err != nil {
		return fmt.Sprintf("want a whole number from 1 to %d, not %s", MaxLimit, quote.Text(n.Value)), true
	}
	if n.ShortTag() != "!!int" {
		// "!!float 10" reads as 10 where "10.0" is refused: one way of writing a number.
		return fmt.Sprintf("want a whole number from 1 to %d, not %s %s", MaxLimit, quote.Text(n.Tag), quote.Text(n.Value)), true
	}
	return "", false
}

// decodesToZero reports whether a points value was written and reads as 0. A value that
// does not read as a whole number at all is already a problem of its own.
func decodesToZero(n *yaml.Node) bool {
	var v int
	return n != nil && n.ShortTag() != "!!null" && n.Decode(&v) == nil && v == 0
}

// lineOrder sorts problems by line, those without a line last.
func lineOrder(p Problem) int {
	if p.Line == 0 {
		return math.MaxInt
	}
	return p.Line
}

// positions are the lines on which the parts of an army file start, for the problems that
// belong to them; 0 where the file does not have the part.
type positions struct {
	name, faction, points, tanksKey int
	pointsValue                     *yaml.Node
	pointsBad                       bool // the points value is refused already (notWhole)
	// tanks has the line and the number in the list of each entry of the tanks list that
	// the decoder keeps: mappings and empty entries. It drops any other entry (and says
	// so), so the numbers can skip one.
	tanks []entry
}

type entry struct{ line, number int }

// tank returns the line and the number in the file of the i-th tank the decoder read.
func (at positions) tank(i int) (line, number int) {
	if i < len(at.tanks) {
		return at.tanks[i].line, at.tanks[i].number
	}
	return 0, i + 1
}

// locate finds the positions of the parts of an army file.
func locate(doc *yaml.Node) positions {
	var at positions
	if len(doc.Content) == 0 {
		return at
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, value := root.Content[i], root.Content[i+1]
		switch key.Value {
		case "name":
			at.name = key.Line
		case "faction":
			at.faction = key.Line
		case "points":
			at.points, at.pointsValue = key.Line, value
		case "tanks":
			at.tanksKey = key.Line
			for j, t := range resolve(value).Content {
				switch r := resolve(t); {
				case r.Kind == yaml.MappingNode, r.Kind == yaml.ScalarNode && r.ShortTag() == "!!null":
					at.tanks = append(at.tanks, entry{t.Line, j + 1})
				}
			}
		}
	}
	return at
}

// isMapping reports whether the file's document is a mapping, as an army file must be.
func isMapping(doc *yaml.Node) bool {
	return len(doc.Content) > 0 && resolve(doc.Content[0]).Kind == yaml.MappingNode
}

// maxKeys is the most keys a mapping of an army file may have. An army has four and a tank
// three, so this leaves room for many typos, and it keeps the decoder's check for keys
// given twice, which compares every key with every other, from taking minutes on a
// 1 MiB file of keys.
const maxKeys = 100

// crowdedMapping returns a problem for the first mapping of the document, in file order,
// with more than maxKeys keys.
func crowdedMapping(doc *yaml.Node) (Problem, bool) {
	stack := []*yaml.Node{doc}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n.Kind == yaml.MappingNode && len(n.Content)/2 > maxKeys {
			return Problem{n.Line, fmt.Sprintf("%d keys in one mapping (want name, faction, points and tanks for the army, class, name and model for a tank)", len(n.Content)/2)}, true
		}
		for i := len(n.Content) - 1; i >= 0; i-- {
			stack = append(stack, n.Content[i])
		}
	}
	return Problem{}, false
}

// resolve follows an alias to the node it names.
func resolve(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
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
		f.Tanks = append(f.Tanks, &tankFile{Class: t.Class.String(), Name: t.Name, Model: t.Model})
	}
	return f
}
