// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

import (
	"bytes"
	"testing"
)

// FuzzPaths: every code path this CPU runs against the generic one, on the fuzzer's
// messages, digest sizes, versions and update splits. With -fuzz it runs for as long as
// -fuzztime says (scripts/test.sh go: a bounded time); without, on the seeds.
func FuzzPaths(f *testing.F) {
	for _, n := range []int{0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129, 300} {
		f.Add(bytes.Repeat([]byte{byte(n)}, n), uint8(n), uint16(n/2))
	}
	f.Fuzz(func(t *testing.T, msg []byte, size uint8, split uint16) {
		bits := 8 * (1 + int(size)%64)
		version := int(size>>7) * variantV0
		cut := int(split) % (len(msg) + 1)
		var want []byte
		for _, name := range append([]string{"generic"}, implementations()...) {
			impl, _ := implementationByName(name)
			d := newDigest(bits, version)
			d.impl = impl
			d.Write(msg[:cut])
			d.Write(msg[cut:])
			got := d.Sum(nil)
			if want == nil {
				want = got
			} else if !bytes.Equal(got, want) {
				t.Fatalf("%s: %s of %d bytes (split %d): %x, generic %x", name, d.name(), len(msg), cut, got, want)
			}
		}
	})
}
