// SPDX-License-Identifier: MIT OR Apache-2.0

// Package groestl implements the Grøstl hash functions: the final (SHA-3 round 3) version at
// every output size from 8 to 512 bits in steps of 8, the earlier Grøstl-0, and the
// Groestlcoin hash.
//
// Every implementation here is constant-time: no table look-up or branch depends on the data
// hashed. On amd64 the permutations run in assembly, with AVX-512 and GFNI where the CPU has
// them, else with AES-NI; elsewhere, and with the build tag purego, in Go (bitsliced). The
// digests implement [encoding.BinaryMarshaler] and [encoding.BinaryUnmarshaler] to save and
// restore their state, as those of crypto/sha256 do.
package groestl

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
)

// The sizes of the standard digests, in bytes.
const (
	Size224 = 28
	Size256 = 32
	Size384 = 48
	Size512 = 64
	// Size is the size of a Grøstl-512 digest in bytes.
	Size = Size512
)

// The block sizes, in bytes: 64 for digests of up to 256 bits, 128 for longer ones.
const (
	BlockSize256 = 64
	BlockSize512 = 128
	// BlockSize is the block size of Grøstl-512.
	BlockSize = BlockSize512
)

// digest is a running hash: the chaining value, the bytes of a block not yet compressed,
// and the count of blocks compressed.
type digest struct {
	chain   [16]uint64 // spec order: word c is column c, its byte r (little-endian) row r
	buf     [BlockSize512]byte
	nbuf    int    // bytes in buf, always less than the block size
	blocks  uint64 // blocks compressed so far
	bits    int    // the digest size, 8..512 in steps of 8
	variant int    // variantWide, variantV0
	impl    int    // the code path (dispatch_*.go), fixed when the digest is made
}

// New224 returns a new hash.Hash computing the Grøstl-224 checksum.
func New224() hash.Hash { return newDigest(224, 0) }

// New256 returns a new hash.Hash computing the Grøstl-256 checksum.
func New256() hash.Hash { return newDigest(256, 0) }

// New384 returns a new hash.Hash computing the Grøstl-384 checksum.
func New384() hash.Hash { return newDigest(384, 0) }

// New512 returns a new hash.Hash computing the Grøstl-512 checksum.
func New512() hash.Hash { return newDigest(512, 0) }

// New returns a new hash.Hash computing Grøstl with a digest of bits bits: 8 to 512 in
// steps of 8. Sizes up to 256 use the 512-bit permutations, larger ones the 1024-bit ones.
func New(bits int) (hash.Hash, error) {
	if err := checkBits(bits); err != nil {
		return nil, err
	}
	return newDigest(bits, 0), nil
}

// New0_256 returns a new hash.Hash computing Grøstl-0-256, the version before the January
// 2011 tweak (other round constants and shifts). Only for compatibility with old data.
func New0_256() hash.Hash { return newDigest(256, variantV0) }

// New0_224 returns a new hash.Hash computing Grøstl-0-224.
func New0_224() hash.Hash { return newDigest(224, variantV0) }

// New0_384 returns a new hash.Hash computing Grøstl-0-384.
func New0_384() hash.Hash { return newDigest(384, variantV0) }

// New0_512 returns a new hash.Hash computing Grøstl-0-512.
func New0_512() hash.Hash { return newDigest(512, variantV0) }

// New0 returns a new hash.Hash computing Grøstl-0 with a digest of bits bits, 8 to 512 in
// steps of 8.
func New0(bits int) (hash.Hash, error) {
	if err := checkBits(bits); err != nil {
		return nil, err
	}
	return newDigest(bits, variantV0), nil
}

// ErrDigestSize is returned for a digest size Grøstl does not define.
var ErrDigestSize = errors.New("groestl: digest size must be 8 to 512 bits in steps of 8")

func checkBits(bits int) error {
	if bits < 8 || bits > 512 || bits%8 != 0 {
		return fmt.Errorf("%w, not %d", ErrDigestSize, bits)
	}
	return nil
}

func newDigest(bits, version int) *digest {
	d := &digest{}
	d.init(bits, version)
	return d
}

func (d *digest) init(bits, version int) {
	d.impl = defaultImpl
	d.bits = bits
	d.variant = version
	if bits > 256 {
		d.variant |= variantWide
	}
	d.Reset()
}

// Reset resets the hash to its initial state.
func (d *digest) Reset() {
	// IV: the digest size as a big-endian number in the last bytes of the state.
	d.chain = [16]uint64{}
	d.chain[columnsOf(d.variant)-1] = uint64(d.bits>>8)<<48 | uint64(d.bits&0xff)<<56
	d.nbuf = 0
	d.blocks = 0
}

// Size returns the digest size in bytes.
func (d *digest) Size() int { return d.bits / 8 }

// BlockSize returns the block size in bytes: 64 or 128.
func (d *digest) BlockSize() int { return blockBytesOf(d.variant) }

// Write adds p to the running hash. It never returns an error.
func (d *digest) Write(p []byte) (int, error) {
	n := len(p)
	block := blockBytesOf(d.variant)
	if d.nbuf > 0 {
		k := copy(d.buf[d.nbuf:block], p)
		d.nbuf += k
		p = p[k:]
		if d.nbuf == block {
			compress(d.impl, &d.chain, d.buf[:block], d.variant)
			d.blocks++
			d.nbuf = 0
		}
	}
	if len(p) >= block {
		whole := len(p) - len(p)%block
		compress(d.impl, &d.chain, p[:whole], d.variant)
		d.blocks += uint64(whole / block)
		p = p[whole:]
	}
	if len(p) > 0 {
		d.nbuf = copy(d.buf[:], p)
	}
	return n, nil
}

// Sum appends the current hash to b and returns the resulting slice. It does not change
// the underlying hash state.
func (d *digest) Sum(b []byte) []byte {
	dc := *d
	var out [Size512]byte
	dc.finish(&out, 0, 0)
	return append(b, out[:d.bits/8]...)
}

// finish pads the message (with tailBits leading bits of tail after the buffered bytes,
// tailBits 0..7), runs the last compressions and the output transformation, and writes
// the digest to the start of out.
func (d *digest) finish(out *[Size512]byte, tail byte, tailBits int) {
	block := blockBytesOf(d.variant)
	// Padding: a '1' bit right after the last message bit, zeros, then the number of
	// blocks (the padding's included) as a 64-bit big-endian integer.
	var pad [2 * BlockSize512]byte
	n := copy(pad[:], d.buf[:d.nbuf])
	pad[n] = tail&^(0xff>>tailBits) | 0x80>>tailBits
	padded := block
	if 8*d.nbuf+tailBits+1+64 > 8*block {
		padded = 2 * block
	}
	binary.BigEndian.PutUint64(pad[padded-8:], d.blocks+uint64(padded/block))
	compress(d.impl, &d.chain, pad[:padded], d.variant)
	output(d.impl, &d.chain, d.variant)
	// Omega: the last bits/8 bytes of the state.
	var state [BlockSize512]byte
	for c := 0; c < columnsOf(d.variant); c++ {
		binary.LittleEndian.PutUint64(state[8*c:], d.chain[c])
	}
	copy(out[:], state[block-d.bits/8:block])
}

func sumFixed(bits, version int, data []byte) (out [Size512]byte) {
	var d digest
	d.init(bits, version)
	d.Write(data)
	d.finish(&out, 0, 0)
	return out
}

// Sum224 returns the Grøstl-224 checksum of the data.
func Sum224(data []byte) (sum [Size224]byte) {
	out := sumFixed(224, 0, data)
	copy(sum[:], out[:])
	return sum
}

// Sum256 returns the Grøstl-256 checksum of the data.
func Sum256(data []byte) (sum [Size256]byte) {
	out := sumFixed(256, 0, data)
	copy(sum[:], out[:])
	return sum
}

// Sum384 returns the Grøstl-384 checksum of the data.
func Sum384(data []byte) (sum [Size384]byte) {
	out := sumFixed(384, 0, data)
	copy(sum[:], out[:])
	return sum
}

// Sum512 returns the Grøstl-512 checksum of the data.
func Sum512(data []byte) [Size512]byte {
	return sumFixed(512, 0, data)
}

// GroestlcoinHash returns Groestlcoin's hash of data: the first 32 bytes of
// Grøstl-512(Grøstl-512(data)). (Not Grøstl-256, which has its own initial value and keeps
// the last bytes of a 512-bit state.)
func GroestlcoinHash(data []byte) (sum [32]byte) {
	first := Sum512(data)
	second := Sum512(first[:])
	copy(sum[:], second[:32])
	return sum
}
