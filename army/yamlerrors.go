package army

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/ezd-game/ezd/internal/quote"
)

// The patterns of the YAML library's messages are compiled when an army file first has
// an error to explain, not when ezd starts: most runs read no army, or a good one.
var (
	yamlLine     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`) })
	unknownField = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^field (\S+) not found in type army\.(\w+)$`) })
)

// yamlProblems turns the decoder's error on data into Problems with lines and plain words.
func yamlProblems(err error, data []byte) Problems {
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
		if sub := yamlLine().FindStringSubmatch(m); sub != nil {
			p.Line, _ = strconv.Atoi(sub[1])
			p.Message = sub[2]
		}
		if sub := unknownField().FindStringSubmatch(p.Message); sub != nil {
			where := "army"
			if sub[2] == "tankFile" {
				where = "tank"
			}
			p.Message = fmt.Sprintf("unknown %s field %s (want %s)", where, quote.Value(sub[1]), knownFields(where))
		}
		switch {
		case strings.HasPrefix(p.Message, "cannot unmarshal"):
			p.Message = plainKind(p.Message)
		case te == nil:
			if line := syntaxLine(data, p.Message); line > 0 {
				p.Line = line
			}
			p.Message = "invalid YAML: " + p.Message
		}
		ps = append(ps, p)
	}
	if err.Error() == "EOF" {
		return Problems{{Message: "the file is empty (want name: and tanks:)"}}
	}
	return ps
}

var wrongKind = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("^cannot unmarshal !!(\\w+) (?:`(.*)` )?into (\\S+)$")
})

// plainKind says a decoder's "cannot unmarshal !!seq into army.tankFile" in the words of
// the army file, without Go's type names.
func plainKind(msg string) string {
	sub := wrongKind().FindStringSubmatch(msg)
	if sub == nil {
		return msg
	}
	got := fmt.Sprintf("%q", sub[2])
	switch sub[1] {
	case "map":
		got = "a mapping"
	case "seq":
		got = "a list"
	}
	switch strings.TrimLeft(sub[3], "[]*") {
	case "army.armyFile":
		return "an army file is a mapping of name, faction, points and tanks, not " + got
	case "army.tankFile":
		if strings.HasPrefix(sub[3], "[]") {
			return "tanks: want a list of tanks, not " + got
		}
		return "a tank is a mapping of class, name and model, not " + got
	case "int":
		return fmt.Sprintf("points: want a whole number from 1 to %d, not %s", MaxLimit, got)
	case "string":
		return "want a word or text here, not " + got
	}
	return "wrong kind of value: " + msg
}

func knownFields(where string) string {
	if where == "tank" {
		return "class, name or model"
	}
	return "name, faction, points or tanks"
}

// syntaxLine returns the line of a YAML syntax error with the message msg: the first line
// at which the beginning of data stops reading, failing with msg. The decoder's own line is
// wrong for most syntax errors: it gives the line before the collection around the error
// ("tanks:" for a misaligned tank field three lines further down). 0 if not found.
//
// Once the error is in the beginning, every longer beginning fails with it too, so a
// binary search finds the line in a few readings even of the largest file.
func syntaxLine(data []byte, msg string) int {
	ends := []int{} // ends[i] is the end of line i+1
	for i, c := range data {
		if c == '\n' {
			ends = append(ends, i+1)
		}
	}
	if len(ends) == 0 || ends[len(ends)-1] != len(data) {
		ends = append(ends, len(data))
	}
	fails := func(lines int) bool {
		dec := yaml.NewDecoder(bytes.NewReader(data[:ends[lines-1]]))
		for {
			var doc yaml.Node
			err := dec.Decode(&doc)
			if err == nil {
				continue
			}
			var te *yaml.TypeError
			return !errors.Is(err, io.EOF) && !errors.As(err, &te) && bareMessage(err) == msg
		}
	}
	if !fails(len(ends)) {
		return 0
	}
	lo, hi := 1, len(ends)
	for lo < hi {
		if mid := (lo + hi) / 2; fails(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// bareMessage returns the decoder's message without its "yaml: line N: " prefix.
func bareMessage(err error) string {
	m := strings.TrimPrefix(err.Error(), "yaml: ")
	if sub := yamlLine().FindStringSubmatch(m); sub != nil {
		return sub[2]
	}
	return m
}
