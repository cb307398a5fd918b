package army

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/ezd-game/ezd/internal/quote"
)

// byteOrderMark is what some editors on Windows put at the start of a UTF-8 file. JSON
// forbids writing one but lets readers skip it, and so do we.
var byteOrderMark = []byte("\xef\xbb\xbf")

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

// yamlSafeJSON rewrites valid JSON into YAML that reads the same, keeping every line where
// it is so that problems keep their lines. JSON is nearly YAML, but the YAML decoder knows
// no \/ escape and no surrogate pairs (\ud83d\ude00), refuses some characters that JSON
// allows raw in strings (DEL, the C1 controls, U+FFFE) and folds others into a space (NEL,
// U+2028, U+2029). Each of those becomes a \U escape. A byte that is not UTF-8 and a lone
// surrogate (\ud800), which encoding/json reads as U+FFFD, are refused with their line,
// as the YAML path refuses a byte that is not UTF-8 (issue 33): a name would change.
func yamlSafeJSON(data []byte) ([]byte, error) {
	var out bytes.Buffer
	out.Grow(len(data))
	inString := false
	for i := 0; i < len(data); {
		c := data[i]
		switch {
		case !inString:
			inString = c == '"'
			out.WriteByte(c)
			i++
		case c == '"':
			inString = false
			out.WriteByte(c)
			i++
		case c == '\\' && data[i+1] == '/': // valid JSON: an escape is complete
			out.WriteByte('/')
			i += 2
		case c == '\\' && data[i+1] == 'u':
			r, n := jsonEscape(data[i:])
			if r < 0 {
				return nil, Problems{{lineAt(data, i), fmt.Sprintf("invalid JSON: %s is half of a surrogate pair, not a character (write the character itself, or both halves)", data[i:i+6])}}
			}
			fmt.Fprintf(&out, `\U%08X`, r)
			i += n
		case c == '\\':
			out.Write(data[i : i+2])
			i += 2
		default:
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size == 1 {
				return nil, Problems{{lineAt(data, i), fmt.Sprintf("invalid JSON: byte 0x%02x in a string is not UTF-8 (save the file as UTF-8)", c)}}
			}
			if yamlReadable(r) {
				out.Write(data[i : i+size])
			} else {
				fmt.Fprintf(&out, `\U%08X`, r)
			}
			i += size
		}
	}
	return out.Bytes(), nil
}

// lineAt is the line of data on which byte i is.
func lineAt(data []byte, i int) int { return 1 + bytes.Count(data[:i], []byte("\n")) }

// jsonEscape reads the \uXXXX escape at the start of b, joined with the next one when the
// two are a surrogate pair, and returns the rune and the bytes read; the rune is -1 for a
// lone surrogate, which encoding/json would read as U+FFFD.
func jsonEscape(b []byte) (rune, int) {
	r := hex4(b[2:6])
	if !utf16.IsSurrogate(r) {
		return r, 6
	}
	if len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
		if pair := utf16.DecodeRune(r, hex4(b[8:12])); pair != utf8.RuneError {
			return pair, 12
		}
	}
	return -1, 6
}

func hex4(b []byte) rune {
	var r rune
	for _, c := range b {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			r |= rune(c - 'A' + 10)
		}
	}
	return r
}

// yamlReadable reports whether the YAML decoder reads r raw in a quoted string as r: its
// printable set, less the byte order mark and the line breaks NEL, LS and PS, which it
// folds into a space.
func yamlReadable(r rune) bool {
	switch r {
	case utf8.RuneError, 0xFEFF, 0x85, 0x2028, 0x2029:
		return false
	case '\t', '\n', '\r':
		return true
	}
	return r >= 0x20 && r <= 0x7E || r >= 0xA0 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// notStrings returns a problem for each value of a JSON army file that must be a string
// (the army's name and faction, a tank's class, name and model) and is not: YAML, which
// reads the file, would take {"name": 5} or {"name": true} as the name "5" or "true", and
// JSON's own readers would refuse it (issue 33). In JSON a string is always in double
// quotes, so the node's style tells.
func notStrings(doc *yaml.Node) Problems {
	if !isMapping(doc) {
		return nil
	}
	var ps Problems
	check := func(where string, m *yaml.Node, keys ...string) {
		for i := 0; i+1 < len(m.Content); i += 2 {
			k, v := m.Content[i], m.Content[i+1]
			if !slices.Contains(keys, k.Value) || v.Kind == yaml.ScalarNode && v.Style&yaml.DoubleQuotedStyle != 0 {
				continue
			}
			got := "a mapping"
			switch v.Kind {
			case yaml.ScalarNode:
				got = quote.Text(v.Value) // a number, true, false or null
			case yaml.SequenceNode:
				got = "a list"
			}
			ps = append(ps, Problem{v.Line, fmt.Sprintf("%s%s: want a string in double quotes, not %s", where, k.Value, got)})
		}
	}
	root := doc.Content[0]
	check("", root, "name", "faction")
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value != "tanks" || root.Content[i+1].Kind != yaml.SequenceNode {
			continue
		}
		for j, t := range root.Content[i+1].Content {
			if t.Kind == yaml.MappingNode {
				check(fmt.Sprintf("tank %d: ", j+1), t, "class", "name", "model")
			}
		}
	}
	return ps
}
