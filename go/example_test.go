// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl_test

import (
	"encoding"
	"fmt"
	"io"
	"log"
	"strings"

	groestl "groestl.invalid/groestl/go"
)

func ExampleSum256() {
	sum := groestl.Sum256([]byte("The quick brown fox jumps over the lazy dog"))
	fmt.Printf("%x\n", sum)
	// Output: 8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301
}

func ExampleNew512() {
	h := groestl.New512()
	io.Copy(h, strings.NewReader("The quick brown fox "))
	io.WriteString(h, "jumps over the lazy dog")
	fmt.Printf("%x\n", h.Sum(nil)[:16])
	// Output: badc1f70ccd69e0cf3760c3f93884289
}

func ExampleNew() {
	h, err := groestl.New(160)
	if err != nil {
		log.Fatal(err)
	}
	io.WriteString(h, "abc")
	fmt.Println(h.Size(), h.BlockSize())

	_, err = groestl.New(100)
	fmt.Println(err)
	// Output:
	// 20 64
	// groestl: digest size must be 8 to 512 bits in steps of 8, not 100
}

// Grøstl-0, the version before the January 2011 tweak: New0_256 and New0(256) are the same.
func ExampleNew0() {
	h, err := groestl.New0(256)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%x\n", h.Sum(nil))
	fmt.Printf("%x\n", groestl.New0_256().Sum(nil))
	// Output:
	// 6c462dc6861c19dbc6fa818f3da84bccf6eab703db10a9781eec6633ea9e8b7b
	// 6c462dc6861c19dbc6fa818f3da84bccf6eab703db10a9781eec6633ea9e8b7b
}

// The hash of an 80-byte block header (here all zeros; groestlsum -a 512, twice, agrees).
func ExampleGroestlcoinHash() {
	header := make([]byte, 80)
	fmt.Printf("%x\n", groestl.GroestlcoinHash(header))
	// Output: 8703946c1f2630a61cc8e78f93a030b3835a6b624812fb990a243cae6dd8ce36
}

// A running hash saved and restored: the copy goes on where the original was.
func ExampleNew256_marshal() {
	h := groestl.New256()
	io.WriteString(h, "The quick brown fox ")
	state, err := h.(encoding.BinaryMarshaler).MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}

	restored := groestl.New256()
	if err := restored.(encoding.BinaryUnmarshaler).UnmarshalBinary(state); err != nil {
		log.Fatal(err)
	}
	io.WriteString(restored, "jumps over the lazy dog")
	fmt.Printf("%x\n", restored.Sum(nil))
	// Output: 8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301
}
