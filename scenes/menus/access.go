package menus

import (
	"strings"

	"parlour/assets/i18n"
	"parlour/scenes"
	"parlour/scenes/a11y"
)

// The menus on the accessible page (scenes/access.go, issue 31): each says
// its heading, and the words it shows that are not on a button. Its buttons
// are read from its targets and their labels.

// AccessTitle implements scenes.AccessTitled.
func (t *Title) AccessTitle() string { return "Parlour" }

// AccessTitle implements scenes.AccessTitled.
func (s *Setup) AccessTitle() string { return i18n.T(s.def.Name + ".name") }

// AccessText implements scenes.AccessTexted: the question asked, or which
// choices the page that embeds the game set (their buttons are shown,
// unavailable).
func (s *Setup) AccessText(a *scenes.App) []string {
	if s.confirm {
		return []string{s.replaceQuestion().text}
	}
	var names []string
	for _, k := range s.lock {
		switch k {
		case "players":
			names = append(names, i18n.T("setup.players"))
		case "variant":
			names = append(names, label(s.def.Name+".variant", i18n.T("setup.variant")))
		case "bots":
			names = append(names, i18n.T("setup.bots"))
		default:
			names = append(names, label(s.def.Name+".option."+k, k))
		}
	}
	if len(names) == 0 {
		return nil
	}
	return []string{i18n.T("setup.set_by_page_list", strings.Join(names, ", "))}
}

// AccessTitle implements scenes.AccessTitled.
func (s *Settings) AccessTitle() string { return i18n.T("menu.settings") }

// AccessText implements scenes.AccessTexted: the question asked, or what
// a save code carries.
func (s *Settings) AccessText(a *scenes.App) []string {
	if s.pending != nil {
		return []string{s.statsQuestion(a).text}
	}
	if s.inGame {
		return nil
	}
	return []string{i18n.T("settings.save_code_note")}
}

// AccessTitle implements scenes.AccessTitled.
func (s *SavedList) AccessTitle() string { return i18n.T("title.all_saved", len(s.saved)+len(s.done)) }

// AccessTitle implements scenes.AccessTitled.
func (r *Rules) AccessTitle() string {
	return i18n.T("menu.rules") + " · " + i18n.T(r.spec().Name+".name")
}

// AccessText implements scenes.AccessTexted: the page shown, each section
// its heading and its text, each card of a card list its heading and its
// text, a page the game draws itself its Words (else its title).
func (r *Rules) AccessText(a *scenes.App) []string {
	spec := r.spec()
	if r.page >= len(spec.Pages()) {
		return nil
	}
	p := spec.Pages()[r.page]
	var out []string
	for _, s := range p.Sections {
		out = append(out, a11y.Sentences(i18n.T(s+".title"), i18n.T(s)))
	}
	if p.Cards != nil {
		for _, c := range p.Cards() {
			out = append(out, a11y.Sentences(c.Head, c.Text))
		}
	}
	if p.Words != nil {
		out = append(out, p.Words()...)
	}
	if len(out) == 0 {
		out = append(out, i18n.T(p.Title))
	}
	return out
}

// AccessTitle implements scenes.AccessTitled.
func (s *Stats) AccessTitle() string { return i18n.T("menu.stats") }

// AccessText implements scenes.AccessTexted: two lines a game, as its
// panel shows it: its figures, then its pictures in words (stats.go).
func (s *Stats) AccessText(a *scenes.App) []string {
	var out []string
	heads := figureHeads()
	for _, v := range s.refresh(a) {
		parts := []string{v.name}
		for i, f := range v.figures {
			parts = append(parts, f+" "+heads[i])
		}
		out = append(out, strings.Join(parts, ", "), v.access())
	}
	return out
}
