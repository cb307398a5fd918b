//go:build race

package analysis

// Under the race detector the solvers of the tests build and sweep on one core, as before
// the build on every core: the detector doubled the CPU of a build on two (TestSymmetry
// took 52 s of CPU against 25 s), and the package must stay within CI's time. The tests of
// the cores (parallel_test.go) set their solvers' cores themselves, so the detector still
// watches every line of the build and the sweeps on several cores.
func init() { maxCores = 1 }
