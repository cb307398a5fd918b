package iostreams

import "testing"

// Colour is off on test streams and only appears once turned on, so piped output and
// NO_COLOR never carry escape codes.
func TestColour(t *testing.T) {
	s, _, _ := Test("")
	if s.Interactive() || s.ColourEnabled() {
		t.Fatal("test streams claim a terminal or colour")
	}
	if got := s.Good("HIT"); got != "HIT" {
		t.Errorf("without colour Good(HIT) = %q", got)
	}
	s.SetColour(true)
	for name, got := range map[string]string{"Bold": s.Bold("x"), "Good": s.Good("x"), "Bad": s.Bad("x"), "Faint": s.Faint("x")} {
		if got == "x" || got[0] != '\x1b' || got[len(got)-4:] != "\x1b[0m" {
			t.Errorf("with colour %s(x) = %q, want it wrapped in escape codes", name, got)
		}
	}
	if got := s.Bold(""); got != "" {
		t.Errorf("Bold(\"\") = %q, want nothing", got)
	}
}

// Forms need both ends to be terminals: a pipe on either side means flags only.
func TestInteractive(t *testing.T) {
	s, _, _ := Test("")
	for _, tc := range []struct{ in, out, want bool }{{true, true, true}, {true, false, false}, {false, true, false}} {
		s.InTTY, s.OutTTY = tc.in, tc.out
		if got := s.Interactive(); got != tc.want {
			t.Errorf("in %v out %v: Interactive() = %v", tc.in, tc.out, got)
		}
	}
}
