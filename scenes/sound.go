package scenes

import (
	"github.com/hajimehoshi/ebiten/v2/audio"

	"parlour/assets/sounds"
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
// resumes the context on the first one by itself.
type Sound struct {
	on     bool
	ctx    *audio.Context
	pcm    map[sounds.Effect][]byte
	recent map[sounds.Effect]int // frame an effect last started, so a burst of events does not stack copies
	frame  int
}

// SetOn turns sound on or off.
func (s *Sound) SetOn(on bool) { s.on = on }

// Tick advances the frame counter used to thin out repeated effects.
func (s *Sound) Tick() { s.frame++ }

// Prepare makes the audio context and every effect's samples now rather
// than at the first effect: in a browser that costs some 70 ms, which the
// first deal at a table (with bots thinking) cannot spare. The app calls it
// at the person's first tap, which is a gesture the browser lets audio
// start on.
func (s *Sound) Prepare() {
	if !s.on || s.ctx != nil {
		return
	}
	s.start()
	for _, e := range sounds.All() {
		s.pcm[e] = sounds.PCM(e)
	}
	// One silent player opens the browser's audio output now too.
	p := s.ctx.NewPlayerFromBytes(make([]byte, 4*64))
	p.SetVolume(0)
	p.Play()
}

func (s *Sound) start() {
	s.ctx = audio.CurrentContext()
	if s.ctx == nil {
		s.ctx = audio.NewContext(sounds.SampleRate)
	}
	s.pcm = map[sounds.Effect][]byte{}
	s.recent = map[sounds.Effect]int{}
}

// Play starts an effect (at most one of each kind per few frames).
func (s *Sound) Play(e sounds.Effect) {
	if !s.on {
		return
	}
	if s.ctx == nil {
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
	p := s.ctx.NewPlayerFromBytes(b)
	p.SetVolume(0.7)
	p.Play()
}
