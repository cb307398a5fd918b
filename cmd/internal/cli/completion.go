package cli

import "github.com/spf13/cobra"

// completionExamples show where each shell's script goes, one line each.
var completionExamples = map[string]string{
	"bash":       "  ezd completion bash > ~/.local/share/bash-completion/completions/ezd\n  source <(ezd completion bash)",
	"zsh":        "  ezd completion zsh > \"${fpath[1]}/_ezd\"\n  source <(ezd completion zsh)",
	"fish":       "  ezd completion fish > ~/.config/fish/completions/ezd.fish\n  ezd completion fish | source",
	"powershell": "  ezd completion powershell | Out-String | Invoke-Expression",
}

// addCompletionCmd adds cobra's "completion" command now rather than when ezd runs, so
// that its help pages carry examples like every other command's.
func addCompletionCmd(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Example = "  ezd completion bash > ~/.local/share/bash-completion/completions/ezd"
		for _, sh := range c.Commands() {
			sh.Example = completionExamples[sh.Name()]
		}
	}
}
