package army

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"rsc.io/qr"
)

// longestTableLink is as long as a table link of ezd serve gets: the longest IPv4
// address, a port, and a secret of 128 bits in base64url.
const longestTableLink = "http://192.168.100.200:8420/t/" + "abcdefghijklmnopqrstuv" + "/"

// qrVersion is the version of the QR code rsc.io/qr picks for text at level M.
func qrVersion(t *testing.T, text string) int {
	t.Helper()
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		t.Fatalf("no QR code holds %d characters: %v", len(text), err)
	}
	return (code.Size - 17) / 4
}

// largestArmies returns, for each nation, the 10-point army of the catalogue with the most
// tanks (R1: five small ones) under the longest names: each tank named by its vehicle, the
// longest of its nation's class first, and the army and its faction named at
// armyNameLength characters.
func largestArmies(armyNameLength int) []Army {
	var armies []Army
	for _, nation := range Nations() {
		var small []Vehicle
		for _, v := range VehiclesOf(nation) {
			if v.Class == Small {
				small = append(small, v)
			}
		}
		slices.SortFunc(small, func(a, b Vehicle) int { return cmp.Compare(len(b.Name), len(a.Name)) })
		name := strings.Repeat("W", armyNameLength)
		a := Army{Name: name, Faction: name, Points: DefaultLimit}
		for i := 0; a.Unspent() >= Small.Stats().Cost; i++ {
			v := small[i%len(small)]
			a.Tanks = append(a.Tanks, Tank{Class: Small, Name: v.Name, Model: v.Name})
		}
		armies = append(armies, a)
	}
	return armies
}

// TestShareFitsAQRCode: the link of a 10-point army of the catalogue fits a QR code of
// version 10 or less at level M, which a phone camera reads from a card (issue 29): even
// the largest armies under the longest names, behind the longest table link, with the army
// and its faction named at up to 30 characters (the samples' names are 12).
func TestShareFitsAQRCode(t *testing.T) {
	for _, length := range []int{12, 30} {
		for _, a := range largestArmies(length) {
			code, err := EncodeShare(a)
			if err != nil {
				t.Fatal(err)
			}
			for _, link := range []string{ShareLink("", code), ShareLink(longestTableLink, code)} {
				v := qrVersion(t, link)
				t.Logf("%s: %d tanks, names of %d: %d characters, QR version %d", a.Tanks[0].Model, len(a.Tanks), length, len(link), v)
				if v > 10 {
					t.Errorf("%q needs a QR code of version %d, more than 10", link, v)
				}
			}
		}
	}
	// The samples, as `ezd army share sample:NAME` prints them.
	for _, name := range SampleNames() {
		code, err := EncodeShare(mustSample(t, name))
		if err != nil {
			t.Fatal(err)
		}
		if v := qrVersion(t, ShareLink(longestTableLink, code)); v > 10 {
			t.Errorf("sample %s needs QR version %d", name, v)
		}
	}
}

// TestShareCustomNamesFitAQRCode: a 10-point army of five custom vehicles, each named with
// a name as long as any catalogue vehicle's, still fits version 10 at level M without a
// server's address.
func TestShareCustomNamesFitAQRCode(t *testing.T) {
	longest := 0
	for _, v := range Catalogue() {
		longest = max(longest, utf8.RuneCountInString(v.Name))
	}
	a := Army{Name: "France 1940", Faction: "France"}
	for i := range 5 {
		a.Tanks = append(a.Tanks, Tank{Class: Small, Name: fmt.Sprintf("%d%s", i, strings.Repeat("x", longest-1))})
	}
	code, err := EncodeShare(a)
	if err != nil {
		t.Fatal(err)
	}
	if v := qrVersion(t, ShareLink("", code)); v > 10 {
		t.Errorf("five custom tanks named at %d characters need QR version %d", longest, v)
	}
}
