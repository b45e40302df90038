package rebelprincess

import (
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The Little Mermaid's power in one trick (issue 38 saw "the Little
// Mermaid's power used twice in one trick"). The rulebooks:
//
// Classic (seeds/000_45ac3bc784d1ce6e.txt, "Карти принцес"): "Властивість
// карти принцеси можна застосувати щонайбільше 1 раз за раунд" — a
// princess's power at most once a round; "Русалонька. Гіпнотична пісня. Ви
// вибираєте, карту якої масті повинен зіграти гравець, який починає
// взятку. Якщо цей гравець не має карти такої масті, тоді він починає
// взятку за звичайними правилами" — a suit the leader lacks leaves the lead
// free, and she names no other. Its FAQ ("Часті питання…", "В якому порядку
// застосовують властивості принцес?"): "Якщо властивість вашої принцеси
// скасує вже застосовану властивість іншої принцеси, то ви не можете
// застосувати властивість своєї принцеси протягом цієї взятки" — so a second
// Little Mermaid (Carmesina's copy) names nothing on the same trick.
//
// Deluxe (seeds/004_40bf9d04bf66964d.txt, "KARTY KSIĘŻNICZEK"): "Mocy
// Księżniczki można użyć raz na rundę" — once a round; "Mała Syrenka:
// Hipnotyczny śpiew. Zdecyduj, jakim kolorem musi zagrać osoba, która
// rozpoczyna lewę. Jeśli ta osoba nie ma kart w tym kolorze, wymieniaj
// następne kolory, aż będzie mieć taką kartę" — a suit the leader lacks,
// and she names the next: two namings in one trick, one use of her power.

// powerEvents are the log's uses of princess p.
func powerEvents(g *Game, p int) []game.Event {
	var out []game.Event
	for _, e := range g.Log {
		if e.Type == EvPower && e.Value == p {
			out = append(out, e)
		}
	}
	return out
}

// names reports whether seat may name a suit for the Little Mermaid now.
func names(g *Game, seat int) bool {
	return slices.ContainsFunc(g.Legal(seat), func(a game.Action) bool { return a.Kind == KindMermaid })
}

// Classic: naming a suit the leader lacks spends her power; she names no
// other suit on this trick and is not asked again this round.
func TestClassicLittleMermaidNamesOnceARoundEvenASuitTheLeaderLacks(t *testing.T) {
	g := deal(t, Classic, "once-upon-a-time", 0, with(3, map[int]int{1: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 1, "mermaid fairies")
	if g.Step == StepMermaid || g.owes(1) {
		t.Fatalf("Classic: a suit the leader lacks leaves the lead free, and she names no other (step %s)", g.Step)
	}
	if !g.Used[1] || len(powerEvents(g, LittleMermaid)) != 1 {
		t.Fatalf("one use, spent: used %v, %d uses", g.Used[1], len(powerEvents(g, LittleMermaid)))
	}
	play(t, g, "Q3", "Q7", "Q4")
	if names(g, 1) {
		t.Fatal("at most once a round: she names no suit before the next trick")
	}
	if n := len(powerEvents(g, LittleMermaid)); n != 1 {
		t.Fatalf("the power was used %d times in the round", n)
	}
}

// Classic with the promo: Carmesina copying the Little Mermaid names no
// suit on a trick whose lead the Little Mermaid already named (hers would
// cancel it), whether the leader held the suit or lacked it.
func TestClassicASecondLittleMermaidNamesNothingOnTheSameTrick(t *testing.T) {
	for _, suit := range []string{"pets", "fairies"} {
		g := deal(t, Classic, "once-upon-a-time", 0, []int{Pocahontas, LittleMermaid, Carmesina}, "Q3 A2", "Q7 A3", "Q4 A4")
		if g.Copy[2] != LittleMermaid {
			t.Fatalf("set-up: Carmesina copies %d", g.Copy[2])
		}
		gametest.Act(t, g, 1, "mermaid "+suit)
		if names(g, 2) {
			t.Fatalf("after mermaid %s: Carmesina's Little Mermaid may name a suit on the same trick", suit)
		}
		if n := len(powerEvents(g, LittleMermaid)); n != 1 {
			t.Fatalf("after mermaid %s: %d namings on one trick", suit, n)
		}
	}
}

// Deluxe: a suit the leader lacks, and she names the next until the leader
// has one — two namings on one trick, one use of her power, not asked again
// this round.
func TestDeluxeLittleMermaidNamingTheNextSuitIsTheSameUse(t *testing.T) {
	g := deal(t, Deluxe, "once-upon-a-time", 0, with(3, map[int]int{2: LittleMermaid}), "Q3 A2", "Q7 A3", "Q4 A4")
	gametest.Act(t, g, 2, "mermaid fairies")
	if g.Step != StepMermaid || !g.owes(2) {
		t.Fatalf("the leader lacks Fairies: she names the next suit (step %s)", g.Step)
	}
	gametest.Act(t, g, 2, "mermaid queens")
	uses := powerEvents(g, LittleMermaid)
	if len(uses) != 2 || uses[0].Seat != 2 || uses[1].Seat != 2 {
		t.Fatalf("two namings, both hers: %+v", uses)
	}
	if !g.Used[2] || len(g.T.Powers) != 1 {
		t.Fatalf("one use of her power on this trick: %v", g.T.Powers)
	}
	play(t, g, "Q3", "Q7", "Q4")
	if names(g, 2) || len(powerEvents(g, LittleMermaid)) != 2 {
		t.Fatal("once a round: she names no suit before the next trick")
	}
}
