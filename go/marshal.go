// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// The marshalled state (as crypto/sha256's: a magic prefix with the format's version, then
// the fields; numbers big-endian):
//
//	"grø" 0x01    magic and format version (5 bytes: "grø" is 4 in UTF-8)
//	version       0 for Grøstl, 1 for Grøstl-0 (1 byte)
//	bits          the digest size (2 bytes)
//	chain         the chaining value in spec order, 128 bytes (the 512-bit state: the first
//	              64, the rest zero)
//	blocks        the blocks compressed (8 bytes)
//	buffered      the bytes waiting for a block (1 byte), then those bytes, 128 in all
//	              (zeros after them)
const (
	magic         = "gr\xc3\xb8\x01" // "grø" (UTF-8) and format version 1
	marshaledSize = len(magic) + 1 + 2 + 128 + 8 + 1 + 128
)

// Errors of UnmarshalBinary.
var (
	ErrStateIdentifier = errors.New("groestl: invalid hash state identifier")
	ErrStateSize       = errors.New("groestl: invalid hash state size")
	ErrStateVariant    = errors.New("groestl: hash state is of another Grøstl variant")
	ErrStateCorrupt    = errors.New("groestl: invalid hash state")
)

func (d *digest) name() string {
	if d.variant&variantV0 != 0 {
		return fmt.Sprintf("Grøstl-0-%d", d.bits)
	}
	return fmt.Sprintf("Grøstl-%d", d.bits)
}

// MarshalBinary returns the state of the hash, for UnmarshalBinary to restore.
func (d *digest) MarshalBinary() ([]byte, error) {
	return d.AppendBinary(make([]byte, 0, marshaledSize))
}

// AppendBinary appends the state of the hash to b (encoding.BinaryAppender).
func (d *digest) AppendBinary(b []byte) ([]byte, error) {
	b = append(b, magic...)
	b = append(b, byte(d.variant&variantV0>>1))
	b = binary.BigEndian.AppendUint16(b, uint16(d.bits))
	for c := 0; c < 16; c++ {
		b = binary.LittleEndian.AppendUint64(b, d.chain[c])
	}
	b = binary.BigEndian.AppendUint64(b, d.blocks)
	b = append(b, byte(d.nbuf))
	b = append(b, d.buf[:d.nbuf]...)
	b = append(b, make([]byte, len(d.buf)-d.nbuf)...)
	return b, nil
}

// UnmarshalBinary restores a state that MarshalBinary returned, of a digest of the same
// variant and size. On an error the hash is left as it was.
func (d *digest) UnmarshalBinary(b []byte) error {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return ErrStateIdentifier
	}
	if len(b) != marshaledSize {
		return fmt.Errorf("%w: %d bytes, not %d", ErrStateSize, len(b), marshaledSize)
	}
	b = b[len(magic):]
	version, bits := int(b[0]), int(binary.BigEndian.Uint16(b[1:]))
	b = b[3:]
	if version > 1 || checkBits(bits) != nil {
		return fmt.Errorf("%w: version %d, %d bits", ErrStateCorrupt, version, bits)
	}
	var s digest
	s.init(bits, version<<1)
	s.impl = d.impl
	if s.variant != d.variant || s.bits != d.bits {
		return fmt.Errorf("%w: %s, not %s", ErrStateVariant, s.name(), d.name())
	}
	cols, block := columnsOf(s.variant), blockBytesOf(s.variant)
	for c := 0; c < 16; c++ {
		s.chain[c] = binary.LittleEndian.Uint64(b[8*c:])
		if c >= cols && s.chain[c] != 0 {
			return fmt.Errorf("%w: bytes past the %d-bit chaining value", ErrStateCorrupt, 64*cols)
		}
	}
	b = b[128:]
	s.blocks = binary.BigEndian.Uint64(b)
	s.nbuf = int(b[8])
	b = b[9:]
	if s.nbuf >= block {
		return fmt.Errorf("%w: %d bytes buffered of a %d-byte block", ErrStateCorrupt, s.nbuf, block)
	}
	if s.blocks > ^uint64(0)-2 {
		return fmt.Errorf("%w: block count %d leaves no room for the padding", ErrStateCorrupt, s.blocks)
	}
	copy(s.buf[:], b[:s.nbuf])
	for _, x := range b[s.nbuf:] {
		if x != 0 {
			return fmt.Errorf("%w: bytes past the %d buffered", ErrStateCorrupt, s.nbuf)
		}
	}
	*d = s
	return nil
}
