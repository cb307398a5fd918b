package lives

import "testing"

func TestAdult(t *testing.T) {
	if !Adult(30) || Adult(5) {
		t.Error("Adult is wrong far from 18")
	}
}
