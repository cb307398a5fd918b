package hugepage

import (
	"syscall"
	"unsafe"
)

// supported is whether the hint can be given here.
const supported = true

// advise gives the kernel the hint for the huge-page-aligned memory at p. A kernel
// without transparent huge pages refuses it: the memory is as good, only slower.
func advise(p unsafe.Pointer, bytes uintptr) {
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, uintptr(p), bytes, syscall.MADV_HUGEPAGE)
}

// mapFresh maps at least bytes of zero memory aligned to a huge page, with the hint given
// before anything touches it. It returns the mapping, for unmap, and where the aligned
// memory starts in it; nil if the kernel gives none.
func mapFresh(bytes uintptr) ([]byte, int) {
	round := roundUp(bytes)
	m, err := syscall.Mmap(-1, 0, int(round+size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil, 0
	}
	off := toAlign(m)
	advise(unsafe.Pointer(&m[off]), round)
	return m, int(off)
}

// unmap gives a mapping back.
func unmap(m []byte) { _ = syscall.Munmap(m) }
