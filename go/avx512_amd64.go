// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

package groestl

// The AVX-512 path (avx512_amd64.s; src/avx512.c's method): one ZMM register per 512-bit
// state (two for the 1024-bit state), kept in spec order, byte 8c + r = row r, column c.
// A round is one VPERMB (VPERMT2B across the two registers of the large state) for
// ShiftBytes, one GF2P8AFFINEINVQB for SubBytes (inversion in GF(2^8) and the AES affine
// map), and MixBytes from rotations of the 64-bit columns (VPRORQ), GF2P8MULB by 2 and 4
// and three-way XORs (VPTERNLOGQ), which also add the next round's constant. MixBytes leaves
// its result rotated by four rows; the next round's VPERMB index reads it that way, and
// the last round's result is rotated back. Constant-time: the same instructions whatever
// the data, and no data-dependent address or branch.

// avx512Keys holds what the rounds of one variant read, built at init:
//
//	shift[perm][0]  ShiftBytes as byte indices, for round 0 (the state in spec order)
//	shift[perm][1]  the same for the later rounds (the state rotated by four rows)
//	first[perm]     round 0's constant, added to the input
//	tail[perm][r]   round r+1's constant as the MixBytes of round r adds it: rotated by
//	                four rows and divided by 4 in GF(2^8); zero after the last round
//
// The assembly reads it at the offsets avx512Shift, avx512First and avx512Tail (bytes;
// TestAVX512Layout checks them).
type avx512Keys struct {
	shift [2][2][128]byte
	first [2][16]uint64
	tail  [2][14][16]uint64
}

const (
	avx512Shift = 0
	avx512First = 512
	avx512Tail  = 768
)

// avx512Field: the AES affine map as a GF2P8AFFINEINVQB matrix, and the bytes 2 and 4 for
// GF2P8MULB (broadcast by the assembly).
var avx512Field [3]uint64

var avx512Tables [variants]avx512Keys

func init() {
	avx512Field = [3]uint64{aesAffineMatrix(), 0x0202020202020202, 0x0404040404040404}
	for v := 0; v < variants; v++ {
		for perm := 0; perm < 2; perm++ {
			makeAVX512Keys(&avx512Tables[v], v, perm)
		}
	}
}

// aesAffineMatrix is the AES affine map b ^ rotl(b,1) ^ rotl(b,2) ^ rotl(b,3) ^ rotl(b,4) as
// a GF2P8AFFINE matrix: byte 7 - i selects the input bits of output bit i (i, i-1, ..., i-4
// mod 8). Derived from the definition.
func aesAffineMatrix() uint64 {
	var m uint64
	for i := 0; i < 8; i++ {
		var sel uint64
		for k := 0; k <= 4; k++ {
			sel |= 1 << ((i - k) & 7)
		}
		m |= sel << (8 * (7 - i))
	}
	return m
}

// gfHalf divides every byte of a word by 2 in GF(2^8) mod x^8+x^4+x^3+x+1: an odd byte first
// gets the polynomial (0x11b) added, so that it divides by x.
func gfHalf(v uint64) uint64 {
	odd := v & 0x0101010101010101
	return (v^odd*0x1b)>>1&0x7f7f7f7f7f7f7f7f | odd*0x80
}

// columnConstant is round `round`'s constant of column c as a 64-bit lane (byte r = row r).
func columnConstant(variant, perm, c, round int) uint64 {
	var w uint64
	for r := 0; r < 8; r++ {
		w |= uint64(constantByte(variant, perm, r, c, round)) << (8 * r)
	}
	return w
}

func makeAVX512Keys(k *avx512Keys, variant, perm int) {
	cols, rounds := columnsOf(variant), roundsOf(variant)
	shift := &shiftBytesTable[variant][perm]
	for c := 0; c < cols; c++ {
		for r := 0; r < 8; r++ {
			// new[r][c] = old[r][(c + shift[r]) mod cols]
			from := 8 * ((c + int(shift[r])) % cols)
			k.shift[perm][0][8*c+r] = byte(from + r)
			k.shift[perm][1][8*c+r] = byte(from + (r+4)%8)
		}
		k.first[perm][c] = columnConstant(variant, perm, c, 0)
		for round := 0; round+1 < rounds; round++ {
			next := columnConstant(variant, perm, c, round+1)
			k.tail[perm][round][c] = gfHalf(gfHalf(next>>32 | next<<32))
		}
	}
}

// The assembly. chain: the chaining value in spec order (16 words, 8 for 512 bits);
// blocks: n blocks of 64 (narrow) or 128 bytes (wide).
//
//go:noescape
func compressAVX512Narrow(chain *[16]uint64, blocks *byte, n int, keys *avx512Keys, field *[3]uint64)

//go:noescape
func compressAVX512Wide(chain *[16]uint64, blocks *byte, n int, keys *avx512Keys, field *[3]uint64)

//go:noescape
func outputAVX512Narrow(chain *[16]uint64, keys *avx512Keys, field *[3]uint64)

//go:noescape
func outputAVX512Wide(chain *[16]uint64, keys *avx512Keys, field *[3]uint64)

func compressAVX512(chain *[16]uint64, p []byte, variant int) {
	if variant&variantWide != 0 {
		compressAVX512Wide(chain, &p[0], len(p)/128, &avx512Tables[variant], &avx512Field)
	} else {
		compressAVX512Narrow(chain, &p[0], len(p)/64, &avx512Tables[variant], &avx512Field)
	}
}

func outputAVX512(chain *[16]uint64, variant int) {
	if variant&variantWide != 0 {
		outputAVX512Wide(chain, &avx512Tables[variant], &avx512Field)
	} else {
		outputAVX512Narrow(chain, &avx512Tables[variant], &avx512Field)
	}
}
