package menus

// Starting the table the setup describes: alone, in pass and play, a
// shared deal or the daily deal.

import (
	"maps"
	"slices"
	"time"

	"parlour/assets/i18n"
	"parlour/game"
	"parlour/scenes"
	"parlour/scenes/params"
	"parlour/scenes/platform"
	"parlour/scenes/session"
	"parlour/scenes/table"
)

// start remembers this setup and sits the person down at the table; a
// shared deal deals the link's cards with the person at the link's seat,
// and the daily deal the day's cards at the day's table.
func (s *Setup) start(a *scenes.App) {
	if s.guide {
		s.guide = false
		s.startGuide(a)
		return
	}
	if s.daily {
		s.startDaily(a)
		return
	}
	if s.deal == nil {
		s.remember(a)
	}
	seed, seat := uint64(time.Now().UnixNano())^uint64(a.Frames)*0x9e3779b97f4a7c15, 0
	if s.deal != nil {
		seed, seat = s.deal.Seed, min(s.deal.Seat, s.players-1)
		a.Setup.Deal = nil // the link is used once; Back and Start again set up one's own
	}
	cfg := game.Config{Players: s.players, Variant: s.variant, Seed: seed, Options: maps.Clone(s.options)}
	if s.count() > 1 {
		s.sitPeople(a, cfg)
		return
	}
	for i := range s.players {
		if s.people[i] {
			seat = i
		}
	}
	s.sit(a, cfg, s.level, seat, "")
}

// sitPeople starts a pass-and-play table: people at the seats chosen, each
// by the seat's name ("Player 2" rather than a default "You"), bots at the
// others.
func (s *Setup) sitPeople(a *scenes.App, cfg game.Config) {
	seats := make([]session.Seat, cfg.Players)
	for i := range seats {
		seats[i] = session.Seat{Name: s.name(a, i)}
		if !s.people[i] {
			seats[i].Bot = s.level
		}
	}
	s.open(a, cfg, seats, table.Start{})
}

// startDaily deals today's daily deal: the game's default table (default
// variant and options, its usual number of players, Clever opponents), the
// same for everyone on the day (UTC).
func (s *Setup) startDaily(a *scenes.App) {
	lo, hi := s.def.PlayerRange(s.def.DefaultVariant())
	level := s.bots[0]
	if slices.Contains(s.bots, session.HintBot) {
		level = session.HintBot
	}
	now := time.Now()
	cfg := game.Config{Players: min(max(3, lo), hi), Variant: s.def.DefaultVariant(), Seed: params.DailySeed(s.def.Name, now)}
	s.sit(a, cfg, level, 0, params.DailyDate(now))
}

// sit starts the table: the person at seat, bots of level at the others.
func (s *Setup) sit(a *scenes.App, cfg game.Config, level string, seat int, daily string) {
	seats := make([]session.Seat, cfg.Players)
	next := 1
	for i := range seats {
		if i == seat {
			seats[i] = session.Seat{Name: seatName(a, 0)}
			continue
		}
		seats[i] = session.Seat{Name: seatName(a, next), Bot: level}
		next++
	}
	s.open(a, cfg, seats, table.Start{Daily: daily})
}

// open sits the seats down at a new table.
func (s *Setup) open(a *scenes.App, cfg game.Config, seats []session.Seat, how table.Start) {
	if len(cfg.Options) == 0 {
		cfg.Options = nil
	}
	t, err := table.New(a, s.spec, cfg, seats, how)
	if err != nil {
		platform.Warn("parlour: " + err.Error())
		a.Notify(i18n.T("setup.failed"))
		return
	}
	a.Go(t)
}
