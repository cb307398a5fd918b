package cmdutil

import (
	"cmp"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
)

// Help pages are cobra's, laid out to fit 80 columns whether they go to a terminal or a
// pipe, and a narrower terminal's width: the description's paragraphs are filled to the width, the
// one-line summaries of subcommands and the flags' usages wrap under themselves. Examples
// are printed as written, so they stay commands that can be copied; a test holds them to
// 80 columns.

// helpWidth is the width of a help page: 80 columns, or a narrower terminal's width.
func helpWidth(ios *iostreams.IOStreams) int {
	return cmp.Or(ios.TextWidth(), iostreams.MaxWidth)
}

// writeHelp is the help function of every ezd command: as cobra's default template,
// with the description filled to width.
func writeHelp(cmd *cobra.Command, width int) {
	w := cmd.OutOrStdout()
	if text := strings.TrimRight(cmp.Or(cmd.Long, cmd.Short), " \t\n"); text != "" {
		fmt.Fprintf(w, "%s\n\n", fill(text, width))
	}
	if cmd.Runnable() || cmd.HasSubCommands() {
		writeUsage(w, cmd, width)
	}
}

// writeUsage is cobra's default usage template, written out so that its lines can wrap.
func writeUsage(w io.Writer, cmd *cobra.Command, helpWidth int) {
	fmt.Fprint(w, "Usage:")
	if cmd.Runnable() {
		fmt.Fprintf(w, "\n  %s", iostreams.Wrap(cmd.UseLine(), helpWidth-2, "      "))
	}
	if cmd.HasAvailableSubCommands() {
		fmt.Fprintf(w, "\n  %s [command]", cmd.CommandPath())
	}
	if len(cmd.Aliases) > 0 {
		fmt.Fprintf(w, "\n\nAliases:\n  %s", cmd.NameAndAliases())
	}
	if cmd.HasExample() {
		fmt.Fprintf(w, "\n\nExamples:\n%s", cmd.Example)
	}
	if cmd.HasAvailableSubCommands() {
		listed := func(c *cobra.Command) bool { return c.IsAvailableCommand() || c.Name() == "help" }
		groups := cmd.Groups()
		for _, g := range groups {
			writeCommands(w, cmd, g.Title, helpWidth, func(c *cobra.Command) bool { return listed(c) && c.GroupID == g.ID })
		}
		title := "Available Commands:"
		if len(groups) > 0 {
			title = "Additional Commands:"
		}
		if len(groups) == 0 || !cmd.AllChildCommandsHaveGroup() {
			writeCommands(w, cmd, title, helpWidth, func(c *cobra.Command) bool { return listed(c) && c.GroupID == "" })
		}
	}
	if cmd.HasAvailableLocalFlags() {
		fmt.Fprintf(w, "\n\nFlags:\n%s", strings.TrimRight(cmd.LocalFlags().FlagUsagesWrapped(helpWidth), " \n"))
	}
	if cmd.HasAvailableInheritedFlags() {
		fmt.Fprintf(w, "\n\nGlobal Flags:\n%s", strings.TrimRight(cmd.InheritedFlags().FlagUsagesWrapped(helpWidth), " \n"))
	}
	if cmd.HasHelpSubCommands() {
		fmt.Fprint(w, "\n\nAdditional help topics:")
		for _, c := range cmd.Commands() {
			if c.IsAdditionalHelpTopicCommand() {
				writeSummary(w, c.CommandPath(), c.CommandPathPadding(), c.Short, helpWidth)
			}
		}
	}
	if cmd.HasAvailableSubCommands() {
		fmt.Fprintf(w, "\n\nUse \"%s [command] --help\" for more information about a command.", cmd.CommandPath())
	}
	fmt.Fprintln(w)
}

// writeCommands writes a titled list of the subcommands that show accepts.
func writeCommands(w io.Writer, cmd *cobra.Command, title string, helpWidth int, show func(*cobra.Command) bool) {
	fmt.Fprintf(w, "\n\n%s", title)
	for _, c := range cmd.Commands() {
		if show(c) {
			writeSummary(w, c.Name(), c.NamePadding(), c.Short, helpWidth)
		}
	}
}

// writeSummary writes "  name      summary", the summary wrapping under itself.
func writeSummary(w io.Writer, name string, pad int, summary string, helpWidth int) {
	lead := fmt.Sprintf("  %-*s ", pad, name)
	lines := iostreams.Wrap(summary, max(helpWidth-len(lead), 20), "")
	fmt.Fprintf(w, "\n%s%s", lead, strings.ReplaceAll(lines, "\n", "\n"+strings.Repeat(" ", len(lead))))
}

// fill lays out a command's description in width columns: each paragraph, a run of lines
// that start at the margin, is filled as one; an indented line (an example, a list) is
// kept, and wrapped under itself only if it is too long.
func fill(text string, width int) string {
	var out []string
	para, hang := "", ""
	flush := func() {
		if para != "" {
			out = append(out, iostreams.Wrap(para, width, hang))
			para, hang = "", ""
		}
	}
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.TrimSpace(line) == "":
			flush()
			out = append(out, "")
		case strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t") || strings.HasPrefix(line, "- "):
			flush()
			if strings.HasPrefix(line, "- ") {
				para, hang = line, "  " // a list item is a paragraph of its own
				continue
			}
			indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
			out = append(out, iostreams.Wrap(line, width, indent+"  "))
		case para == "":
			para = line
		default:
			para += " " + line
		}
	}
	flush()
	return strings.Join(out, "\n")
}
