// Package words is what the Rebel Princess table says, checked without
// drawing anything: its tests hold every line the table writes against
// its catalogs (keys, and the arguments each call gives).
package words
