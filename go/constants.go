// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

// The variants: which pair of permutations a computation uses (as src/groestl_impl.h).
const (
	variantWide = 1 // 1024-bit permutations (digests over 256 bits), else 512-bit
	variantV0   = 2 // Grøstl-0 round constants and shifts, else the final version
	variants    = 4
)

func columnsOf(variant int) int {
	if variant&variantWide != 0 {
		return 16
	}
	return 8
}

func roundsOf(variant int) int {
	if variant&variantWide != 0 {
		return 14
	}
	return 10
}

func blockBytesOf(variant int) int { return 8 * columnsOf(variant) }

// shiftBytesTable is ShiftBytes: row r of P (perm 0) or Q (perm 1) moves left by
// shiftBytesTable[variant][perm][r] columns: new[r][c] = old[r][(c + shift) mod columns].
// A copy of GROESTL_SHIFTS_INIT in src/groestl_impl.h (TestShiftsMatchC compares them).
var shiftBytesTable = [variants][2][8]uint8{
	{{0, 1, 2, 3, 4, 5, 6, 7}, {1, 3, 5, 7, 0, 2, 4, 6}},   // final, 512-bit
	{{0, 1, 2, 3, 4, 5, 6, 11}, {1, 3, 5, 11, 0, 2, 4, 6}}, // final, 1024-bit
	{{0, 1, 2, 3, 4, 5, 6, 7}, {0, 1, 2, 3, 4, 5, 6, 7}},   // Grøstl-0, 512-bit
	{{0, 1, 2, 3, 4, 5, 6, 11}, {0, 1, 2, 3, 4, 5, 6, 11}}, // Grøstl-0, 1024-bit
}

// constantByte is AddRoundConstant as a byte: what permutation perm (P = 0, Q = 1) XORs to
// (row, col) in round `round` of `variant`, the final version's complement of Q included.
//
//	final:    P: row 0 ^= (col << 4) ^ round.  Q: every byte ^= 0xff, row 7 ^= (col << 4) ^ round.
//	Grøstl-0: P: byte (0,0) ^= round.          Q: byte (7,0) ^= 0xff ^ round.
func constantByte(variant, perm, row, col, round int) uint8 {
	if variant&variantV0 != 0 {
		switch {
		case col != 0:
			return 0
		case perm == 0 && row == 0:
			return uint8(round)
		case perm == 1 && row == 7:
			return 0xff ^ uint8(round)
		}
		return 0
	}
	rc := uint8(col<<4) ^ uint8(round)
	if perm == 0 {
		if row == 0 {
			return rc
		}
		return 0
	}
	if row == 7 {
		return 0xff ^ rc
	}
	return 0xff
}
