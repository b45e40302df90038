// Package notice is what the app's notice says: the messages given it
// lately, one line of text. It never imports Ebitengine, so it is tested
// natively.
//
// Messages given at once (the problems found as the app starts: no
// storage, settings reset) are read together; one given later replaces
// them, and a message already shown is not repeated. Before issue 37 every
// new message joined the ones still shown, so refusals typed one after
// another grew into a notice that covered the setup's Daily deal and Start.
package notice

import "strings"

// Shown is how long a notice stays, in seconds.
const Shown = 6

// MaxTogether is the most messages shown together: more at once keep the
// newest.
const MaxTogether = 2

// Separator is between messages shown together.
const Separator = " · "

// Notice is the notice on screen.
type Notice struct {
	messages []string
	at       int     // the update the messages were given in
	left     float64 // seconds it stays
}

// Give shows msg, given in update at: it joins messages given in the same
// update (up to MaxTogether, newest kept) and replaces older ones.
func (n *Notice) Give(msg string, at int) {
	if msg == "" {
		return
	}
	n.left = Shown
	for _, m := range n.messages {
		if m == msg {
			return // shown already: it stays, for longer
		}
	}
	if at != n.at {
		n.messages = n.messages[:0]
	}
	n.messages, n.at = append(n.messages, msg), at
	if len(n.messages) > MaxTogether {
		n.messages = n.messages[len(n.messages)-MaxTogether:]
	}
}

// Pass lets dt seconds go by.
func (n *Notice) Pass(dt float64) {
	if n.left -= dt; n.left <= 0 {
		n.left, n.messages = 0, nil
	}
}

// Text is what the notice says, or "" when there is none.
func (n *Notice) Text() string { return strings.Join(n.messages, Separator) }
