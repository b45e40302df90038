package table

import (
	"fmt"
	"strings"

	"parlour/assets/i18n"
	"parlour/scenes/a11y"
	"parlour/scenes/speech"
	"parlour/scenes/table/flow"
	"parlour/scenes/table/layers"
	"parlour/scenes/ui"
)

// The table on the accessible page (issue 31; scenes/access.go): what the
// canvas shows the person, as text a screen reader reads and buttons Enter
// uses — the caption, the decision, the players, the hand, the choices and
// the log — built from the prompt, the seats' panels and the log, the same
// source as what is drawn and picked, so that every game gets it from the
// kit. It holds nothing the canvas does not show: the hand is the person's
// view's, a seat's words are its panel's, and under the pass-and-play cover
// there is only the cover.

// SeatWorder is a table that says more of a seat than its name and status:
// what its panel shows (tokens, coins, points, cards played), from the view.
type SeatWorder interface {
	SeatWords(seat int) []string
}

// TableWorder is a table that says what lies on the table (the deck, the
// trick, the row, the masks), from the view.
type TableWorder interface {
	TableWords() []string
}

// announce tells the accessible page what the person must hear besides
// the log's lines, in the table's order (flow.Herald): their decision when
// it comes, and a round's or the game's summary when it shows. Under the
// pass-and-play cover nothing is said: the device is between two people.
// It runs every update, whether or not the page is described again.
func (t *Table) announce() {
	t.app.SayPace(speech.PaceFor(t.s.Speed.Factor()))
	if t.pass.cover >= 0 || t.lost.on {
		t.book.herald.Tell(t.app, nil, "")
		return
	}
	decision := ""
	if t.dec.hasPrompt && t.s.HumanToMove() && t.seq.Showing == nil {
		decision = t.dec.prompt.Text
	}
	t.book.herald.Tell(t.app, t.seq.Showing, decision)
}

// toldAlone is a layer the accessible page tells alone when it is on top:
// nothing of the table under it is read, only its words and its buttons.
type toldAlone interface {
	words(t *Table) *a11y.Node
}

func (p *lostPanel) words(*Table) *a11y.Node {
	return &a11y.Node{ID: "lost", Role: a11y.Text, Name: i18n.T("table.lost")}
}

func (c coverLayer) words(t *Table) *a11y.Node {
	name := t.SeatName(c.cover)
	return &a11y.Node{ID: "cover", Role: a11y.Text, Name: a11y.Sentences(i18n.T("pass.title", name), i18n.T("pass.only", name))}
}

// logShown is how many of the log's last lines the page holds.
const logShown = 12

// access is the table's scenes.Accessible.
func (t *Table) access(u *ui.Frame) *a11y.Node {
	root := &a11y.Node{ID: "table", Role: a11y.Region, Name: i18n.T(t.spec.Name + ".name"), Desc: i18n.T("access.keys")}
	if t.replay != nil {
		// The replay's own keys first: its steps and the review's marks.
		root.Desc = a11y.Sentences(i18n.T("access.replay_keys"), root.Desc)
	}
	add := func(parent *a11y.Node, n *a11y.Node) *a11y.Node {
		parent.Children = append(parent.Children, n)
		return n
	}
	text := func(id, words string) *a11y.Node { return &a11y.Node{ID: id, Role: a11y.Text, Name: words} }
	own := map[string]bool{}
	// The page is told from the top layer down (package layers): a lost
	// game's panel alone, over the cover too; under the cover nothing of
	// the table (pass.go).
	if top, ok := t.overlay(layers.Top(t.open())).(toldAlone); ok {
		add(root, top.words(t))
		root.Children = append(root.Children, u.AccessButtons(nil)...)
		return root
	}
	if c := t.seq.Caption; c != "" {
		add(root, text("caption", c))
	}
	if t.replay != nil {
		if l := t.reviewLine(); l != "" {
			add(root, text("review", l))
		}
		// Every mark, whatever page of them the chart shows: a press goes
		// to its decision (markInput).
		if rs := t.replay.review; rs != nil && len(rs.marked()) > 0 {
			marks := add(root, &a11y.Node{ID: "review-marks", Role: a11y.List, Name: i18n.T("review.marks")})
			for _, i := range rs.marked() {
				add(marks, &a11y.Node{ID: markName(i), Role: a11y.Button, Name: t.markWords(rs.decisions[i])})
			}
		}
	}
	if s := t.seq.Showing; s != nil {
		add(root, t.summaryNode(s))
	}
	var items []item
	if t.dec.hasPrompt && t.s.HumanToMove() && t.seq.Showing == nil {
		add(root, &a11y.Node{ID: "prompt", Role: a11y.Heading, Name: t.dec.prompt.Text})
		items = t.items(t.dec.prompt)
	}
	byTarget := map[Target]item{}
	for _, it := range items {
		byTarget[it.t] = it
		own[targetName(it.t)] = true
	}
	// The players, each as its panel reads; a seat the decision may pick is
	// a button.
	seats := add(root, &a11y.Node{ID: "seats", Role: a11y.Group, Name: i18n.T("access.players")})
	for seat := range t.Players() {
		n := text(fmt.Sprintf("seat-words-%d", seat), t.seatLine(seat))
		if it, ok := byTarget[Target{Zone: ZoneSeat, Index: seat}]; ok {
			n = itemNode(it, n.Name, "")
		}
		add(seats, n)
	}
	var words []string
	if w, ok := t.g.(TableWorder); ok {
		words = w.TableWords()
	}
	if cards := t.tableCards(); len(words) > 0 || len(cards) > 0 {
		on := add(root, &a11y.Node{ID: "on-table", Role: a11y.Group, Name: i18n.T("access.on_table")})
		for i, line := range words {
			add(on, text(fmt.Sprintf("on-table-%d", i), line))
		}
		// Each card on the table, its name and its rule, as its close-up
		// shows it (look.go).
		for i, c := range cards {
			name, rule := t.cardWords(c.Face)
			if c.Note != "" {
				rule = strings.TrimSpace(c.Note + ". " + rule)
			}
			add(on, &a11y.Node{ID: fmt.Sprintf("look-words-%d", i), Role: a11y.Text, Name: name, Desc: rule})
		}
	}
	// The person's hand, each card its name and its rule.
	if hand := t.g.Hand(); len(hand) > 0 {
		g := add(root, &a11y.Node{ID: "hand", Role: a11y.Group, Name: i18n.T("access.hand")})
		for i, id := range hand {
			name, rule := t.cardWords(id)
			n := &a11y.Node{ID: fmt.Sprintf("hand-words-%d", i), Role: a11y.Text, Name: name, Desc: rule}
			if it, ok := byTarget[Target{Zone: ZoneHand, Index: i}]; ok {
				n = itemNode(it, name, rule)
				n.Pressed = t.dec.prompt.Hand[i].Selected
			}
			add(g, n)
		}
	}
	// The decision's own choices, places and buttons.
	if len(items) > 0 {
		g := add(root, &a11y.Node{ID: "choices", Role: a11y.Group, Name: i18n.T("access.choices")})
		for _, it := range items {
			switch it.t.Zone {
			case ZoneChoice:
				c := t.dec.prompt.Choices[it.t.Index]
				desc := ""
				if c.Face >= 0 {
					desc = t.spec.Face(c.Face).Text
				}
				n := itemNode(it, c.Label, desc)
				n.Pressed = c.Selected
				add(g, n)
			case ZoneSpot:
				sp := t.dec.prompt.Spots[it.t.Index]
				words := sp.Words
				if words == "" {
					words = sp.Label
				}
				n := itemNode(it, words, "")
				n.Pressed = sp.Selected
				add(g, n)
			case ZoneConfirm:
				add(g, itemNode(it, t.dec.prompt.Confirm, ""))
			case zoneBack:
				add(g, itemNode(it, t.dec.prompt.Back, ""))
			}
		}
		if len(g.Children) == 0 {
			root.Children = root.Children[:len(root.Children)-1]
		}
	}
	// The kit's own buttons: the bar's and the summary's. The log's are not
	// needed: the page holds the log's last lines, to be read at will.
	// Nor the table's cards to look at: each is told above, with its rule;
	// nor the caption's tap that shows it whole: the page says it whole.
	for _, b := range u.AccessButtons(func(name string) bool {
		return own[name] || strings.HasPrefix(name, "log") || strings.HasPrefix(name, "look-") || reviewBand(name) || name == "caption-whole" || name == "prompt-whole"
	}) {
		switch b.ID {
		case "table-rules":
			b.Name = i18n.T("menu.rules") // drawn as "?"
		case "undo":
			b.Name = i18n.T("table.undo") // drawn as an arrow on a phone
			if why := t.undoWhy(); why != "" {
				b.Desc = why
			}
		case "hint":
			b.Name = i18n.T("table.hint")
		}
		root.Children = append(root.Children, b)
	}
	// The log's last lines.
	if lines := t.book.log.Lines; len(lines) > 0 {
		l := add(root, &a11y.Node{ID: "log", Role: a11y.List, Name: i18n.T("table.log")})
		from := max(0, len(lines)-logShown)
		for i := from; i < len(lines); i++ {
			add(l, &a11y.Node{ID: fmt.Sprintf("log-%d", i), Role: a11y.Item, Name: lines[i]})
		}
	}
	return root
}

// itemNode is a button for one of the decision's items: usable or not, and
// why not.
func itemNode(it item, name, desc string) *a11y.Node {
	n := &a11y.Node{ID: targetName(it.t), Role: a11y.Button, Name: name, Desc: desc, Disabled: !it.on}
	if !it.on && it.note != "" {
		n.Desc = a11y.Sentences(it.note, desc)
	}
	return n
}

// summaryNode is a round's or the game's summary as it reads.
func (t *Table) summaryNode(s *flow.Summary) *a11y.Node {
	g := &a11y.Node{ID: "summary", Role: a11y.Group, Name: s.Title}
	g.Children = append(g.Children, &a11y.Node{ID: "summary-title", Role: a11y.Heading, Name: s.Title})
	for i, l := range s.Lines {
		g.Children = append(g.Children, &a11y.Node{ID: fmt.Sprintf("summary-line-%d", i), Role: a11y.Text, Name: l})
	}
	if len(s.Standings) > 0 {
		list := &a11y.Node{ID: "standings", Role: a11y.List, Name: i18n.T("access.standings")}
		for i, st := range s.Standings {
			words := st.Name + ": " + i18n.Number(st.Score)
			if st.Gain != 0 {
				words += " (" + i18n.Signed(st.Gain) + ")"
			}
			if st.Note != "" {
				words += ", " + st.Note
			}
			if st.Winner {
				words += ", " + i18n.T("access.winner")
			}
			list.Children = append(list.Children, &a11y.Node{ID: fmt.Sprintf("standing-%d", i), Role: a11y.Item, Name: words})
		}
		g.Children = append(g.Children, list)
	}
	return g
}

// targetName is an item's target's name, as the tests and the accessible
// page know it.
func targetName(tg Target) string {
	switch tg.Zone {
	case ZoneHand:
		return fmt.Sprintf("hand-%d", tg.Index)
	case ZoneSeat:
		return fmt.Sprintf("seat-%d", tg.Index)
	case ZoneSpot:
		return fmt.Sprintf("spot-%d", tg.Index)
	case ZoneChoice:
		return fmt.Sprintf("choice-%d", tg.Index)
	case ZoneConfirm:
		return "confirm"
	case zoneBack:
		return "back"
	case zoneLook:
		return lookName(tg.Index)
	}
	return ""
}

// seatLine is a seat as the page reads it: its name, its panel's status
// and what its table says of it.
func (t *Table) seatLine(seat int) string {
	state := flow.Idle
	if seat < len(t.view.status.States) {
		state = t.view.status.States[seat]
	}
	status, _ := t.seatStatus(seat, state, t.g.Seat(seat))
	words := []string{t.SeatName(seat)}
	if status != "" {
		words = append(words, status)
	}
	if w, ok := t.g.(SeatWorder); ok {
		words = append(words, w.SeatWords(seat)...)
	}
	return strings.Join(words, ", ")
}

// cardWords are a card's name (with its value) and its rule; a card face
// down is only that.
func (t *Table) cardWords(id int) (name, rule string) {
	if id < 0 {
		return i18n.T("access.card_back"), ""
	}
	f := t.spec.Face(id)
	name, rule = f.Name, f.Text
	if f.Value != "" {
		name = f.Name + ", " + f.Value
	}
	return name, rule
}
