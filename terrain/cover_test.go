package terrain

import "testing"

// TestR9ParseCover pins a hostile-input rule (docs/development.md): cover is none, light or heavy; other terrain is
// refused with the reason.
func TestR9ParseCover(t *testing.T) {
	for in, want := range map[string]Kind{
		"none": Open, "None": Open, "light": LightCover, "Light Cover": LightCover,
		"heavy": HeavyCover, " heavy  cover ": HeavyCover,
	} {
		if got, err := ParseCover(in); err != nil || got != want {
			t.Errorf("ParseCover(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for in, want := range map[string]string{
		"open":         `"open" is not cover: a target in the open has none (want none, light or heavy)`,
		"clear":        `"clear" is not cover: a target in the open has none (want none, light or heavy)`,
		"rough":        "rough ground is not cover: it slows movement and changes no attack (R9); say none, light or heavy",
		"rough ground": "rough ground is not cover: it slows movement and changes no attack (R9); say none, light or heavy",
		"river":        "a river is not cover: it can be fired across and changes no attack (R9); say none, light or heavy",
		"bush":         `unknown cover "bush" (want none, light or heavy)`,
		"":             "no cover given (want none, light or heavy)",
	} {
		if k, err := ParseCover(in); err == nil || err.Error() != want {
			t.Errorf("ParseCover(%q) = %v, %v; want %q", in, k, err, want)
		}
	}
}
