// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

// The generic permutations: bitsliced on 64-bit words, constant-time, any byte order; the
// code every platform runs (the only one with -tags purego or off amd64).
//
// A plane holds one bit of every byte of a state. The 512-bit state is 8 planes of one word:
// bit 8r + c of plane b is bit b of the byte at row r, column c. The 1024-bit state is 8
// planes of two words, one for its even rows and one for its odd rows: bit 16j + c of
// even[b] is bit b of the byte at row 2j, column c, and of odd[b] that of row 2j + 1. Then
//   - SubBytes is one Boolean circuit on 8 planes (generic_sbox.go), each gate a word
//     operation for all their bytes; it leaves out the S-box's constant (see sboxMissing);
//   - ShiftBytes rotates each row by its shift within its byte (512) or 16-bit lane (1024)
//     of every plane, in masked steps (laneStep): each row takes the steps whose distances
//     add up to its shift;
//   - MixBytes uses the t/x/y formulas of Aoki et al. (SECRYPT 2011, section 4.3): a_{i+k}
//     for all rows at once is a rotation of the plane's word by 8k bits (512), or the other
//     word (k odd) and a rotation by a multiple of 16 bits (1024), and doubling in GF(2^8)
//     is a renaming of the planes and three XORs. Its result is rotated by four rows (the
//     odd rounds' masks and constants allow for that; see mixBytesOutput);
//   - AddRoundConstant XORs constant words into the planes, picked by the round number only.
//
// Splitting the 1024-bit state by the parity of its rows (not by its halves of columns)
// leaves fewer ShiftBytes steps and makes half of MixBytes' row rotations renamings. P and
// Q of a block run round by round side by side: independent work close together, which the
// CPU overlaps. The instruction counts behind these choices: docs/BENCHMARKS.md, section Go.
//
// Constant-time: only AND, XOR, OR, shifts and rotations by constant amounts; addresses and
// branches depend on the variant, the round and the block count, never on the data.

import (
	"encoding/binary"
	"math/bits"
)

// sboxMissing is what subBytesPlanes leaves out of every byte (the AES affine constant, four
// NOTs of the circuit), and mixedMissing what that becomes through ShiftBytes and MixBytes:
// the byte times the sum of a row of MixBytes' matrix (2+2+3+4+5+3+5+7 = 3 in GF(2^8)). The
// next round's constant adds it back; after the last round P and Q both lack it, so
// P(h+m) + Q(m) is right as it is, and the output transformation adds it.
const (
	sboxMissing  = 0x63
	mixedMissing = 0xa5
)

// laneStep is one step of ShiftBytes on a word of lanes (one row in each): in the lanes of
// the rows that take it, the bits that take their value from the bit d columns to their
// right (lo: bit c from bit c + d), and those that take it from around the lane's end (hi:
// bit c from bit c + d - width); keep: the bits of the other lanes.
type laneStep struct{ lo, hi, keep uint64 }

// step applies a laneStep by d columns in lanes of `width` bits.
func step(w uint64, m *laneStep, d, width uint) uint64 {
	return w&m.keep | w>>d&m.lo | w<<(width-d)&m.hi
}

// narrowKeys holds what one 512-bit permutation's rounds read, built at init: ShiftBytes as
// steps by 1, 2 and 4 columns, of the even rounds ([0]) and of the odd ones ([1], whose rows
// are rotated by four), and each round's constant planes.
type narrowKeys struct {
	shift     [2][3]laneStep
	constants [10][8]uint64
}

// wideKeys is the same for a 1024-bit permutation: steps on the words of the even rows and
// of the odd rows, with the distances of wideStepsQ (stepsQ) or wideStepsP, and constants
// as [round][even rows, odd rows][plane].
type wideKeys struct {
	shift     [2]struct{ even, odd [4]laneStep }
	constants [14][2][8]uint64
	stepsQ    bool
}

// The distances of the 1024-bit ShiftBytes steps, per word (even rows, odd rows): each
// row's shift is the sum of some of its word's, mod 16. Found by a search over all sets of
// distances for the fewest steps: wideStepsP does the shifts 0, 1, 2, 3, 4, 5, 6, 11 (P,
// and Q of Grøstl-0), wideStepsQ the shifts 1, 3, 5, 11, 0, 2, 4, 6. shiftMixWide does them.
var (
	wideStepsP = [2][]int{{2, 4}, {1, 2, 2, 6}}
	wideStepsQ = [2][]int{{1, 4}, {2, 3, 6}}
)

var (
	narrowParams [variants][2]narrowKeys // the 512-bit variants' P and Q
	wideParams   [variants][2]wideKeys   // the 1024-bit variants'
)

func init() {
	for v := 0; v < variants; v++ {
		for perm := 0; perm < 2; perm++ {
			if v&variantWide != 0 {
				makeWideKeys(&wideParams[v][perm], v, perm)
			} else {
				makeNarrowKeys(&narrowParams[v][perm], v, perm)
			}
		}
	}
}

// physicalRow is where the state holds row `row` in round `round`: the odd rounds find the
// rows rotated by four, as the MixBytes before them leaves them.
func physicalRow(row, round int) int {
	if round%2 == 1 {
		return (row + 4) % 8
	}
	return row
}

// constantPlanes returns round `round`'s constant, with what the previous round's S-box left
// out, as planes: place(row, col) gives the word and the bit of a byte.
func constantPlanes(variant, perm, round int, place func(row, col int) (word, bit int)) (planes [2][8]uint64) {
	for row := 0; row < 8; row++ {
		for col := 0; col < columnsOf(variant); col++ {
			x := constantByte(variant, perm, row, col, round)
			if round > 0 {
				x ^= mixedMissing
			}
			w, at := place(physicalRow(row, round), col)
			for b := 0; b < 8; b++ {
				planes[w][b] |= uint64(x>>b&1) << at
			}
		}
	}
	return planes
}

// laneSteps splits the shifts of the rows in a word's lanes (rows[j]: lane j, lanes of
// `width` bits) into steps of the given distances; false if some row's shift is no sum of
// them.
func laneSteps(shift *[8]uint8, rows []int, width int, distances []int) (out [4]laneStep, ok bool) {
	for i := range out {
		out[i].keep = ^uint64(0)
	}
	full := uint64(1)<<width - 1
	ones := ^uint64(0) / full // 1 in every lane
	for j, row := range rows {
		subset := 0
		for ; subset < 1<<len(distances); subset++ {
			sum := 0
			for i, d := range distances {
				sum += d * (subset >> i & 1)
			}
			if sum%width == int(shift[row])%width {
				break
			}
		}
		if subset == 1<<len(distances) {
			return out, false
		}
		lane := full << (width * j)
		for i, d := range distances {
			if subset>>i&1 != 0 {
				out[i].lo |= lane & (ones * (full >> d))
				out[i].hi |= lane & (ones * (full << (width - d) & full))
				out[i].keep &^= lane
			}
		}
	}
	return out, true
}

func makeNarrowKeys(k *narrowKeys, variant, perm int) {
	for parity := 0; parity < 2; parity++ {
		rows := make([]int, 8) // byte r holds row rows[r]
		for r := range rows {
			rows[physicalRow(r, parity)] = r
		}
		steps, ok := laneSteps(&shiftBytesTable[variant][perm], rows, 8, []int{1, 2, 4})
		if !ok {
			panic("groestl: ShiftBytes steps do not fit the shifts")
		}
		copy(k.shift[parity][:], steps[:3])
	}
	for round := 0; round < roundsOf(variant); round++ {
		planes := constantPlanes(variant, perm, round, func(row, col int) (int, int) {
			return 0, 8*row + col
		})
		k.constants[round] = planes[0]
	}
}

func makeWideKeys(k *wideKeys, variant, perm int) {
	shift := &shiftBytesTable[variant][perm]
	fits := func(distances [2][]int) bool {
		for parity := 0; parity < 2; parity++ {
			var even, odd []int // the rows in the lanes (rotating by four is its own inverse)
			for j := 0; j < 4; j++ {
				even = append(even, physicalRow(2*j, parity))
				odd = append(odd, physicalRow(2*j+1, parity))
			}
			var ok1, ok2 bool
			k.shift[parity].even, ok1 = laneSteps(shift, even, 16, distances[0])
			k.shift[parity].odd, ok2 = laneSteps(shift, odd, 16, distances[1])
			if !ok1 || !ok2 {
				return false
			}
		}
		return true
	}
	switch {
	case fits(wideStepsP):
	case fits(wideStepsQ):
		k.stepsQ = true
	default:
		panic("groestl: ShiftBytes steps do not fit the shifts")
	}
	for round := 0; round < roundsOf(variant); round++ {
		k.constants[round] = constantPlanes(variant, perm, round, func(row, col int) (int, int) {
			return row % 2, 16*(row/2) + col
		})
	}
}

// subBytes is AddRoundConstant (rc) and SubBytes, but for sboxMissing, on 8 planes.
func subBytes(s, rc *[8]uint64) {
	s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7] = subBytesPlanes(
		s[0]^rc[0], s[1]^rc[1], s[2]^rc[2], s[3]^rc[3], s[4]^rc[4], s[5]^rc[5], s[6]^rc[6], s[7]^rc[7])
}

// mixBytesOutput is the end of MixBytes on 8 planes, its result rotated by four rows (row i
// holds row i - 4). From b_i = 2·(2·x_{i+3} + y_{i+7}) + y_{i+4} with t_i = a_i + a_{i+1},
// x_i = t_i + t_{i+3}, y_i = t_i + t_{i+2} + a_{i+6} (Aoki et al., SECRYPT 2011, section
// 4.3; indices mod 8), rotated by four rows:
//
//	z_i = b_{i-4} = 4·x_{i+7} + 2·y_{i+3} + y_i
//
// x holds x_{i+7}, v y_{i+3}, y y_i, so no rotation follows the products (as src/avx512.c
// does it). A product by 2 in GF(2^8) mod x^8 + x^4 + x^3 + x + 1 on planes is a renaming
// of the planes and three XORs (bit 7 comes back as 0x1b: bits 0, 1, 3, 4); by 4, two of
// those.
func mixBytesOutput(a, x, v, y *[8]uint64) {
	a[0] = x[6] ^ v[7] ^ y[0]
	a[1] = x[7] ^ x[6] ^ v[0] ^ v[7] ^ y[1]
	a[2] = x[0] ^ x[7] ^ v[1] ^ y[2]
	a[3] = x[1] ^ x[6] ^ v[2] ^ v[7] ^ y[3]
	a[4] = x[2] ^ x[7] ^ x[6] ^ v[3] ^ v[7] ^ y[4]
	a[5] = x[3] ^ x[7] ^ v[4] ^ y[5]
	a[6] = x[4] ^ v[5] ^ y[6]
	a[7] = x[5] ^ v[6] ^ y[7]
}

// rowsUp gives every row i of a 512-bit plane the value of row i + k (mod 8).
func rowsUp(w uint64, k int) uint64 { return bits.RotateLeft64(w, -8*k) }

// lanesUp gives every lane j of a word the value of lane j + k (mod 4): in a 1024-bit
// plane's word, row 2j (or 2j + 1) takes row 2(j + k) (or 2(j + k) + 1).
func lanesUp(w uint64, k int) uint64 { return bits.RotateLeft64(w, -16*k) }

// shiftMixNarrow is ShiftBytes and MixBytes on a 512-bit state; work is room for x, v and
// y of mixBytesOutput (the caller's, so that no call has to clear them).
func shiftMixNarrow(a *[8]uint64, m *[3]laneStep, work *[3][8]uint64) {
	x, v, y := &work[0], &work[1], &work[2]
	for b := 0; b < 8; b++ {
		w := step(a[b], &m[0], 1, 8)
		w = step(w, &m[1], 2, 8)
		w = step(w, &m[2], 4, 8)
		t := w ^ rowsUp(w, 1)
		u := rowsUp(t, 2)
		y[b] = rowsUp(w, 6) ^ t ^ u
		x[b] = rowsUp(t, 7) ^ u
		v[b] = rowsUp(y[b], 3)
	}
	mixBytesOutput(a, x, v, y)
}

// wideState is a 1024-bit state's planes: the words of its even rows and of its odd rows;
// x, v and y are MixBytes' working space (mixBytesOutput), kept here so that no call has to
// clear them.
type wideState struct {
	even, odd [8]uint64
	x, v, y   [2][8]uint64
}

// shiftMixWide is ShiftBytes, in the steps of wideStepsQ or wideStepsP, and MixBytes on a
// 1024-bit state. In MixBytes, rotating the rows by k takes the even rows from the odd word
// when k is odd, and every other rotation is one of lanesUp.
func shiftMixWide(s *wideState, m *struct{ even, odd [4]laneStep }, stepsQ bool) {
	x, v, y := &s.x, &s.v, &s.y
	for b := 0; b < 8; b++ {
		e, o := s.even[b], s.odd[b]
		if stepsQ {
			e = step(e, &m.even[0], 1, 16)
			e = step(e, &m.even[1], 4, 16)
			o = step(o, &m.odd[0], 2, 16)
			o = step(o, &m.odd[1], 3, 16)
			o = step(o, &m.odd[2], 6, 16)
		} else {
			e = step(e, &m.even[0], 2, 16)
			e = step(e, &m.even[1], 4, 16)
			o = step(o, &m.odd[0], 1, 16)
			o = step(o, &m.odd[1], 2, 16)
			o = step(o, &m.odd[2], 2, 16)
			o = step(o, &m.odd[3], 6, 16)
		}
		te, to := e^o, o^lanesUp(e, 1) // t = a + a_{+1}
		ue, uo := lanesUp(te, 1), lanesUp(to, 1)
		ye, yo := lanesUp(e, 3)^te^ue, lanesUp(o, 3)^to^uo // a_{+6} + t + t_{+2}
		y[0][b], y[1][b] = ye, yo
		x[0][b], x[1][b] = lanesUp(to, 3)^ue, te^uo       // t_{+7} + t_{+2}
		v[0][b], v[1][b] = lanesUp(yo, 1), lanesUp(ye, 2) // y_{+3}
	}
	mixBytesOutput(&s.even, &x[0], &v[0], &y[0])
	mixBytesOutput(&s.odd, &x[1], &v[1], &y[1])
}

// permuteNarrow runs the rounds of a 512-bit permutation on p (keys kp) and, when q is not
// nil, round by round beside it, of another on q (kq). (An even number of rounds: the last
// leaves the rows in order.)
func permuteNarrow(p, q *[8]uint64, kp, kq *narrowKeys) {
	var work [3][8]uint64
	for round := 0; round < 10; round++ {
		subBytes(p, &kp.constants[round])
		if q != nil {
			subBytes(q, &kq.constants[round])
		}
		shiftMixNarrow(p, &kp.shift[round%2], &work)
		if q != nil {
			shiftMixNarrow(q, &kq.shift[round%2], &work)
		}
	}
}

// permuteWide is the same for the 1024-bit permutations.
func permuteWide(p, q *wideState, kp, kq *wideKeys) {
	for round := 0; round < 14; round++ {
		subBytes(&p.even, &kp.constants[round][0])
		if q != nil {
			subBytes(&q.even, &kq.constants[round][0])
		}
		subBytes(&p.odd, &kp.constants[round][1])
		if q != nil {
			subBytes(&q.odd, &kq.constants[round][1])
		}
		shiftMixWide(p, &kp.shift[round%2], kp.stepsQ)
		if q != nil {
			shiftMixWide(q, &kq.shift[round%2], kq.stepsQ)
		}
	}
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

// evenRowBytes: the bytes of the even rows in a plane of 8 columns (bit 8r + c).
const evenRowBytes = 0x00ff00ff00ff00ff

// toWide turns the 16 column words of a 1024-bit state (spec order: word c is column c, its
// byte r row r) into its planes; fromWide turns them back.
func toWide(cols []uint64, s *wideState) {
	var lo, hi [8]uint64 // columns 0-7 and 8-15 as planes, bit 8r + c
	copy(lo[:], cols[:8])
	copy(hi[:], cols[8:16])
	transposePlanes(&lo)
	transposePlanes(&hi)
	for b := 0; b < 8; b++ {
		s.even[b] = lo[b]&evenRowBytes | hi[b]&evenRowBytes<<8
		s.odd[b] = lo[b]>>8&evenRowBytes | hi[b]&^evenRowBytes
	}
}

func fromWide(s *wideState, cols []uint64) {
	var lo, hi [8]uint64
	for b := 0; b < 8; b++ {
		lo[b] = s.even[b]&evenRowBytes | s.odd[b]&evenRowBytes<<8
		hi[b] = s.even[b]>>8&evenRowBytes | s.odd[b]&^evenRowBytes
	}
	transposePlanes(&lo)
	transposePlanes(&hi)
	copy(cols[:8], lo[:])
	copy(cols[8:16], hi[:])
}

// compressGeneric runs f(h, m) = P(h ^ m) ^ Q(m) ^ h over the whole blocks of p (len(p) a
// multiple of the block size). chain holds the chaining value in spec order.
func compressGeneric(chain *[16]uint64, p []byte, variant int) {
	var m [16]uint64
	if variant&variantWide != 0 {
		kp, kq := &wideParams[variant][0], &wideParams[variant][1]
		var h, ps, qs wideState
		toWide(chain[:], &h)
		for ; len(p) >= 128; p = p[128:] {
			for c := range m {
				m[c] = binary.LittleEndian.Uint64(p[8*c:])
			}
			toWide(m[:], &qs)
			for b := 0; b < 8; b++ {
				ps.even[b], ps.odd[b] = h.even[b]^qs.even[b], h.odd[b]^qs.odd[b]
			}
			permuteWide(&ps, &qs, kp, kq)
			for b := 0; b < 8; b++ {
				h.even[b] ^= ps.even[b] ^ qs.even[b]
				h.odd[b] ^= ps.odd[b] ^ qs.odd[b]
			}
		}
		fromWide(&h, chain[:])
		return
	}
	kp, kq := &narrowParams[variant][0], &narrowParams[variant][1]
	var h, ps, qs [8]uint64
	copy(h[:], chain[:8])
	transposePlanes(&h)
	for ; len(p) >= 64; p = p[64:] {
		for c := 0; c < 8; c++ {
			qs[c] = binary.LittleEndian.Uint64(p[8*c:])
		}
		transposePlanes(&qs)
		for b := 0; b < 8; b++ {
			ps[b] = h[b] ^ qs[b]
		}
		permuteNarrow(&ps, &qs, kp, kq)
		for b := 0; b < 8; b++ {
			h[b] ^= ps[b] ^ qs[b]
		}
	}
	transposePlanes(&h)
	copy(chain[:8], h[:])
}

// mixedMissingPlane is plane b of a state with mixedMissing in every byte.
func mixedMissingPlane(b int) uint64 { return -uint64(mixedMissing >> b & 1) }

// outputGeneric is the output transformation before truncation: h = P(h) ^ h.
func outputGeneric(chain *[16]uint64, variant int) {
	if variant&variantWide != 0 {
		var h, s wideState
		toWide(chain[:], &h)
		s = h
		permuteWide(&s, nil, &wideParams[variant][0], nil)
		for b := 0; b < 8; b++ {
			h.even[b] ^= s.even[b] ^ mixedMissingPlane(b)
			h.odd[b] ^= s.odd[b] ^ mixedMissingPlane(b)
		}
		fromWide(&h, chain[:])
		return
	}
	var h [8]uint64
	copy(h[:], chain[:8])
	transposePlanes(&h)
	s := h
	permuteNarrow(&s, nil, &narrowParams[variant][0], nil)
	for b := 0; b < 8; b++ {
		h[b] ^= s[b] ^ mixedMissingPlane(b)
	}
	transposePlanes(&h)
	copy(chain[:8], h[:])
}
