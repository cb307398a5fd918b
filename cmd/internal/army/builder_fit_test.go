package army

import (
	"testing"

	armypkg "github.com/ezd-game/ezd/army"
	"github.com/ezd-game/ezd/cmd/internal/prompt/prompttest"
)

// docs/interactive.md: every option of the builder's menus is in view at 80x24, without
// scrolling.
func TestBuilderMenusFit80x24(t *testing.T) {
	// The largest add form: a new army of the largest catalogue, where everything fits.
	nation := armypkg.Nations()[0]
	for _, n := range armypkg.Nations() {
		if len(armypkg.VehiclesOf(n)) > len(armypkg.VehiclesOf(nation)) {
			nation = n
		}
	}
	var vehicles []string
	for _, v := range armypkg.VehiclesOf(nation) {
		vehicles = append(vehicles, v.Name)
	}
	var pick tankChoice
	prompttest.FitsScreen(t, "add a tank", addTankForm(armypkg.Army{Name: "Big"}, nation, &pick),
		append(vehicles, "Custom small tank", "Custom heavy tank", "Back"))

	big := armypkg.Army{Name: "Big", Points: 40}
	for range 9 {
		big.Tanks = append(big.Tanks, armypkg.Tank{Class: armypkg.Small})
	}
	var step builderStep
	prompttest.FitsScreen(t, "roster menu", rosterForm(big, &step), []string{"Add a tank", "Rename a tank",
		"Remove a tank", "Change name, nation or points limit", "Finish: show the roster and save"})
	i := 0
	var tanks []string
	for k := range big.Tanks {
		tanks = append(tanks, big.TankName(k))
	}
	prompttest.FitsScreen(t, "pick a tank", pickTankForm(big, "Remove which tank?", &i), append(tanks, "Back"))
}
