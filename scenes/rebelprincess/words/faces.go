package words

// Face ids: the game's cards are their own numbers (suit×16+value, 0–63);
// a card the person has just been given is drawn with a ribbon (+FaceNew);
// princesses and round cards follow. They are numbered here, beside the
// names, so that the decision's choices (decide) and the drawing agree.
const (
	FaceNew      = 64  // + a card: received from another player
	FacePrincess = 128 // + a princess index
	FaceRound    = 160 // + a round card id (1–27)
)

// PrincessFace is a princess's face id.
func PrincessFace(p int) int { return FacePrincess + p }

// RoundFace is a round card's face id.
func RoundFace(id int) int { return FaceRound + id }
