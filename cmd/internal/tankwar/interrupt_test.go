package tankwar

import (
	"context"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/cmdtest"
	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// An interrupt while a person's action is awaited in accessible mode ends play at once
// with 130, not after the next Enter (the menu's promise: Ctrl-C leaves at any time).
func TestInterruptWhileAwaitingAnAction(t *testing.T) {
	in, w := io.Pipe()
	defer w.Close()
	ios, _, errOut := iostreams.Test("")
	ios.In = in
	ios.InTTY, ios.OutTTY, ios.Accessible = true, true, true
	f := &cmdutil.Factory{IO: ios, Getenv: func(string) string { return "" }}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	done := make(chan int)
	record := filepath.Join(t.TempDir(), "game.json")
	go func() {
		done <- cmdutil.Execute(ctx, cmdtest.Group(NewCmd)(f), []string{"tankwar", "play", "--p2", "bot:random", "-o", record}, ios)
	}()
	select {
	case code := <-done:
		if code != cmdutil.ExitCancelled {
			t.Errorf("exit %d, want %d\n%s", code, cmdutil.ExitCancelled, errOut)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("play still waits for a line after the interrupt")
	}
}
