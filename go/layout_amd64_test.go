// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

package groestl

import (
	"testing"
	"unsafe"
)

// The offsets the assembly reads the tables at (avx512_amd64.s, aesni_amd64.s).
func TestAVX512Layout(t *testing.T) {
	var k avx512Keys
	if unsafe.Offsetof(k.shift) != avx512Shift || unsafe.Offsetof(k.first) != avx512First ||
		unsafe.Offsetof(k.tail) != avx512Tail || unsafe.Sizeof(k.shift[0]) != 256 ||
		unsafe.Sizeof(k.first[0]) != 128 || unsafe.Sizeof(k.tail[0]) != 1792 {
		t.Fatal("avx512Keys does not match the offsets of avx512_amd64.s")
	}
}

func TestAESNILayout(t *testing.T) {
	var s aesniSchedule
	if unsafe.Offsetof(s.mask) != aesniMask || unsafe.Offsetof(s.first) != aesniFirst ||
		unsafe.Offsetof(s.key) != aesniKey || unsafe.Sizeof(s) != 2048 {
		t.Fatal("aesniSchedule does not match the offsets of aesni_amd64.s")
	}
}

// The same offsets with rows of 32 bytes (aesni_amd64.s's VW).
func TestVAESLayout(t *testing.T) {
	var s vaesSchedule
	if unsafe.Offsetof(s.mask) != 2*aesniMask || unsafe.Offsetof(s.first) != 2*aesniFirst ||
		unsafe.Offsetof(s.key) != 2*aesniKey || unsafe.Sizeof(s) != 2*2048 {
		t.Fatal("vaesSchedule does not match the offsets of aesni_amd64.s")
	}
}

// Row pairs: the offsets of aesniSchedule (aesni_amd64.s's FIRST_PAIRS, KEY_PAIRS).
func TestPairLayout(t *testing.T) {
	var s pairSchedule
	if unsafe.Offsetof(s.mask) != aesniMask || unsafe.Offsetof(s.first) != aesniFirst ||
		unsafe.Offsetof(s.key) != aesniKey || unsafe.Sizeof(s) != 2048 {
		t.Fatal("pairSchedule does not match the offsets of aesni_amd64.s")
	}
}

// gfHalf and B^-1, which the tables rest on.
func TestFieldHelpers(t *testing.T) {
	for x := 0; x < 256; x++ {
		h := gfHalf(uint64(x) * 0x0101010101010101)
		if got := gfMul(byte(h), 2); got != byte(x) || h != uint64(byte(h))*0x0101010101010101 {
			t.Fatalf("2·half(%#x) = %#x", x, got)
		}
	}
	inv := mixBytesInverse()
	row := [8]byte{2, 2, 3, 4, 5, 3, 5, 7}
	for i := 0; i < 8; i++ {
		for k := 0; k < 8; k++ {
			var p byte
			for c := 0; c < 8; c++ {
				p ^= gfMul(row[(c-i+8)%8], inv[c][k])
			}
			if want := byte(0); (i == k && p != 1) || (i != k && p != want) {
				t.Fatalf("B·B^-1 at (%d,%d) = %#x", i, k, p)
			}
		}
	}
}
