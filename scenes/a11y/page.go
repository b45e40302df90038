package a11y

// Page is the accessible page as last shown, described again only when
// what it shows may have changed (issue 38: describing a table and
// comparing it with the last took 2 ms of every update at rest). The app
// marks it stale when a frame is drawn (the scene changed: package rest
// decides), or input comes; another source (a new scene) is always
// described.
type Page struct {
	tree   *Node
	source any
	shown  bool
	stale  bool
}

// Stale notes that what the page shows may have changed.
func (p *Page) Stale() { p.stale = true }

// Update is the changes that bring the page up to source's description
// (describe is called only when the page is stale or source is another),
// bounded (Clean); nil when nothing changed.
func (p *Page) Update(source any, describe func() *Node) []Op {
	if p.shown && !p.stale && source == p.source {
		return nil
	}
	p.shown, p.stale, p.source = true, false, source
	root := describe()
	if root != nil {
		Clean(root)
	}
	ops := Diff(p.tree, root)
	p.tree = root
	return ops
}

// Tree is the page as last described.
func (p *Page) Tree() *Node { return p.tree }
