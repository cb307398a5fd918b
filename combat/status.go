package combat

import "github.com/ezd-game/ezd/army"

// Status is a battle's state as `ezd battle status --json` reports it. Its JSON keys are
// the command's contract: change them only with it.
type Status struct {
	Name string `json:"name"`
	Turn int    `json:"turn"`
	// Winner is nil until the battle is won (R8).
	Winner *Player `json:"winner"`
	// ToAct is the player who acts now, nil when nobody does (R3).
	ToAct *Player `json:"toAct"`
	// ActiveTank is the tank whose activation is going on, nil between activations.
	ActiveTank  *Ref `json:"activeTank"`
	ActionsLeft int  `json:"actionsLeft"`
	Sides       struct {
		Red  SideStatus `json:"red"`
		Blue SideStatus `json:"blue"`
	} `json:"sides"`
}

// SideStatus is one player's army in a Status.
type SideStatus struct {
	Army string `json:"army"`
	// Fielded, Lost and LossThreshold are points (R8): the army breaks when Lost reaches
	// LossThreshold.
	Fielded         int `json:"fielded"`
	Lost            int `json:"lost"`
	LossThreshold   int `json:"lossThreshold"`
	ActivationsLeft int `json:"activationsLeft"`
	// Tanks are in roster order.
	Tanks []TankStatus `json:"tanks"`
}

// TankStatus is one tank in a Status.
type TankStatus struct {
	Ref       Ref        `json:"ref"`
	Name      string     `json:"name"`
	Class     army.Class `json:"class"`
	Damage    int        `json:"damage"`
	Capacity  int        `json:"capacity"`
	Destroyed bool       `json:"destroyed"`
	Defending bool       `json:"defending"`
	Activated bool       `json:"activated"`
}

// Status returns the state as the status report shows it.
func (s State) Status() Status {
	st := Status{Name: s.Name, Turn: s.Turn, ActionsLeft: s.ActionsLeft}
	if s.Winner != NoPlayer {
		st.Winner = ptr(s.Winner)
	}
	if p := s.ToAct(); p != NoPlayer {
		st.ToAct = ptr(p)
	}
	if !s.Active.IsZero() {
		st.ActiveTank = ptr(s.Active)
	}
	st.Sides.Red = s.sideStatus(Red)
	st.Sides.Blue = s.sideStatus(Blue)
	return st
}

func (s State) sideStatus(p Player) SideStatus {
	f := s.force(p)
	ss := SideStatus{
		Army: f.Army.Name, Fielded: f.Fielded, Lost: f.Lost,
		LossThreshold: army.LossThreshold(f.Fielded), ActivationsLeft: s.ActivationsLeft(p),
		Tanks: make([]TankStatus, len(f.Tanks)),
	}
	for i, t := range f.Tanks {
		ss.Tanks[i] = TankStatus{t.Ref, t.Name, t.Class, t.Damage, t.Capacity(), t.Destroyed, t.Defending, t.Activated}
	}
	return ss
}

func ptr[T any](v T) *T { return &v }
