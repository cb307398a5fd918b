package battles

import "os"

// processAlive reports whether process pid runs: Windows finds only a running one.
func processAlive(pid int) bool {
	if pid <= 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
