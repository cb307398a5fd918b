package journal

import (
	"errors"
	"testing"
)

const busy = "battle held is open in another ezd"

func TestSecondOpenInProcessIsBusy(t *testing.T) {
	dir := t.TempDir()
	j := create(t, dir, "held", "a")
	_, err := Open(dir, "held", nil)
	if !errors.Is(err, ErrBusy) || err.Error() != busy {
		t.Fatalf("second Open: %v, want ErrBusy saying %q", err, busy)
	}
	// Create must not slip past the lock either, nor call a held battle "existing".
	if _, err := Create(dir, "held", []byte("b")); !errors.Is(err, ErrBusy) {
		t.Errorf("Create while held: %v, want ErrBusy", err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	j, err = Open(dir, "held", nil)
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	j.Close()
}

// TestOtherProcessIsRefused: while another process holds the battle, Open fails with
// the exact message the players see, and works once that process lets go.
func TestOtherProcessIsRefused(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "held", "a").Close()
	cmd, stdout, stdin, stderr := child(t, "hold", dir, "held")
	if !stdout.Scan() || stdout.Text() != "locked" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the child did not take the lock: %s", stderr)
	}
	_, err := Open(dir, "held", nil)
	if !errors.Is(err, ErrBusy) || err.Error() != busy {
		t.Errorf("Open while another process holds the battle: %v, want ErrBusy saying %q", err, busy)
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("child: %v: %s", err, stderr)
	}
	j, err := Open(dir, "held", nil)
	if err != nil {
		t.Fatalf("Open after the other process closed the battle: %v", err)
	}
	j.Close()
}

// TestKilledHolderReleasesLock: a process that dies holding a battle does not leave it
// locked; the kernel drops the lock with the process.
func TestKilledHolderReleasesLock(t *testing.T) {
	dir := t.TempDir()
	create(t, dir, "held", "a").Close()
	cmd, stdout, _, stderr := child(t, "hold", dir, "held")
	if !stdout.Scan() || stdout.Text() != "locked" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the child did not take the lock: %s", stderr)
	}
	cmd.Process.Kill()
	cmd.Wait()
	j, err := Open(dir, "held", nil)
	if err != nil {
		t.Fatalf("Open after the holder was killed: %v", err)
	}
	j.Close()
}
