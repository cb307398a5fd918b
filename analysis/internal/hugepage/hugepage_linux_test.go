package hugepage

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// vmFlags returns the VmFlags line of the mapping of this process that holds address p.
func vmFlags(t *testing.T, p uintptr) string {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 && strings.Contains(line, " ") {
			in = lo <= p && p < hi
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			return line
		}
	}
	t.Fatalf("no mapping holds %#x", p)
	return ""
}

// TestTheHintIsGiven reads the kernel's own account: a mapping with the hint has the
// flag "hg" (MADV_HUGEPAGE).
func TestTheHintIsGiven(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil {
		t.Skip("this kernel has no transparent huge pages")
	}
	var a Arena
	defer a.Free()
	// Sizes a whole number of huge pages and not: every byte of the array, its last
	// included, lies in memory given the hint.
	for _, n := range []int{1 << 18, 3 << 17, 5<<17 + 3} {
		for name, s := range map[string][]uint64{
			"Make":  Make[uint64](n, n),
			"Alloc": Alloc[uint64](&a, n, n),
		} {
			for _, p := range []*uint64{&s[0], &s[n-1]} {
				if flags := vmFlags(t, uintptr(unsafe.Pointer(p))); !strings.Contains(flags, " hg") {
					t.Errorf("%s(%d): the mapping of %p has %q, want the flag hg", name, n, p, flags)
				}
			}
		}
	}
}
