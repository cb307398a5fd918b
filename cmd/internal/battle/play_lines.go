package battle

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ezd-game/ezd/cmd/internal/iostreams"
	"github.com/ezd-game/ezd/cmd/internal/prompt"
	"github.com/ezd-game/ezd/whole"
)

// playLines is `battle play` in accessible mode (ACCESSIBLE=1, --accessible, TERM=dumb):
// the same session as the full screen, asked one line at a time for screen readers. What
// is told goes to stdout; questions go to stderr as numbered lists, each option with the
// number it keeps on every screen, and the answer is a number typed and Enter. An empty
// or unknown answer asks again; it never picks an option (docs/battle.md). On a terminal a
// question of ezd's takes no line that comes in its first listenAfter (listen).
func playLines(ctx context.Context, s *session, ios *iostreams.IOStreams, advice <-chan adviceReady, listen *listener) error {
	in := &lineReader{r: ios.In}
	// Lines typed by a person at a terminal arrive in time; a script's all at once (tests
	// drive play with one, which is a terminal to iostreams but has no file behind it).
	_, typed := ios.In.(interface{ Fd() uintptr })
	typed = typed && ios.InTTY
	for {
		select {
		case r := <-advice: // nil until the solver is ready, and when there is none
			s.adopt(r.advisor, r.err)
			advice = nil
		default:
		}
		for _, line := range s.takeOut() {
			fmt.Fprintln(ios.Out, line)
		}
		if s.left {
			return nil
		}
		q := s.current()
		w := ios.ErrOut
		// A question asked for ezd's side takes only lines typed after it is drawn: what
		// was typed ahead was meant for the person's own questions (docs/solo.md).
		dropped := q.forBot && ios.DropTypedAhead()
		for _, line := range q.about {
			fmt.Fprintln(w, line)
		}
		fmt.Fprintln(w, q.title)
		if s.notice != "" {
			fmt.Fprintln(w, s.notice)
			s.notice = ""
		}
		if dropped {
			fmt.Fprintln(w, "Lines typed before this question were not used for it.")
		}
		if d := q.dice; d != nil {
			answer, err := in.ask(ctx, w, d.prompt()+" (0 goes back): ")
			if err != nil {
				return err
			}
			switch answer {
			case "":
			case strconv.Itoa(backKey):
				s.back()
			default:
				if err := s.typeDie(answer); err != nil {
					return err
				}
			}
			continue
		}
		keys := make([]string, len(q.options))
		for i, o := range q.options {
			label := o.label
			if o.best {
				label += " (best step)"
			}
			fmt.Fprintf(w, "%d. %s\n", o.key, label)
			keys[i] = strconv.Itoa(o.key)
		}
		for {
			if typed {
				listen.asked(q)
			}
			answer, err := in.ask(ctx, w, fmt.Sprintf("Enter a number: %s: ", joinWords(keys, "or")))
			if err != nil {
				return err
			}
			if typed && !listen.take(q) {
				// A line that came before anyone could read the question was typed for
				// another: not used, and said so (docs/solo.md).
				fmt.Fprintln(w, "That line came before the question could be read, and was not used.")
				continue
			}
			n, err := whole.Parse(answer) // "03" and "+3" are not 3 (docs/development.md, Hostile input)
			if err == nil && n <= 1<<31 {
				var found bool
				if found, err = s.chooseKey(int(n)); err != nil {
					return err
				}
				if found {
					break
				}
			}
			if answer != "" {
				fmt.Fprintf(w, "%q is not one of the numbers shown\n", answer)
			}
		}
	}
}

// lineReader reads answers a line at a time, one byte at a time so that it never reads
// ahead into what a later form is to read.
type lineReader struct {
	r io.Reader
}

// ask writes the prompt and returns the line typed, trimmed. The end of the input is
// prompt.ErrInputEnded; an interrupt ends the wait at once.
func (l *lineReader) ask(ctx context.Context, w io.Writer, promptText string) (string, error) {
	fmt.Fprint(w, promptText)
	line, err := prompt.ReadLine(ctx, l.r)
	if errors.Is(err, io.EOF) {
		return "", prompt.ErrInputEnded
	}
	return strings.TrimSpace(line), err
}
