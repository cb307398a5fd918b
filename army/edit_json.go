package army

import (
	"bytes"
	"encoding/json"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// writeJSON writes a YAML tree read from a JSON army file back as compact JSON, keys in
// the file's order. JSON has no comments to keep; the order and the fields the person
// wrote are kept as in YAML.
func writeJSON(b *bytes.Buffer, n *yaml.Node) error {
	n = resolve(n)
	switch n.Kind {
	case yaml.MappingNode:
		b.WriteByte('{')
		for i := 0; i+1 < len(n.Content); i += 2 {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSONString(b, n.Content[i].Value)
			b.WriteByte(':')
			if err := writeJSON(b, n.Content[i+1]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case yaml.SequenceNode:
		b.WriteByte('[')
		for i, c := range n.Content {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := writeJSON(b, c); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!null":
			b.WriteString("null")
		case "!!bool", "!!int", "!!float":
			var v any
			if err := n.Decode(&v); err != nil {
				return err
			}
			out, err := json.Marshal(v)
			if err != nil {
				return err
			}
			b.Write(out)
		default:
			writeJSONString(b, n.Value)
		}
	default:
		return fmt.Errorf("line %d: cannot write this part of the army as JSON", n.Line)
	}
	return nil
}

// writeJSONString writes s as a JSON string, leaving <, > and & as they are.
func writeJSONString(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)       // a string always encodes
	b.Truncate(b.Len() - 1) // the encoder's newline
}

// jsonIndent indents compact JSON by two spaces, as `army new` writes JSON.
func jsonIndent(out *bytes.Buffer, compact []byte) error {
	if err := json.Indent(out, compact, "", "  "); err != nil {
		return fmt.Errorf("write JSON: %w", err)
	}
	return nil
}
