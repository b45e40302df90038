package layout

import "testing"

func TestRowCentresItsItems(t *testing.T) {
	rs := Row(Rect{0, 0, 100, 20}, 2, 30, 10, 10)
	if rs[0].X != 15 || rs[1].X != 55 || rs[0].Y != 5 {
		t.Fatalf("%+v", rs)
	}
}

func TestGridWrapsIntoCentredRows(t *testing.T) {
	cells, h := Grid(Rect{0, 0, 100, 100}, 5, 3, 30, 10, 2)
	if len(cells) != 5 || h != 22 {
		t.Fatalf("%d cells, height %v", len(cells), h)
	}
	if cells[3].Y != 12 || cells[3].X <= cells[0].X {
		t.Fatalf("the second row is not below and centred: %+v", cells)
	}
}

func TestAStripOverlapsOnlyWhenItMust(t *testing.T) {
	loose := Strip(Rect{0, 0, 200, 20}, 3, 10, 14, 12)
	if loose[2].X != 24 {
		t.Fatalf("room enough: %+v", loose)
	}
	tight := Strip(Rect{0, 0, 40, 20}, 7, 10, 14, 12)
	if last := tight[6]; last.Right() > 40.001 {
		t.Fatalf("the strip runs off its rectangle: %+v", last)
	}
}

func TestUnionHoldsBothRectangles(t *testing.T) {
	a, b := Rect{10, 20, 30, 40}, Rect{0, 50, 15, 30}
	u := a.Union(b)
	if u != (Rect{0, 20, 40, 60}) || !a.Within(u) || !b.Within(u) {
		t.Fatalf("%v ∪ %v = %v", a, b, u)
	}
}
