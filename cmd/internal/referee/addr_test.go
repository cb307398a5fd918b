package referee

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

func TestCheckAddrTakesWhatAServerCanListenOn(t *testing.T) {
	for _, addr := range []string{"127.0.0.1:8080", "0.0.0.0:1", ":8080", "localhost:65535", "127.0.0.1:0", "[::1]:8080"} {
		if err := CheckAddr(addr); err != nil {
			t.Errorf("CheckAddr(%q) = %v, want nil", addr, err)
		}
	}
}

func TestCheckAddrRefusesWhatNoServerCanListenOn(t *testing.T) {
	for _, c := range []struct{ addr, want string }{
		{"127.0.0.1", "is not HOST:PORT"},
		{"8080", "is not HOST:PORT"},
		{"::1:8080", "is not HOST:PORT"},
		{"127.0.0.1:99999", "from 0 to 65535"},
		{"127.0.0.1:http", "from 0 to 65535"},
		{"127.0.0.1:", "from 0 to 65535"},
		{"127.0.0.1:-1", "from 0 to 65535"},
	} {
		err := CheckAddr(c.addr)
		if err == nil || !strings.Contains(err.Error(), c.want) || cmdutil.ExitCode(err) != cmdutil.ExitUsage {
			t.Errorf("CheckAddr(%q) = %v; want a usage error saying %q", c.addr, err, c.want)
		}
	}
}

func TestServeRefusesABadAddrBeforeRunning(t *testing.T) {
	cmd := &cobra.Command{Use: "serve"}
	Configure(cmd, func(context.Context, *cobra.Command, *Options) error {
		t.Error("ran the server with --addr 127.0.0.1:99999")
		return nil
	})
	cmd.SetArgs([]string{"--addr", "127.0.0.1:99999"})
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), "from 0 to 65535") {
		t.Errorf("serve --addr 127.0.0.1:99999: %v; want the port refused", err)
	}
}
