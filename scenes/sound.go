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

// Play starts an effect (at most one of each kind per few frames).
func (s *Sound) Play(e sounds.Effect) {
	if !s.on {
		return
	}
	if s.ctx == nil {
		s.ctx = audio.CurrentContext()
		if s.ctx == nil {
			s.ctx = audio.NewContext(sounds.SampleRate)
		}
		s.pcm = map[sounds.Effect][]byte{}
		s.recent = map[sounds.Effect]int{}
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
