package tactics

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/referee"
)

// newServeCmd is `ezd tactics serve`: its help, flags and checks are ezd's own, and the
// serving is done by the referee server's binary, which ezd hands over to.
func newServeCmd() *cobra.Command {
	cmd := &cobra.Command{Use: "serve"}
	referee.Configure(cmd, func(_ context.Context, cmd *cobra.Command, _ *referee.Options) error {
		return referee.HandOff(cmd)
	})
	return cmd
}
