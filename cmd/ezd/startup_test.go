package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"testing"
)

// initLine is one line of GODEBUG=inittrace=1: "init PKG @T ms, C ms clock, B bytes, A allocs".
var initLine = regexp.MustCompile(`^init (\S+) @\S+ ms, \S+ ms clock, (\d+) bytes, \d+ allocs$`)

// TestStartupDoesNoHeavyWork pins that starting ezd parses no font and builds no catalogue:
// `ezd --version` must start about as fast as a hello-world. It counts the memory that
// package initialisation allocates, which unlike a stopwatch does not flake on a busy
// machine. Parsing the embedded fonts alone would allocate megabytes.
func TestStartupDoesNoHeavyWork(t *testing.T) {
	cmd := exec.Command("ezd", "--version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("ezd --version: %v\n%s", err, stderr.String())
	}
	const perPackage, total = 256 << 10, 1 << 20
	sum, seen := 0, 0
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		m := initLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		seen++
		n, _ := strconv.Atoi(m[2])
		sum += n
		if n > perPackage {
			t.Errorf("initialising %s allocates %d bytes at start-up (want at most %d): make it lazy", m[1], n, perPackage)
		}
	}
	if seen == 0 {
		t.Fatalf("no inittrace lines in ezd's stderr:\n%s", stderr.String())
	}
	if sum > total {
		t.Errorf("start-up allocates %d bytes in package initialisation (want at most %d)", sum, total)
	}
}
