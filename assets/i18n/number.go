package i18n

import (
	"fmt"
	"strconv"
)

// Minus is the sign a negative number reads with: the minus sign (U+2212),
// not the hyphen-minus a program prints ("−10", never "-10"). Every negative
// score, count or total a person reads goes through Number or Signed, and T
// writes a negative int argument so, so that the round's summary, a seat's
// total and the log agree (issue 38: the summary and Σ printed "-10" where
// the log printed "−10").
const Minus = "−"

// Number is n as a person reads it: "7", "0", "−10".
func Number(n int) string {
	if n < 0 {
		return Minus + strconv.FormatUint(uint64(-int64(n)), 10)
	}
	return strconv.Itoa(n)
}

// Signed is n with its sign even when positive, as a gain reads: "+3", "0",
// "−10".
func Signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return Number(n)
}

// arg is a message's argument as T writes it.
func arg(a any) string {
	switch v := a.(type) {
	case string:
		return v
	case int:
		return Number(v)
	}
	return fmt.Sprint(a)
}
