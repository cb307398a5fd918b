package cli

import (
	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/cmdutil"
)

// Tree returns ezd's whole command tree as ezd runs it, for the tool that writes a
// release's man pages from it (cmd/gen-docs): the pages then describe exactly the
// commands, flags and examples of the binary they ship with.
func Tree(f *cmdutil.Factory) *cobra.Command {
	root := newRootCmd(f)
	addCompletions(f, root)
	return root
}
