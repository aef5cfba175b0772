// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

package groestl

// The AES-NI path (aesni_amd64.s): byte slicing as in Aoki, Roland, Sasaki and Schläffer,
// "Byte Slicing Grøstl" (SECRYPT 2011), and src/aesni.c. The state is transposed so that a
// register holds one row: MixBytes, which mixes the rows of each column, becomes the same
// XORs and doublings on 8 registers, 16 columns at once. The 512-bit state has P and Q side
// by side (register r = [P's row r | Q's row r]); the 1024-bit one has 8 registers each,
// and the vaes path (CPUs with VAES and AVX2) puts those side by side in the halves of YMM
// registers, where VAES's AESENCLAST works on each half: P's 14 rounds and Q's at once.
//
// A round, per register: one PSHUFB for ShiftBytes (composed with the inverse of the
// ShiftRows that AESENCLAST does), AESENCLAST for SubBytes, then MixBytes. The next round's
// constant costs nothing: MixBytes is linear, so it goes in before MixBytes as B^-1 times the
// constant, through AESENCLAST's round key. The cheap doubling (three instructions) adds
// 0x1b to every byte it doubles; the same key cancels what that leaves.
//
// Constant-time: PSHUFB, AESENCLAST, the unpacks and the XORs take the same time whatever
// the data, and no address or branch depends on it. The VEX forms (AVX) give three-operand
// instructions and unaligned memory operands; a CPU with AES-NI but no AVX runs the generic
// path.

// aesniSchedule is what the rounds of one register layout read:
//
//	mask[i]    the PSHUFB of register i (ShiftBytes, then the inverse of AES ShiftRows)
//	first[i]   round 0's constant, XORed to the input
//	key[r][i]  round r's AESENCLAST key: B^-1·(round r+1's constant + the doublings' offset)
//
// The assembly reads it at the offsets aesniMask, aesniFirst, aesniKey (bytes;
// TestAESNILayout checks them).
type aesniSchedule struct {
	mask  [8][16]byte
	first [8][16]byte
	key   [14][8][16]byte
}

const (
	aesniMask  = 0
	aesniFirst = 128
	aesniKey   = 256
)

// vaesSchedule is aesniSchedule for the YMM rounds of compressVAESWide: each row 32 bytes,
// [P's 16 | Q's 16] of the 1024-bit variants' two schedules (at the offsets of aesniSchedule
// with rows of 32 bytes: TestVAESLayout).
type vaesSchedule struct {
	mask  [8][32]byte
	first [8][32]byte
	key   [14][8][32]byte
}

// pairSchedule is aesniSchedule for rounds on row pairs, register k = [row k | row k+4] in
// each 128-bit half (compressVAESNarrow: P's in the low half, Q's in the high one) or across
// the two (outputVAESWide: one 1024-bit P), at the same offsets (TestPairLayout).
type pairSchedule struct {
	mask  [4][32]byte
	first [4][32]byte
	key   [14][4][32]byte
}

// aesniKeys: the 512-bit variants' [0] P and Q side by side and [1] P in both halves (the
// output transformation); the 1024-bit ones' [0] P and [1] Q.
type aesniKeys [2]aesniSchedule

var aesniTables [variants]aesniKeys

// vaesTables: the 1024-bit variants' (the others stay zero: their path is the 128-bit one).
var vaesTables [variants]vaesSchedule

// pairTables: the 512-bit variants' compression, the 1024-bit ones' output transformation.
var pairTables [variants]pairSchedule

// The layouts: which permutation, row and column byte j of register reg holds, and where a
// column of the same permutation and row sits in that register.
const (
	layoutNarrowPQ = iota
	layoutNarrowPP
	layoutWideP
	layoutWideQ
)

func layoutPosition(layout, reg, j int) (perm, row, col int) {
	switch layout {
	case layoutNarrowPQ:
		return j / 8, reg, j % 8
	case layoutNarrowPP:
		return 0, reg, j % 8
	case layoutWideP:
		return 0, reg, j
	}
	return 1, reg, j
}

func layoutPlace(layout, j, col int) int {
	if layout == layoutWideP || layout == layoutWideQ {
		return col
	}
	return j&8 | col
}

// aesShiftRowsSource is where AESENCLAST's ShiftRows takes byte j from: the AES state has
// byte 4c + r at row r, column c, and row r moves left by r columns.
func aesShiftRowsSource(j int) int {
	row, col := j%4, j/4
	return row + 4*((col+row)%4)
}

// mixOffset is what the assembly's MixBytes adds to B·a: its doubling, 2·v + 0x1b, leaves
// 2·0x1b + 0x1b = 0x2d in every byte of the result.
const mixOffset = 0x2d

func init() {
	inv := mixBytesInverse()
	for v := 0; v < variants; v++ {
		layouts := [2]int{layoutNarrowPQ, layoutNarrowPP}
		if v&variantWide != 0 {
			layouts = [2]int{layoutWideP, layoutWideQ}
		}
		for i, layout := range layouts {
			makeAESNISchedule(&aesniTables[v][i], v, layout, &inv)
		}
		if v&variantWide != 0 {
			makeVAESSchedule(&vaesTables[v], &aesniTables[v])
			makeWidePairs(&pairTables[v], &aesniTables[v][0])
		} else {
			makeNarrowPairs(&pairTables[v], v, &aesniTables[v][0])
		}
	}
}

// joinHalves: a 32-byte row of the YMM tables from two 16-byte rows of the XMM ones.
func joinHalves(dst *[32]byte, lo, hi *[16]byte) {
	copy(dst[:16], lo[:])
	copy(dst[16:], hi[:])
}

// makeVAESSchedule puts P's schedule (k[0]) and Q's (k[1]) side by side.
func makeVAESSchedule(s *vaesSchedule, k *aesniKeys) {
	for i := 0; i < 8; i++ {
		joinHalves(&s.mask[i], &k[0].mask[i], &k[1].mask[i])
		joinHalves(&s.first[i], &k[0].first[i], &k[1].first[i])
		for r := range s.key {
			joinHalves(&s.key[r][i], &k[0].key[r][i], &k[1].key[r][i])
		}
	}
}

func makeAESNISchedule(s *aesniSchedule, variant, layout int, inv *[8][8]byte) {
	cols, rounds := columnsOf(variant), roundsOf(variant)
	// constant[r][reg][j]: AddRoundConstant of round r (0 past the last one)
	var constant [15][8][16]byte
	for r := 0; r < rounds; r++ {
		for reg := 0; reg < 8; reg++ {
			for j := 0; j < 16; j++ {
				perm, row, col := layoutPosition(layout, reg, j)
				constant[r][reg][j] = constantByte(variant, perm, row, col, r)
			}
		}
	}
	for reg := 0; reg < 8; reg++ {
		for j := 0; j < 16; j++ {
			// ShiftBytes: place j gets column col + shift; AESENCLAST then moves the
			// byte at aesShiftRowsSource(j) to j, so that is where PSHUFB puts it.
			perm, row, col := layoutPosition(layout, reg, j)
			from := (col + int(shiftBytesTable[variant][perm][row])) % cols
			s.mask[reg][aesShiftRowsSource(j)] = byte(layoutPlace(layout, j, from))
		}
		s.first[reg] = constant[0][reg]
	}
	// MixBytes(S + k) = B·S + B·k + offset must be B·S + the next constant.
	for r := 0; r < rounds; r++ {
		for j := 0; j < 16; j++ {
			for i := 0; i < 8; i++ {
				var k byte
				for c := 0; c < 8; c++ {
					k ^= gfMul(inv[i][c], constant[r+1][c][j]^mixOffset)
				}
				s.key[r][i][j] = k
			}
		}
	}
}

// makeWidePairs: P's schedule (the 1024-bit layout, a row a register) with rows k and k+4
// side by side.
func makeWidePairs(s *pairSchedule, p *aesniSchedule) {
	for k := 0; k < 4; k++ {
		joinHalves(&s.mask[k], &p.mask[k], &p.mask[k+4])
		joinHalves(&s.first[k], &p.first[k], &p.first[k+4])
		for r := range s.key {
			joinHalves(&s.key[r][k], &p.key[r][k], &p.key[r][k+4])
		}
	}
}

// makeNarrowPairs: the 512-bit state as [P's rows k, k+4 | Q's rows k, k+4]. Constants and
// keys are those of the layout [P's row i | Q's row i] (pq) with the rows regrouped: a key
// belongs to a byte of the state, wherever it sits. ShiftBytes's masks are made for the new
// places, as makeAESNISchedule makes them: place j of a half holds row k + 4·(j/8), column
// j mod 8.
func makeNarrowPairs(s *pairSchedule, variant int, pq *aesniSchedule) {
	for k := 0; k < 4; k++ {
		for perm := 0; perm < 2; perm++ {
			for j := 0; j < 16; j++ {
				row, col := k+4*(j/8), j%8
				from := (col + int(shiftBytesTable[variant][perm][row])) % 8
				s.mask[k][16*perm+aesShiftRowsSource(j)] = byte(j&8 | from)
				s.first[k][16*perm+j] = pq.first[row][8*perm+col]
				for r := range s.key {
					s.key[r][k][16*perm+j] = pq.key[r][row][8*perm+col]
				}
			}
		}
	}
}

// gfMul multiplies in GF(2^8) mod x^8 + x^4 + x^3 + x + 1.
func gfMul(a, b byte) byte {
	var p byte
	for ; b != 0; b >>= 1 {
		p ^= a & -(b & 1)
		a = a<<1 ^ 0x1b&-(a>>7)
	}
	return p
}

// mixBytesInverse is B^-1, B the MixBytes matrix (B[i][c] = row[(c - i) mod 8] with row
// 2 2 3 4 5 3 5 7), by Gauss-Jordan elimination over GF(2^8).
func mixBytesInverse() [8][8]byte {
	row := [8]byte{2, 2, 3, 4, 5, 3, 5, 7}
	var m [8][16]byte
	for i := 0; i < 8; i++ {
		for c := 0; c < 8; c++ {
			m[i][c] = row[(c-i+8)%8]
		}
		m[i][8+i] = 1
	}
	for c := 0; c < 8; c++ {
		p := c
		for m[p][c] == 0 { // B is MDS: a pivot exists
			p++
		}
		m[c], m[p] = m[p], m[c]
		var inv byte
		for x := 1; x < 256; x++ {
			if gfMul(m[c][c], byte(x)) == 1 {
				inv = byte(x)
			}
		}
		for k := range m[c] {
			m[c][k] = gfMul(m[c][k], inv)
		}
		for i := 0; i < 8; i++ {
			if f := m[i][c]; i != c && f != 0 {
				for k := range m[i] {
					m[i][k] ^= gfMul(f, m[c][k])
				}
			}
		}
	}
	var out [8][8]byte
	for i := range out {
		copy(out[i][:], m[i][8:])
	}
	return out
}

// The assembly. chain: the chaining value in spec order; blocks: n blocks of 64 (narrow) or
// 128 bytes (wide).
//
//go:noescape
func compressAESNINarrow(chain *[16]uint64, blocks *byte, n int, keys *aesniKeys)

//go:noescape
func compressAESNIWide(chain *[16]uint64, blocks *byte, n int, keys *aesniKeys)

//go:noescape
func compressVAESWide(chain *[16]uint64, blocks *byte, n int, keys *vaesSchedule)

//go:noescape
func compressVAESNarrow(chain *[16]uint64, blocks *byte, n int, keys *pairSchedule)

//go:noescape
func outputVAESWide(chain *[16]uint64, keys *pairSchedule)

//go:noescape
func outputAESNINarrow(chain *[16]uint64, keys *aesniKeys)

//go:noescape
func outputAESNIWide(chain *[16]uint64, keys *aesniKeys)

func compressAESNI(chain *[16]uint64, p []byte, variant int) {
	if variant&variantWide != 0 {
		compressAESNIWide(chain, &p[0], len(p)/128, &aesniTables[variant])
	} else {
		compressAESNINarrow(chain, &p[0], len(p)/64, &aesniTables[variant])
	}
}

// compressVAES: the 1024-bit variants with P and Q side by side in YMM registers, the
// 512-bit ones in row pairs (P's and Q's in the halves of 4 YMM registers).
func compressVAES(chain *[16]uint64, p []byte, variant int) {
	if variant&variantWide != 0 {
		compressVAESWide(chain, &p[0], len(p)/128, &vaesTables[variant])
	} else {
		compressVAESNarrow(chain, &p[0], len(p)/64, &pairTables[variant])
	}
}

// outputVAES: the 1024-bit P in row pairs across the halves of 4 YMM registers; the 512-bit
// one is aesni's (its rows are half an XMM register each already).
func outputVAES(chain *[16]uint64, variant int) {
	if variant&variantWide != 0 {
		outputVAESWide(chain, &pairTables[variant])
	} else {
		outputAESNINarrow(chain, &aesniTables[variant])
	}
}

func cpuidLeaf7ECX() uint32

func outputAESNI(chain *[16]uint64, variant int) {
	if variant&variantWide != 0 {
		outputAESNIWide(chain, &aesniTables[variant])
	} else {
		outputAESNINarrow(chain, &aesniTables[variant])
	}
}
