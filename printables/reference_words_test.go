package printables

import "testing"

// TestTitleCapitalisesASCII: the terrain table's names start with a capital, whatever
// their first letter from a to z; a name already capitalised, empty or starting with
// anything else is left as it is.
func TestTitleCapitalisesASCII(t *testing.T) {
	for in, want := range map[string]string{
		"open": "Open", "light cover": "Light cover", "alpha": "Alpha", "zebra": "Zebra",
		"Open": "Open", "": "", "`quoted": "`quoted", "{brace": "{brace", "äther": "äther",
	} {
		if got := title(in); got != want {
			t.Errorf("title(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBreakExamples: the reference's R8 examples, an army of the default 10 points and
// one of 9, both broken at 5 points lost (half, rounding up).
func TestBreakExamples(t *testing.T) {
	want := "10 points fielded, broken at 5 lost; 9 points fielded, broken at 5 lost"
	if got := breakExamples(); got != want {
		t.Errorf("breakExamples() = %q, want %q", got, want)
	}
}
