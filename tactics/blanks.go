package tactics

import "io"

// longBlank is the longest run of blanks squeeze keeps: no journal ezd writes has a
// longer one.
const longBlank = 1 << 10

// squeeze reads JSON text from r with every run of blanks outside a string cut to its
// first longBlank bytes, which changes no value. encoding/json's Decoder keeps
// every blank it skips in its buffer until the next token, so without it a journal padded
// with 200 MB of spaces took as much memory (issue 33). The offsets in encoding/json's
// errors count from the start of the value read, and so are the file's within a value.
type squeeze struct {
	r        io.Reader
	inString bool // inside a string, where blanks are the value
	escaped  bool // just after a backslash in a string
	run      int  // blanks just passed outside a string
}

func (s *squeeze) Read(p []byte) (int, error) {
	for {
		n, err := s.r.Read(p)
		out := 0
		for _, c := range p[:n] {
			switch {
			case s.inString:
				s.run = 0
				switch {
				case s.escaped:
					s.escaped = false
				case c == '\\':
					s.escaped = true
				case c == '"':
					s.inString = false
				}
			case c == ' ' || c == '\t' || c == '\n' || c == '\r':
				s.run++
				if s.run > longBlank {
					continue
				}
			default:
				s.run = 0
				s.inString = c == '"'
			}
			p[out] = c
			out++
		}
		if out > 0 || err != nil {
			return out, err
		}
	}
}
