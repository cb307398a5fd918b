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
	for name, s := range map[string][]uint64{
		"Make":  Make[uint64](1<<19, 1<<19),
		"Alloc": Alloc[uint64](&a, 1<<19, 1<<19),
	} {
		p := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
		if flags := vmFlags(t, p); !strings.Contains(flags, " hg") {
			t.Errorf("%s: the array's mapping has %q, want the flag hg", name, flags)
		}
	}
}
