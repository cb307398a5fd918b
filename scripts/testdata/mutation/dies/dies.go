// Package dies has no surviving mutant: its test asks about both sides of 18.
package dies

// Adult reports whether someone of this age is an adult.
func Adult(age int) bool { return age >= 18 }
