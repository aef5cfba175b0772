// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

import "testing"

// forceImplementation runs the rest of the test on one code path and restores the automatic
// choice after it.
func forceImplementation(t testing.TB, name string) {
	t.Helper()
	i, ok := implementationByName(name)
	if !ok {
		t.Fatalf("code path %q cannot run here (have %v)", name, implementations())
	}
	saved := defaultImpl
	defaultImpl = i
	t.Cleanup(func() { defaultImpl = saved })
}
