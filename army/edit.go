package army

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// ReadForEdit reads an army file to be changed, as Parse does, but also an army whose
// tanks cost more than its limit (R1): `army edit` opens it so the person can fix it.
// The problems then say what is over; any other problem is the error.
func ReadForEdit(name string, data []byte) (Army, Problems, error) {
	a, err := Parse(name, data)
	if err == nil {
		return a, nil, nil
	}
	var ps Problems
	doc, derr := editableDoc(name, data)
	if !errors.As(err, &ps) || derr != nil {
		return Army{}, nil, err
	}
	// Parse again with the limit lifted: if nothing else is wrong, the limit was all.
	root := doc.Content[0]
	points := mappingValue(root, "points")
	limit := 0
	if points != nil && points.Decode(&limit) != nil {
		return Army{}, nil, err
	}
	setScalar(root, "points", strconv.Itoa(MaxLimit), "!!int", "tanks")
	lifted, merr := yaml.Marshal(doc)
	if merr != nil {
		return Army{}, nil, err
	}
	a, lerr := Parse(strings.TrimSuffix(name, path.Ext(name))+".yaml", lifted)
	if lerr != nil {
		return Army{}, nil, err
	}
	a.Points = limit
	return a, a.Validate(), nil
}

// Rewrite returns the army file data with the army old, as ReadForEdit read it, changed to
// a. It edits the file's YAML tree rather than writing the army afresh, so
// what the person wrote survives: comments, the order of keys and tanks, a `points:` line
// at the default, and tanks left unnamed, whose R1 default name stays unsaid. Tanks are
// known by Tank.Line: those of old keep their entries, those without a line are new. A
// JSON file stays JSON, in its own key order.
func Rewrite(name string, data []byte, old, a Army) ([]byte, error) {
	doc, err := editableDoc(name, data)
	if err != nil {
		return nil, err
	}
	root := doc.Content[0]
	setScalar(root, "name", a.Name, "!!str", "")
	if a.Faction != "" || mappingValue(root, "faction") != nil {
		setScalar(root, "faction", a.Faction, "!!str", "points")
	}
	if a.Points != 0 || mappingValue(root, "points") != nil {
		setScalar(root, "points", strconv.Itoa(a.Limit()), "!!int", "tanks")
	}
	tanksKey := mappingValue(root, "tanks")
	if tanksKey == nil {
		tanksKey = &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		root.Content = append(root.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "tanks"}, tanksKey)
	}
	seq := resolve(tanksKey)
	entries := seq.Content
	used := make([]bool, len(old.Tanks))
	last := -1
	var content []*yaml.Node
	for i, t := range a.Tanks {
		k := oldTank(old, t, used, last)
		var node *yaml.Node
		if k >= 0 && k < len(entries) {
			used[k], last = true, k
			node = ownCopy(entries[k])
		} else {
			node = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: entryStyle(entries)}
			setScalar(node, "class", t.Class.String(), "!!str", "")
		}
		// A tank the file left unnamed, shown by the builder under its R1 default name,
		// stays unnamed unless the person gave it another.
		unnamedAs := ""
		if k >= 0 && mappingValue(node, "name") == nil {
			unnamedAs = old.TankName(k)
		}
		writeTank(node, a, i, unnamedAs)
		content = append(content, node)
	}
	seq.Content = content
	if len(content) == 0 {
		seq.Style = yaml.FlowStyle
	}
	updateHeader(doc, a)
	if strings.EqualFold(path.Ext(name), ".json") {
		var b bytes.Buffer
		if err := writeJSON(&b, root); err != nil {
			return nil, err
		}
		var out bytes.Buffer
		if err := jsonIndent(&out, b.Bytes()); err != nil {
			return nil, err
		}
		return append(out.Bytes(), '\n'), nil
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return b.Bytes(), enc.Close()
}

// editableDoc reads an army file's YAML tree; the army must be a mapping.
func editableDoc(name string, data []byte) (*yaml.Node, error) {
	if strings.EqualFold(path.Ext(name), ".json") {
		var err error
		if data, err = yamlSafeJSON(bytes.TrimPrefix(data, byteOrderMark)); err != nil {
			return nil, err
		}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	if !isMapping(&doc) {
		return nil, errors.New("the army file is not a mapping of name, faction, points and tanks")
	}
	doc.Content[0] = resolve(doc.Content[0])
	return &doc, nil
}

// oldTank returns the index in old of the tank t came from, or -1 for a new tank. The
// builder keeps the order of the tanks it does not remove, so the match is the first
// unused tank after the last match with t's line, preferring one of t's class and model
// (tanks written on one line share it).
func oldTank(old Army, t Tank, used []bool, last int) int {
	if t.Line == 0 {
		return -1
	}
	first := -1
	for k := last + 1; k < len(old.Tanks); k++ {
		o := old.Tanks[k]
		if used[k] || o.Line != t.Line {
			continue
		}
		if o.Class == t.Class && o.Model == t.Model {
			return k
		}
		if first < 0 {
			first = k
		}
	}
	return first
}

// writeTank brings a tank's entry in line with the army's i-th tank. A class the file left
// to the model (R12) stays unsaid, and so does the name of a tank the file left unnamed
// (unnamedAs is then its R1 default name when it was read) while its name is still an R1
// default, then or now. A new tank's name is left unsaid when it is its R1 default.
func writeTank(node *yaml.Node, a Army, i int, unnamedAs string) {
	t := a.Tanks[i]
	if mappingValue(node, "class") != nil {
		setScalar(node, "class", t.Class.String(), "!!str", "")
	}
	unnamed := a
	unnamed.Tanks = append([]Tank(nil), a.Tanks...)
	unnamed.Tanks[i].Name = ""
	isNew := mappingValue(node, "name") == nil && unnamedAs == "" && t.Line == 0
	switch def := unnamed.TankName(i); {
	case t.Name == "", unnamedAs != "" && (t.Name == def || t.Name == unnamedAs), isNew && t.Name == def:
		deleteKey(node, "name")
	default:
		setScalar(node, "name", t.Name, "!!str", "model")
	}
	if t.Model != "" {
		setScalar(node, "model", t.Model, "!!str", "")
	} else {
		deleteKey(node, "model")
	}
}

// entryStyle is the style of a new tank's entry: as its neighbours are written.
func entryStyle(entries []*yaml.Node) yaml.Style {
	if len(entries) > 0 {
		return resolve(entries[len(entries)-1]).Style
	}
	return 0
}

// ownCopy returns the entry itself, or a copy of the mapping an alias points at, so that a
// change to one tank never changes another that shares its anchor.
func ownCopy(n *yaml.Node) *yaml.Node {
	if n.Kind != yaml.AliasNode {
		if n.Kind != yaml.MappingNode { // "- " alone: an empty entry becomes a mapping
			return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", HeadComment: n.HeadComment, LineComment: n.LineComment}
		}
		return n
	}
	target := resolve(n)
	c := *target
	c.Anchor = ""
	c.Content = make([]*yaml.Node, len(target.Content))
	for i, k := range target.Content {
		kc := *k
		c.Content[i] = &kc
	}
	return &c
}

// mappingValue returns the value of key in mapping m, or nil.
func mappingValue(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

// setScalar sets key in mapping m to a scalar, keeping the key's place and comments; a new
// key goes before the key named before (at the end if there is none).
func setScalar(m *yaml.Node, key, value, tag, before string) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			v := m.Content[i+1]
			if v.Kind != yaml.ScalarNode || v.Value != value {
				*v = yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: value,
					HeadComment: v.HeadComment, LineComment: v.LineComment, FootComment: v.FootComment}
			}
			return
		}
	}
	k := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key}
	v := &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: value}
	at := len(m.Content)
	for i := 0; i+1 < len(m.Content); i += 2 {
		if before != "" && m.Content[i].Value == before {
			at = i
		}
	}
	m.Content = append(m.Content[:at], append([]*yaml.Node{k, v}, m.Content[at:]...)...)
}

// deleteKey removes key from mapping m, moving its comments to the next key so that none
// is lost.
func deleteKey(m *yaml.Node, key string) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value != key {
			continue
		}
		k, v := m.Content[i], m.Content[i+1]
		moved := strings.TrimSpace(strings.Join([]string{k.HeadComment, k.LineComment, v.LineComment, v.FootComment}, "\n"))
		m.Content = append(m.Content[:i], m.Content[i+2:]...)
		if moved != "" && i < len(m.Content) {
			next := m.Content[i]
			next.HeadComment = strings.TrimSpace(moved + "\n" + next.HeadComment)
		} else if moved != "" {
			m.FootComment = strings.TrimSpace(m.FootComment + "\n" + moved)
		}
		return
	}
}

// savedHeader is the first line `army new` writes, or the first line of a sample: an edit
// brings its totals up to date (issue 32: a tank removed left "10 of 10 points" behind).
// The rest of the line, and every other comment, stays as written. Compiled at the first
// edit, not when ezd starts.
var savedHeader = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\A(# Ein, Zwei, Drei (?:sample )?army:[^\n]*? )\d+ of \d+ points\.`)
})

// updateHeader rewrites the totals of the header comment. The YAML decoder keeps a comment
// at the top of the file on the document, on the army's mapping or on its first key,
// depending on the blank lines around it, so all three are looked at.
func updateHeader(doc *yaml.Node, a Army) {
	now := fmt.Sprintf("${1}%d of %d points.", a.Fielded(), a.Limit())
	root := doc.Content[0]
	nodes := []*yaml.Node{doc, root}
	if len(root.Content) > 0 {
		nodes = append(nodes, root.Content[0])
	}
	for _, n := range nodes {
		if savedHeader().MatchString(n.HeadComment) {
			n.HeadComment = savedHeader().ReplaceAllString(n.HeadComment, now)
			return
		}
	}
}
