package scenes

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"parlour/assets/i18n"
	"parlour/scenes/hostlink"
	"parlour/scenes/platform"
)

// The embed's link to the page that holds it (embed=1; package hostlink):
// the frame tells the host when it is ready, when a game starts and how it
// ended, and reads the host's new games and languages, from the host's
// origins only.

// host is the link's state.
type host struct {
	targets []string
	mu      sync.Mutex
	// inbox holds the messages received since the last update: the
	// browser's message event only queues them, the update reads them.
	inbox   []inbound
	dropped int
	ready   bool
}

type inbound struct {
	origin string
	parent bool
	data   []byte
}

// maxInbox is the most messages kept between two updates: a host that
// floods the frame loses the rest (said once).
const maxInbox = 32

// Embedded reports whether the app is a frame showing one game on another
// site's page.
func (a *App) Embedded() bool { return a.Setup.Embed }

// startHost finds the origins the frame talks to and listens to them.
func (a *App) startHost() {
	if !a.Setup.Embed {
		return
	}
	anc, ref := platform.HostOrigins()
	a.host.targets = hostlink.Targets(a.Setup.Origins, anc, ref)
	if len(a.host.targets) == 0 && platform.InFrame() {
		platform.Warn("parlour: this embed does not know its host's origin (no referrer, no origins=): it sends no messages")
	}
	platform.ListenHost(hostlink.MaxBytes, func(origin string, parent bool, data []byte) {
		a.host.mu.Lock()
		defer a.host.mu.Unlock()
		if len(a.host.inbox) >= maxInbox {
			a.host.dropped++
			return
		}
		a.host.inbox = append(a.host.inbox, inbound{origin, parent, data})
	})
}

// TellHost posts a message (hostlink's) to the host's origins; outside an
// embed it does nothing.
func (a *App) TellHost(msg []byte) {
	if !a.Setup.Embed {
		return
	}
	for _, o := range a.host.targets {
		platform.PostHost(o, msg)
	}
}

// hostReady tells the host, once, that the frame shows its first scene.
func (a *App) hostReady() {
	if a.host.ready || !a.Setup.Embed {
		return
	}
	a.host.ready = true
	game := ""
	if a.Setup.Direct {
		game = a.Setup.Game
	}
	a.TellHost(hostlink.Ready(game, i18n.Languages()))
}

// readHost reads the host's messages: those from another window or origin,
// and malformed ones, are ignored with a warning.
func (a *App) readHost() {
	a.host.mu.Lock()
	inbox, dropped := a.host.inbox, a.host.dropped
	a.host.inbox, a.host.dropped = nil, 0
	a.host.mu.Unlock()
	if dropped > 0 {
		platform.Warn("parlour: ignoring messages beyond the first " + strconv.Itoa(maxInbox) + " in a frame")
	}
	for _, m := range inbox {
		switch {
		case !m.parent || !hostlink.Allowed(m.origin, a.host.targets):
			platform.Warn("parlour: ignoring a message from " + quoteOrigin(m.origin) + ": not this frame's host (" + strings.Join(a.host.targets, ", ") + ")")
			continue
		case m.data == nil:
			platform.Warn("parlour: ignoring a message from the host: its data has no JSON form")
			continue
		}
		c, warnings, err := hostlink.Decode(m.data)
		for _, w := range warnings {
			platform.Warn("parlour: " + w)
		}
		if err != nil {
			platform.Warn("parlour: ignoring the host's message " + hostlink.Compact(m.data) + ": " + err.Error())
			continue
		}
		switch c.Type {
		case hostlink.TypeLanguage:
			if !slices.Contains(i18n.Languages(), c.Lang) {
				platform.Warn("parlour: ignoring the host's language " + strconv.Quote(c.Lang))
				a.TellHost(hostlink.Error("no language " + strconv.Quote(c.Lang)))
				continue
			}
			// This visit's language, like lang=: not stored unless the
			// person chooses it; a table writes its log again in it.
			a.Settings.Language = c.Lang
			a.UseLanguage(c.Lang)
		case hostlink.TypeNew:
			if a.HostNew != nil {
				a.HostNew(a, c.Query)
			}
		}
	}
}

func quoteOrigin(s string) string {
	if s == "" {
		return "an unknown origin"
	}
	return `"` + s + `"`
}
