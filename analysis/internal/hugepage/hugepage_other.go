//go:build !linux

package hugepage

import "unsafe"

// supported is whether the hint can be given here: only on Linux.
const supported = false

func advise(unsafe.Pointer, uintptr) {}

func mapFresh(uintptr) ([]byte, int) { return nil, 0 }

func unmap([]byte) {}
