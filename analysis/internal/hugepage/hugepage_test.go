package hugepage

import (
	"testing"
	"unsafe"
)

type cell struct {
	k uint64
	i int32
}

func TestMakeGivesZeroedRoom(t *testing.T) {
	for _, c := range []int{0, 10, minBytes/16 - 1, minBytes / 16, 3 << 20} {
		s := Make[cell](c/2, c)
		if len(s) != c/2 || cap(s) != c {
			t.Fatalf("Make(%d, %d): len %d, cap %d", c/2, c, len(s), cap(s))
		}
		s = s[:c]
		for i := range s {
			if s[i] != (cell{}) {
				t.Fatalf("Make(_, %d)[%d] = %v, want zero", c, i, s[i])
			}
			s[i] = cell{uint64(i), int32(i)} // every byte of the room can be written
		}
		big := uintptr(c)*unsafe.Sizeof(cell{}) >= minBytes
		if supported && big && uintptr(unsafe.Pointer(unsafe.SliceData(s)))%size != 0 {
			t.Errorf("Make(_, %d): not aligned to a huge page", c)
		}
	}
}

func TestAllocUntilFree(t *testing.T) {
	var a Arena
	big := Alloc[float64](&a, 1<<18, 1<<19) // 4 MB
	small := Alloc[float64](&a, 8, 8)
	if len(big) != 1<<18 || cap(big) != 1<<19 || len(small) != 8 {
		t.Fatalf("Alloc: len %d cap %d, small len %d", len(big), cap(big), len(small))
	}
	big = big[:cap(big)]
	for i := range big {
		if big[i] != 0 {
			t.Fatalf("Alloc()[%d] = %v, want 0", i, big[i])
		}
		big[i] = float64(i)
	}
	if supported && len(a.maps) != 1 {
		t.Errorf("the arena holds %d mappings, want the big array's alone", len(a.maps))
	}
	// Arrays from 1 MB up get huge pages; smaller ones are plain memory.
	Alloc[byte](&a, 0, 1<<20-1)
	edge := Alloc[byte](&a, 0, 1<<20)
	if supported && len(a.maps) != 2 {
		t.Errorf("the arena holds %d mappings after arrays of 1 MB less a byte and of 1 MB, want the second mapped", len(a.maps))
	}
	if supported && uintptr(unsafe.Pointer(unsafe.SliceData(edge)))%size != 0 {
		t.Errorf("an array of 1 MB is not aligned to a huge page")
	}
	if supported && uintptr(unsafe.Pointer(unsafe.SliceData(big)))%size != 0 {
		t.Errorf("the big array is not aligned to a huge page")
	}
	a.Free()
	if len(a.maps) != 0 {
		t.Errorf("after Free the arena holds %d mappings", len(a.maps))
	}
	again := Alloc[float64](&a, 1<<19, 1<<19)
	again[len(again)-1] = 1 // a freed arena is ready for use again
	a.Free()
}

func TestPointersRefused(t *testing.T) {
	for name, f := range map[string]func(){
		"pointer":          func() { Make[*int](1, 1) },
		"slice":            func() { Make[[]byte](1, 1) },
		"string in struct": func() { Make[struct{ s string }](1, 1) },
		"map in array":     func() { Make[[2]map[int]int](1, 1) },
		"interface":        func() { var a Arena; Alloc[any](&a, 1, 1) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("no panic for a type that holds pointers")
				}
			}()
			f()
		})
	}
	Make[struct {
		a [3]uint8
		b float64
		c [0]*int
	}](1, 1) // no pointer can be stored in an empty array
}
