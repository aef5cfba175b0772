// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

// The generic permutations: bitsliced on 64-bit words, constant-time, any byte order; the
// code every platform runs (the only one with -tags purego or off amd64). The layout and the
// steps are those of src/bitsliced.c in its one-word form:
//
// A 512-bit state is 8 bit-planes of 64 bits: plane b holds bit b of each of the 64 bytes,
// byte (row r, column c) at bit 8r + c; the 1024-bit state is two such halves (columns 0-7
// and 8-15). Then
//   - SubBytes is one Boolean circuit on the 8 planes, each gate a word operation for all 64
//     bytes (Boyar and Peralta's depth-16 circuit for the AES S-box, 34 AND and 94 XOR/XNOR,
//     transcribed from src/bitsliced.c, which keeps the paper's names T, M, L);
//   - ShiftBytes moves row r left by s_r columns: within byte r of each plane a rotation by
//     s_r bits, in three steps (one per bit of s_r: two shifts and three masks), after a
//     swap of the halves' bytes for rows moving 8 columns or more;
//   - MixBytes uses the t/x/y formulas of Aoki et al. (SECRYPT 2011, section 4.3) in the
//     form src/avx512.c gives them, its result rotated by four rows (see mixBytesPlanes):
//     a_{i+k} for all rows i at once is the plane rotated by 8k bits, and doubling in
//     GF(2^8) is a renaming of the planes and three XORs;
//   - AddRoundConstant XORs constant words into planes, picked by the round number only.
//
// Constant-time: only AND, XOR, NOT, OR, shifts and rotations by constant amounts; addresses
// and branches depend on the variant, the round and the block count, never on the data.

import (
	"encoding/binary"
	"math/bits"
)

// bitslicedKeys holds what one permutation's rounds read, built once at init.
type bitslicedKeys struct {
	// ShiftBytes of the even rounds (shift[0]) and of the odd ones (shift[1]: on rows
	// rotated by four, as mixBytesPlanes leaves them; MixBytes commutes with that rotation,
	// so the next round's result is back in order, and the rounds alternate).
	shift [2]shiftMasks
	// AddRoundConstant of each round, as planes of each half (odd rounds: rotated by four
	// rows too).
	constants [14][2][8]uint64
}

// shiftMasks is ShiftBytes as masks: per step by 1, 2 and 4 columns, over the rows it
// moves, the bits that take their value from the right (lo: bit c takes bit c + k of its
// byte), from the left (hi: bit c + k - 8, of the same byte or, wide, of the other half's)
// and the bits that stay (keep); and the rows that move 8 columns or more (the halves trade
// those bytes first).
type shiftMasks struct {
	lo, hi, keep [3]uint64
	swapHalves   uint64
}

var bitslicedParams [variants][2]bitslicedKeys

func init() {
	for v := 0; v < variants; v++ {
		for perm := 0; perm < 2; perm++ {
			bitslicedParams[v][perm] = makeBitslicedKeys(v, perm)
		}
	}
}

// rowsWith returns the bytes of the rows r whose shift has bit k, each filled with `byte`.
func rowsWith(shift *[8]uint8, k uint8, byte uint64) uint64 {
	var m uint64
	for r := 0; r < 8; r++ {
		if shift[r]&k != 0 {
			m |= byte << (8 * r)
		}
	}
	return m
}

func makeBitslicedKeys(variant, perm int) bitslicedKeys {
	var k bitslicedKeys
	shift := &shiftBytesTable[variant][perm]
	for i := 0; i < 3; i++ {
		step := uint8(1) << i
		k.shift[0].lo[i] = rowsWith(shift, step, 0xff>>step)
		k.shift[0].hi[i] = rowsWith(shift, step, 0xff&(0xff<<(8-step)))
		k.shift[0].keep[i] = ^rowsWith(shift, step, 0xff)
	}
	k.shift[0].swapHalves = rowsWith(shift, 8, 0xff)
	// the odd rounds' rows are rotated by four
	m0, m1 := &k.shift[0], &k.shift[1]
	for i := 0; i < 3; i++ {
		m1.lo[i], m1.hi[i], m1.keep[i] = rowsUp(m0.lo[i], 4), rowsUp(m0.hi[i], 4), rowsUp(m0.keep[i], 4)
	}
	m1.swapHalves = rowsUp(m0.swapHalves, 4)
	// The constants as planes: bit 8r + c of plane b in half h is bit b of the byte added
	// at (r, 8h + c).
	for round := 0; round < roundsOf(variant); round++ {
		for h := 0; h < 2; h++ {
			for r := 0; r < 8; r++ {
				for c := 0; c < 8; c++ {
					x := constantByte(variant, perm, r, 8*h+c, round)
					at := 8*r + c
					if round%2 == 1 {
						at = 8*((r+4)%8) + c
					}
					for b := 0; b < 8; b++ {
						k.constants[round][h][b] |= uint64(x>>b&1) << at
					}
				}
			}
		}
	}
	return k
}

// addConstantSubBytes is AddRoundConstant (the constant rc) and SubBytes on the 8 planes of
// a half: the Boyar-Peralta circuit. U0 is the input's most significant bit (plane 7); the
// four XNORs of the paper end in NOT.
func addConstantSubBytes(s, rc *[8]uint64) {
	U0, U1, U2, U3 := s[7]^rc[7], s[6]^rc[6], s[5]^rc[5], s[4]^rc[4]
	U4, U5, U6, U7 := s[3]^rc[3], s[2]^rc[2], s[1]^rc[1], s[0]^rc[0]
	// Top linear transformation
	T1 := U0 ^ U3
	T2 := U0 ^ U5
	T3 := U0 ^ U6
	T4 := U3 ^ U5
	T5 := U4 ^ U6
	T6 := T1 ^ T5
	T7 := U1 ^ U2
	T8 := U7 ^ T6
	T9 := U7 ^ T7
	T10 := T6 ^ T7
	T11 := U1 ^ U5
	T12 := U2 ^ U5
	T13 := T3 ^ T4
	T14 := T6 ^ T11
	T15 := T5 ^ T11
	T16 := T5 ^ T12
	T17 := T9 ^ T16
	T18 := U3 ^ U7
	T19 := T7 ^ T18
	T20 := T1 ^ T19
	T21 := U6 ^ U7
	T22 := T7 ^ T21
	T23 := T2 ^ T22
	T24 := T2 ^ T10
	T25 := T20 ^ T17
	T26 := T3 ^ T16
	T27 := T1 ^ T12
	// Shared middle: the inversion in GF(2^8) through GF(2^4)
	M1 := T13 & T6
	M2 := T23 & T8
	M3 := T14 ^ M1
	M4 := T19 & U7
	M5 := M4 ^ M1
	M6 := T3 & T16
	M7 := T22 & T9
	M8 := T26 ^ M6
	M9 := T20 & T17
	M10 := M9 ^ M6
	M11 := T1 & T15
	M12 := T4 & T27
	M13 := M12 ^ M11
	M14 := T2 & T10
	M15 := M14 ^ M11
	M16 := M3 ^ M2
	M17 := M5 ^ T24
	M18 := M8 ^ M7
	M19 := M10 ^ M15
	M20 := M16 ^ M13
	M21 := M17 ^ M15
	M22 := M18 ^ M13
	M23 := M19 ^ T25
	M24 := M22 ^ M23
	M25 := M22 & M20
	M26 := M21 ^ M25
	M27 := M20 ^ M21
	M28 := M23 ^ M25
	M29 := M28 & M27
	M30 := M26 & M24
	M31 := M20 & M23
	M32 := M27 & M31
	M33 := M27 ^ M25
	M34 := M21 & M22
	M35 := M24 & M34
	M36 := M24 ^ M25
	M37 := M21 ^ M29
	M38 := M32 ^ M33
	M39 := M23 ^ M30
	M40 := M35 ^ M36
	M41 := M38 ^ M40
	M42 := M37 ^ M39
	M43 := M37 ^ M38
	M44 := M39 ^ M40
	M45 := M42 ^ M41
	M46 := M44 & T6
	M47 := M40 & T8
	M48 := M39 & U7
	M49 := M43 & T16
	M50 := M38 & T9
	M51 := M37 & T17
	M52 := M42 & T15
	M53 := M45 & T27
	M54 := M41 & T10
	M55 := M44 & T13
	M56 := M40 & T23
	M57 := M39 & T19
	M58 := M43 & T3
	M59 := M38 & T22
	M60 := M37 & T20
	M61 := M42 & T1
	M62 := M45 & T4
	M63 := M41 & T2
	// Bottom linear transformation
	L0 := M61 ^ M62
	L1 := M50 ^ M56
	L2 := M46 ^ M48
	L3 := M47 ^ M55
	L4 := M54 ^ M58
	L5 := M49 ^ M61
	L6 := M62 ^ L5
	L7 := M46 ^ L3
	L8 := M51 ^ M59
	L9 := M52 ^ M53
	L10 := M53 ^ L4
	L11 := M60 ^ L2
	L12 := M48 ^ M51
	L13 := M50 ^ L0
	L14 := M52 ^ M61
	L15 := M55 ^ L1
	L16 := M56 ^ L0
	L17 := M57 ^ L1
	L18 := M58 ^ L8
	L19 := M63 ^ L4
	L20 := L0 ^ L1
	L21 := L1 ^ L7
	L22 := L3 ^ L12
	L23 := L18 ^ L2
	L24 := L15 ^ L9
	L25 := L6 ^ L10
	L26 := L7 ^ L9
	L27 := L8 ^ L10
	L28 := L11 ^ L14
	L29 := L11 ^ L17
	s[7] = L6 ^ L24
	s[6] = ^(L16 ^ L26)
	s[5] = ^(L19 ^ L28)
	s[4] = L6 ^ L21
	s[3] = L20 ^ L22
	s[2] = L25 ^ L29
	s[1] = ^(L13 ^ L27)
	s[0] = ^(L6 ^ L23)
}

// rowsUp gives every row i the value of row i + k (mod 8): the plane rotated by 8k bits.
func rowsUp(w uint64, k int) uint64 { return bits.RotateLeft64(w, -8*k) }

// mixBytesPlanes is MixBytes on the 8 planes of a half, its result rotated by four rows
// (row i holds row i - 4: the planes rotated by 32 bits, which permuteGeneric allows for). From b_i = 2·(2·x_{i+3} +
// y_{i+7}) + y_{i+4} with t_i = a_i + a_{i+1}, x_i = t_i + t_{i+3}, y_i = t_i + t_{i+2} + a_{i+6}
// (Aoki et al., SECRYPT 2011, section 4.3; indices mod 8), rotated by four rows:
//
//	z_i = b_{i-4} = 4·x_{i+7} + 2·y_{i+3} + y_i,  x_{i+7} = t_{i+7} + t_{i+2}
//
// so t rotated by two rows serves x and y, and no rotation follows the products (as
// src/avx512.c does it). A product by 2 in GF(2^8) mod x^8 + x^4 + x^3 + x + 1 on planes is
// a renaming of the planes and three XORs (bit 7 comes back as 0x1b: bits 0, 1, 3, 4); by
// 4, two of those. Each plane's rows are computed in locals, so the planes stay in
// registers where the compiler can.
func mixBytesPlanes(a *[8]uint64) {
	t0 := a[0] ^ rowsUp(a[0], 1)
	u0 := rowsUp(t0, 2)
	y0 := rowsUp(a[0], 6) ^ t0 ^ u0
	x0 := rowsUp(t0, 7) ^ u0 // x_{i+7}
	v0 := rowsUp(y0, 3)
	t1 := a[1] ^ rowsUp(a[1], 1)
	u1 := rowsUp(t1, 2)
	y1 := rowsUp(a[1], 6) ^ t1 ^ u1
	x1 := rowsUp(t1, 7) ^ u1 // x_{i+7}
	v1 := rowsUp(y1, 3)
	t2 := a[2] ^ rowsUp(a[2], 1)
	u2 := rowsUp(t2, 2)
	y2 := rowsUp(a[2], 6) ^ t2 ^ u2
	x2 := rowsUp(t2, 7) ^ u2 // x_{i+7}
	v2 := rowsUp(y2, 3)
	t3 := a[3] ^ rowsUp(a[3], 1)
	u3 := rowsUp(t3, 2)
	y3 := rowsUp(a[3], 6) ^ t3 ^ u3
	x3 := rowsUp(t3, 7) ^ u3 // x_{i+7}
	v3 := rowsUp(y3, 3)
	t4 := a[4] ^ rowsUp(a[4], 1)
	u4 := rowsUp(t4, 2)
	y4 := rowsUp(a[4], 6) ^ t4 ^ u4
	x4 := rowsUp(t4, 7) ^ u4 // x_{i+7}
	v4 := rowsUp(y4, 3)
	t5 := a[5] ^ rowsUp(a[5], 1)
	u5 := rowsUp(t5, 2)
	y5 := rowsUp(a[5], 6) ^ t5 ^ u5
	x5 := rowsUp(t5, 7) ^ u5 // x_{i+7}
	v5 := rowsUp(y5, 3)
	t6 := a[6] ^ rowsUp(a[6], 1)
	u6 := rowsUp(t6, 2)
	y6 := rowsUp(a[6], 6) ^ t6 ^ u6
	x6 := rowsUp(t6, 7) ^ u6 // x_{i+7}
	v6 := rowsUp(y6, 3)
	t7 := a[7] ^ rowsUp(a[7], 1)
	u7 := rowsUp(t7, 2)
	y7 := rowsUp(a[7], 6) ^ t7 ^ u7
	x7 := rowsUp(t7, 7) ^ u7 // x_{i+7}
	v7 := rowsUp(y7, 3)
	a[0] = x6 ^ v7 ^ y0
	a[1] = x7 ^ x6 ^ v0 ^ v7 ^ y1
	a[2] = x0 ^ x7 ^ v1 ^ y2
	a[3] = x1 ^ x6 ^ v2 ^ v7 ^ y3
	a[4] = x2 ^ x7 ^ x6 ^ v3 ^ v7 ^ y4
	a[5] = x3 ^ x7 ^ v4 ^ y5
	a[6] = x4 ^ v5 ^ y6
	a[7] = x5 ^ v6 ^ y7
}

// shiftBytesNarrow is ShiftBytes on the 8 columns of a half: row r of every plane rotates
// left by its shift (new bit c = old bit (c + shift) mod 8 of the same byte), in steps by 1,
// 2 and 4 columns, each on the rows whose shift has that bit. The masks are read where they
// are used: the compiler makes them memory operands and keeps the registers for the planes
// (on amd64 that ran faster than masks held in locals, which spilled).
func shiftBytesNarrow(s *[8]uint64, k *shiftMasks) {
	for b := 0; b < 8; b++ {
		w := s[b]
		w = w&k.keep[0] | w>>1&k.lo[0] | w<<7&k.hi[0]
		w = w&k.keep[1] | w>>2&k.lo[1] | w<<6&k.hi[1]
		w = w&k.keep[2] | w>>4&k.lo[2] | w<<4&k.hi[2]
		s[b] = w
	}
}

// shiftBytesWide is ShiftBytes on 16 columns: the rows that move by 8 or more trade their
// bytes between the halves; then each step takes the bits from the left from the other half.
func shiftBytesWide(s *[2][8]uint64, k *shiftMasks) {
	for b := 0; b < 8; b++ {
		a, c := s[0][b], s[1][b]
		d := (a ^ c) & k.swapHalves
		a ^= d
		c ^= d
		a, c = a&k.keep[0]|a>>1&k.lo[0]|c<<7&k.hi[0], c&k.keep[0]|c>>1&k.lo[0]|a<<7&k.hi[0]
		a, c = a&k.keep[1]|a>>2&k.lo[1]|c<<6&k.hi[1], c&k.keep[1]|c>>2&k.lo[1]|a<<6&k.hi[1]
		a, c = a&k.keep[2]|a>>4&k.lo[2]|c<<4&k.hi[2], c&k.keep[2]|c>>4&k.lo[2]|a<<4&k.hi[2]
		s[0][b], s[1][b] = a, c
	}
}

// permuteGeneric runs the rounds of one permutation on `halves` halves.
func permuteGeneric(s *[2][8]uint64, halves int, k *bitslicedKeys, rounds int) {
	for round := 0; round < rounds; round++ {
		rc, shift := &k.constants[round], &k.shift[round%2]
		if halves == 1 {
			addConstantSubBytes(&s[0], &rc[0])
			shiftBytesNarrow(&s[0], shift)
			mixBytesPlanes(&s[0])
			continue
		}
		addConstantSubBytes(&s[0], &rc[0])
		addConstantSubBytes(&s[1], &rc[1])
		shiftBytesWide(s, shift)
		mixBytesPlanes(&s[0])
		mixBytesPlanes(&s[1])
	}
	// (An even number of rounds: the last one leaves the rows in order.)
}

// swapBits swaps the bits of *a selected by mask, moved up by n, with those of *b at mask.
func swapBits(a, b *uint64, mask uint64, n uint) {
	t := (*a>>n ^ *b) & mask
	*b ^= t
	*a ^= t << n
}

// transposePlanes turns 8 words, word c = column c (byte r = row r), into 8 planes (word b
// = bit b, bit 8r + c), and back: in each byte lane an 8x8 bit-matrix transposition, which
// is its own inverse.
func transposePlanes(v *[8]uint64) {
	for c := 0; c < 8; c += 2 {
		swapBits(&v[c], &v[c+1], 0x5555555555555555, 1)
	}
	for _, c := range [4]int{0, 1, 4, 5} {
		swapBits(&v[c], &v[c+2], 0x3333333333333333, 2)
	}
	for c := 0; c < 4; c++ {
		swapBits(&v[c], &v[c+4], 0x0f0f0f0f0f0f0f0f, 4)
	}
}

// compressGeneric runs f(h, m) = P(h ^ m) ^ Q(m) ^ h over the whole blocks of p (len(p) a
// multiple of the block size). chain holds the chaining value in spec order: word c is
// column c, its byte r (little-endian) row r.
func compressGeneric(chain *[16]uint64, p []byte, variant int) {
	halves, rounds := columnsOf(variant)/8, roundsOf(variant)
	kp, kq := &bitslicedParams[variant][0], &bitslicedParams[variant][1]
	var h, ps, qs [2][8]uint64
	for i := 0; i < halves; i++ {
		copy(h[i][:], chain[8*i:8*i+8])
		transposePlanes(&h[i])
	}
	for len(p) >= 64*halves {
		for i := 0; i < halves; i++ {
			for c := 0; c < 8; c++ {
				qs[i][c] = binary.LittleEndian.Uint64(p[64*i+8*c:])
			}
			transposePlanes(&qs[i])
			for b := 0; b < 8; b++ {
				ps[i][b] = h[i][b] ^ qs[i][b]
			}
		}
		permuteGeneric(&ps, halves, kp, rounds)
		permuteGeneric(&qs, halves, kq, rounds)
		for i := 0; i < halves; i++ {
			for b := 0; b < 8; b++ {
				h[i][b] ^= ps[i][b] ^ qs[i][b]
			}
		}
		p = p[64*halves:]
	}
	for i := 0; i < halves; i++ {
		transposePlanes(&h[i])
		copy(chain[8*i:8*i+8], h[i][:])
	}
}

// outputGeneric is the output transformation before truncation: h = P(h) ^ h.
func outputGeneric(chain *[16]uint64, variant int) {
	halves := columnsOf(variant) / 8
	var s [2][8]uint64
	for i := 0; i < halves; i++ {
		copy(s[i][:], chain[8*i:8*i+8])
		transposePlanes(&s[i])
	}
	permuteGeneric(&s, halves, &bitslicedParams[variant][0], roundsOf(variant))
	for i := 0; i < halves; i++ {
		transposePlanes(&s[i])
		for c := 0; c < 8; c++ {
			chain[8*i+c] ^= s[i][c]
		}
	}
}
