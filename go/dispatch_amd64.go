// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

package groestl

func compress(chain *[16]uint64, p []byte, variant int) { compressGeneric(chain, p, variant) }

func output(chain *[16]uint64, variant int) { outputGeneric(chain, variant) }

func implementations() []string { return []string{"generic"} }

func useImplementation(name string) bool { return name == "generic" }
