// Package hugepage gives large arrays memory that the kernel is asked to back with huge
// pages (2 MB) where it can: on Linux, with transparent huge pages on "madvise" (the
// default of most distributions) or "always". The solver's sweeps and index read such
// arrays at random, and with 4 KB pages nearly every read misses the processor's cache of
// addresses and every first touch of a page costs a fault (docs/analysis.md, "Huge
// pages"). Elsewhere the arrays are ordinary Go memory. The hint never changes what is in
// an array, only how fast it is reached.
//
// The arrays must hold no pointers: the garbage collector does not look inside them.
// Make and Alloc panic if T holds any.
package hugepage

import (
	"fmt"
	"reflect"
	"unsafe"
)

// size is a huge page's size, to which the arrays are aligned.
const size = 2 << 20

// minBytes is the smallest array given a huge page: below it, aligning it would cost
// more than it saves.
const minBytes = size / 2

// Make returns a slice of n zero values with room for c, on the Go heap, aligned to a
// huge page and with the hint given: for an array that lives as long as whatever holds it.
func Make[T any](n, c int) []T {
	bytes := sizeOf[T](c)
	if bytes < minBytes || !supported {
		return make([]T, n, c)
	}
	// Room for the array rounded up to whole huge pages, and one page more to align it.
	round := roundUp(bytes)
	b := make([]byte, round+size)
	off := toAlign(b)
	advise(unsafe.Pointer(&b[off]), round)
	// A pointer into b keeps all of b alive.
	return unsafe.Slice((*T)(unsafe.Pointer(&b[off])), c)[:n]
}

// Arena holds arrays outside the Go heap, each mapped fresh with the hint given before
// anything touches it (the Go heap zeroes reused memory first, in small pages), for work
// that ends at a known point: Free gives them all back at once. The zero Arena is ready to
// use; an Arena is not safe for use by several goroutines at once.
type Arena struct {
	maps [][]byte
}

// Alloc returns a slice of n zero values with room for c from arena a. After a.Free the
// slice must not be used; a slice that outgrows c by append moves to the Go heap.
func Alloc[T any](a *Arena, n, c int) []T {
	bytes := sizeOf[T](c)
	if bytes < minBytes || !supported {
		return make([]T, n, c)
	}
	m, off := mapFresh(bytes)
	if m == nil {
		return Make[T](n, c)
	}
	a.maps = append(a.maps, m)
	return unsafe.Slice((*T)(unsafe.Pointer(&m[off])), c)[:n]
}

// Free gives back every array of the arena, which is then empty and ready for use again.
func (a *Arena) Free() {
	for _, m := range a.maps {
		unmap(m)
	}
	a.maps = nil
}

// roundUp is bytes rounded up to whole huge pages.
func roundUp(bytes uintptr) uintptr { return (bytes + size - 1) &^ (size - 1) }

// toAlign is how far into b its first huge-page boundary is.
func toAlign(b []byte) uintptr {
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return roundUp(start) - start
}

// sizeOf returns the bytes of c values of T, and panics if T holds pointers.
func sizeOf[T any](c int) uintptr {
	t := reflect.TypeFor[T]()
	if !pointerFree(t) {
		panic(fmt.Sprintf("hugepage: %v holds pointers", t))
	}
	return uintptr(c) * t.Size()
}

// pointerFree reports whether the values of t hold no pointers.
func pointerFree(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return true
	case reflect.Array:
		return t.Len() == 0 || pointerFree(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !pointerFree(t.Field(i).Type) {
				return false
			}
		}
		return true
	}
	return false
}
