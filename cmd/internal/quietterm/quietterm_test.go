package quietterm

import "testing"

// TestApply: accessible mode, by the environment or the flag, makes TERM dumb; otherwise
// TERM is left alone (issue 31, item 7).
func TestApply(t *testing.T) {
	for _, tc := range []struct {
		name       string
		accessible string
		args       []string
		want       string
	}{
		{"ACCESSIBLE set", "1", []string{"ezd", "nothanks", "play"}, "dumb"},
		{"--accessible", "", []string{"ezd", "--accessible", "nothanks"}, "dumb"},
		{"--accessible=true", "", []string{"ezd", "--accessible=true"}, "dumb"},
		{"neither", "", []string{"ezd", "nothanks", "play"}, "xterm"},
		{"--accessible=false", "", []string{"ezd", "--accessible=false"}, "xterm"},
	} {
		env := map[string]string{"ACCESSIBLE": tc.accessible, "TERM": "xterm"}
		Apply(func(k string) string { return env[k] }, func(k, v string) error { env[k] = v; return nil }, tc.args)
		if env["TERM"] != tc.want {
			t.Errorf("%s: TERM %q, want %q", tc.name, env["TERM"], tc.want)
		}
	}
}
