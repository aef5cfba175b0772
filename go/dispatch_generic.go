// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build purego || !amd64

package groestl

// Without assembly every call runs the generic permutations.

const implGeneric = 0

var defaultImpl = implGeneric

func compress(impl int, chain *[16]uint64, p []byte, variant int) {
	compressGeneric(chain, p, variant)
}

func output(impl int, chain *[16]uint64, variant int) { outputGeneric(chain, variant) }

// implementations lists the code paths this build and CPU can run, the automatic choice first.
func implementations() []string { return []string{"generic"} }

// implementationByName returns the code path of that name, if this build and CPU run it.
func implementationByName(name string) (int, bool) { return implGeneric, name == "generic" }
