package iostreams

// DropTypedAhead discards what was typed on the terminal In and not read yet, and reports
// whether there was any. A question asked for the other side of a game (a bot's sight,
// cover or dice) calls it just before it is drawn, so that lines typed ahead for the
// person's own questions never answer it (docs/solo.md). Where In is no terminal, or the
// system cannot do it (only Linux can, for now), nothing is dropped.
func (s *IOStreams) DropTypedAhead() bool {
	f, ok := s.In.(interface{ Fd() uintptr })
	if !ok || !s.InTTY {
		return false
	}
	return dropInput(int(f.Fd()))
}
