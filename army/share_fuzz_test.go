package army

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// checkDecoded holds DecodeShareLink's promise on any text: a valid army with its R1
// defaults that encodes again, or an error that says what is wrong, never part of an army.
func checkDecoded(t *testing.T, text string) {
	t.Helper()
	a, err := DecodeShareLink(text)
	if err != nil {
		var se *ShareError
		var ps Problems
		if !errors.As(err, &se) && !errors.As(err, &ps) {
			t.Fatalf("error %v is %T, want a *ShareError or Problems", err, err)
		}
		if strings.TrimSpace(err.Error()) == "" {
			t.Fatal("refused with an empty message")
		}
		if a.Name != "" || a.Faction != "" || a.Points != 0 || a.Tanks != nil {
			t.Fatalf("refused (%v), yet returned part of an army: %+v", err, a)
		}
		return
	}
	if ps := a.Validate(); ps != nil {
		t.Fatalf("accepted an army that does not validate: %v", ps)
	}
	if diff := cmp.Diff(a.WithDefaults(), a); diff != "" {
		t.Fatalf("accepted army lacks its defaults (-with +got):\n%s", diff)
	}
	code, err := EncodeShare(a)
	if err != nil {
		t.Fatalf("the army read cannot be shared again: %v", err)
	}
	back, err := DecodeShare(code)
	if err != nil {
		t.Fatalf("its code %q is refused: %v", code, err)
	}
	if diff := cmp.Diff(a, back); diff != "" {
		t.Fatalf("read, shared and read again (-first +again):\n%s", diff)
	}
}

// FuzzDecodeShare feeds the share code's reader anything: the code alone or in a link.
// The seeds in testdata/fuzz/FuzzDecodeShare are the samples' codes and links, a code of
// a newer version, damaged ones and codes of armies that break R1 and R12.
func FuzzDecodeShare(f *testing.F) {
	for _, name := range SampleNames() {
		a, err := Sample(name)
		if err != nil {
			f.Fatal(err)
		}
		code, err := EncodeShare(a)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(code)
		f.Add(ShareLink(longestTableLink, code))
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkDecoded(t, text)
	})
}

// TestShareCodePrefixes: every prefix of a valid link, cut at any byte, gives an error or
// an army, never a panic; every prefix of the code itself is refused, since its check
// comes last.
func TestShareCodePrefixes(t *testing.T) {
	for _, name := range SampleNames() {
		code, err := EncodeShare(mustSample(t, name))
		if err != nil {
			t.Fatal(err)
		}
		link := ShareLink(longestTableLink, code)
		for i := 0; i <= len(link); i++ {
			checkDecoded(t, link[:i])
		}
		for i := 0; i < len(code); i++ {
			if a, err := DecodeShare(code[:i]); err == nil {
				t.Errorf("%s: the first %d of %d characters read as %+v", name, i, len(code), a)
			}
		}
	}
}
