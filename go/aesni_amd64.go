// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build amd64 && !purego

package groestl

// Placeholder until the AES-NI assembly lands: the generic permutations.
func compressAESNI(chain *[16]uint64, p []byte, variant int) { compressGeneric(chain, p, variant) }

func outputAESNI(chain *[16]uint64, variant int) { outputGeneric(chain, variant) }
