// The benchmark's peer, go-groestl-hash (ISC licence), pinned to its last commit. The Go
// module proxy refuses that module (403), so run.sh lays a copy of that commit, from a
// checkout that GO_GROESTL_HASH_SRC names, in build-go-bench/ (not committed) and points the
// replace directive there.
module groestl.invalid/groestl/go/bench

go 1.22

require (
	github.com/Groestlcoin/go-groestl-hash v0.0.0-20181012164518-790653ac190c
	groestl.invalid/groestl/go v0.0.0
)

require golang.org/x/sys v0.30.0 // indirect

replace groestl.invalid/groestl/go => ../

replace github.com/Groestlcoin/go-groestl-hash => ../../build-go-bench/go-groestl-hash
