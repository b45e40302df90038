// Package prompttest reads a prompt the way the games' decision tests
// check it: which marks are on, and the words of its choices and spots.
package prompttest

import "parlour/scenes/table/prompt"

// On lists the indexes of the marks that can be picked.
func On(ms []prompt.Mark) []int {
	var out []int
	for i, m := range ms {
		if m.On {
			out = append(out, i)
		}
	}
	return out
}

// Labels are the choices' labels, in order.
func Labels(cs []prompt.Choice) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Label)
	}
	return out
}

// SpotLabels are the spots' labels, in order.
func SpotLabels(ss []prompt.Spot) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.Label)
	}
	return out
}
