package dies

import "testing"

func TestAdult(t *testing.T) {
	if !Adult(18) || Adult(17) {
		t.Error("Adult is wrong at 18")
	}
}
