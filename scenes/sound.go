package scenes

import (
	"github.com/hajimehoshi/ebiten/v2/audio"

	"parlour/assets/sounds"
	"parlour/scenes/platform"
)

// Sound effects the tables play.
const (
	SoundCard   = sounds.Card
	SoundDeal   = sounds.Deal
	SoundToken  = sounds.Token
	SoundOut    = sounds.Out
	SoundReveal = sounds.Reveal
	SoundWin    = sounds.Win
)

// Sound plays effects when the setting allows. The audio context is made on
// first use: browsers start audio only after a gesture, and Ebitengine
// resumes the context on the first one by itself. A page may refuse the
// browser's audio output (see platform.AudioRefused): the context is then
// never made, the effects are silent, and Unavailable says why.
type Sound struct {
	on     bool
	ctx    *audio.Context
	pcm    map[sounds.Effect][]byte
	recent map[sounds.Effect]int // frame an effect last started, so a burst of events does not stack copies
	frame  int
	// off is why sound cannot play on this page ("" while it can, or while
	// the browser's check runs); told is set once that has been said.
	off    string
	told   bool
	report func(why string)
	// NoDevice is set where there is no audio output to open (a native
	// test under Xvfb): the effects are chosen, thinned and their samples
	// made as ever, but no audio context is opened. ALSA's null device
	// takes samples as fast as they come, and Ebitengine's writer then spun
	// a whole core for the rest of the test process (73% of a Three Parts
	// test's CPU time).
	NoDevice bool
}

// SetOn turns sound on or off. Turning it on starts the browser's check of
// its audio output, so that the answer is there by the first tap.
func (s *Sound) SetOn(on bool) {
	s.on = on
	if on {
		s.usable()
	}
}

// Unavailable is why sound cannot play on this page, in English ("" when
// it can, or while that is not known yet): in a browser, a page whose
// Content-Security-Policy refuses the audio worklet Ebitengine's audio loads.
func (s *Sound) Unavailable() string { return s.off }

// WhenUnavailable sets f to be called once, from Tick (so in the game's
// update), when sound is on and cannot play on this page, with the reason
// (Unavailable's). The console is told in any case.
func (s *Sound) WhenUnavailable(f func(why string)) { s.report = f }

// Tick advances the frame counter used to thin out repeated effects, and
// says once that sound is off when the browser refuses it.
func (s *Sound) Tick() {
	s.frame++
	if s.on && !s.told && s.pcm == nil && !s.usable() && s.off != "" {
		s.told = true
		platform.Warn("parlour: sound unavailable: " + s.off)
		if s.report != nil {
			s.report(s.off)
		}
	}
}

// usable reports whether the audio context may be made: the browser's check
// has passed. When the browser refuses, off says why.
func (s *Sound) usable() bool {
	if s.off != "" {
		return false
	}
	why, done := platform.AudioRefused()
	if done && why != "" {
		s.off = why
	}
	return done && why == ""
}

// Prepare makes the audio context and every effect's samples now rather
// than at the first effect: in a browser that costs some 70 ms, which the
// first deal at a table (with bots thinking) cannot spare. The app calls it
// at the person's first tap, which is a gesture the browser lets audio
// start on.
//
// While the browser's check of its audio output runs, it waits for a later
// tap; when the browser refuses, it does nothing.
func (s *Sound) Prepare() {
	if !s.on || s.pcm != nil || !s.usable() {
		return
	}
	s.start()
	for _, e := range sounds.All() {
		s.pcm[e] = sounds.PCM(e)
	}
	if s.ctx == nil {
		return // no device
	}
	// One silent player opens the browser's audio output now too.
	p := s.ctx.NewPlayerFromBytes(make([]byte, 4*64))
	p.SetVolume(0)
	p.Play()
}

// start makes the effects' tables, and the audio context unless there is
// no device.
func (s *Sound) start() {
	if !s.NoDevice {
		s.ctx = audio.CurrentContext()
		if s.ctx == nil {
			s.ctx = audio.NewContext(sounds.SampleRate)
		}
	}
	s.pcm = map[sounds.Effect][]byte{}
	s.recent = map[sounds.Effect]int{}
}

// Play starts an effect (at most one of each kind per few frames).
func (s *Sound) Play(e sounds.Effect) {
	if !s.on {
		return
	}
	if s.pcm == nil {
		if !s.usable() {
			return
		}
		s.start()
	}
	if last, ok := s.recent[e]; ok && s.frame-last < 4 {
		return
	}
	s.recent[e] = s.frame
	b, ok := s.pcm[e]
	if !ok {
		b = sounds.PCM(e)
		s.pcm[e] = b
	}
	if s.ctx == nil {
		return // no device
	}
	p := s.ctx.NewPlayerFromBytes(b)
	p.SetVolume(0.7)
	p.Play()
}
