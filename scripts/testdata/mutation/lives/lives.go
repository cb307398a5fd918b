// Package lives has a mutant its test does not kill: no test asks about age 18, so
// gremlins' `>=` made `>` lives (efficacy 50%).
package lives

// Adult reports whether someone of this age is an adult.
func Adult(age int) bool { return age >= 18 }
