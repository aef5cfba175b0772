// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build purego || !amd64

package groestl

// Without assembly every call runs the generic permutations.

func compress(chain *[16]uint64, p []byte, variant int) { compressGeneric(chain, p, variant) }

func output(chain *[16]uint64, variant int) { outputGeneric(chain, variant) }

// implementations lists the code paths this build and CPU can run, the chosen one first.
func implementations() []string { return []string{"generic"} }

// useImplementation forces a code path (for the tests and benchmarks); false if it cannot run.
func useImplementation(name string) bool { return name == "generic" }
