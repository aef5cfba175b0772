// SPDX-License-Identifier: MIT OR Apache-2.0

//go:build !linux

package cputime

import "time"

func thread() (time.Duration, bool) { return 0, false }
