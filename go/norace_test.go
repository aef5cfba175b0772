// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build !race

package groestl

const raceEnabled = false
