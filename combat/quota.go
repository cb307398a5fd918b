package combat

// ActivationQuota returns how many tanks a player may activate in a turn that starts with
// standing tanks not destroyed: half of them, rounding up (R3). The battle engine and the
// printed turn tracker both read it here.
func ActivationQuota(standing int) int { return (standing + 1) / 2 }
