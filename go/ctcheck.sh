#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# ctcheck.sh - the constant-time check of the generic and AES-NI paths under valgrind's
# memcheck: TestConstantTime (ct_test.go, build tag ctcheck) hashes with the message and the
# chaining value marked undefined; memcheck reports every branch and memory address computed
# from them. Fails when a path causes a report, when a control (a table look-up or a branch
# on the data, in the test file) causes none, or when memcheck's log has a report in a frame
# of the package other than the controls'. The avx512 path (valgrind does not decode
# AVX-512) has the static check of internal/ctasm, which `go test ./...` runs. Where
# go/bench/run.sh has laid out the peer (build-go-bench/go-groestl-hash), also
# go/bench's TestPeerIsFlagged: go-groestl-hash must be reported, groestl not.
#
#   go/ctcheck.sh        (scripts/setup.sh go installs valgrind)
#
# Go under memcheck: GODEBUG=asyncpreemptoff=1 (no preemption signals), GOMAXPROCS=1 and
# GOGC=off (a quiet runtime), --max-stackframe=32768: Go moves between a goroutine's stack
# and its thread's by SP jumps that memcheck would otherwise take for frames pushed and
# popped (marking live stack undefined or inaccessible); no frame of the package is near
# that size. Build and log: build-go-ct/ at the top of the repository.
set -eu
cd "$(dirname "$0")"
command -v valgrind >/dev/null 2>&1 || {
    echo "ctcheck.sh: needs valgrind (scripts/setup.sh go installs it)" >&2
    exit 1
}
out=../build-go-ct
mkdir -p "$out"
go test -tags ctcheck -c -o "$out/ct.test" .
log=$out/memcheck.log
status=0
GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 GOGC=off valgrind -q --tool=memcheck --error-limit=no \
    --max-stackframe=32768 --suppressions=testdata/memcheck-go-runtime.supp \
    --log-file="$log" "$out/ct.test" -test.run '^TestConstantTime$' -test.v || status=$?
# Each report of the log with a frame of the package: only the controls may have one.
awk '
    /^==[0-9]+== [A-Z]/ { kind = substr($0, index($0, " ") + 1); next }
    /^==[0-9]+==    (at|by) / && /groestl\.invalid\/groestl\/go\./ {
        fn = $0; sub(/.*: /, "", fn)
        if (fn ~ /\.ct(Table|Branch|Spill)Control /) { controls[fn] = 1; next }
        print "ctcheck.sh: memcheck: " kind " in " fn; bad = 1
    }
    END {
        n = 0; for (c in controls) n++
        if (n != 3) { print "ctcheck.sh: memcheck reported " n " of the 3 controls"; bad = 1 }
        exit bad
    }' "$log" || status=1
peer=../build-go-bench/go-groestl-hash
if [ -f "$peer/.commit" ]; then
    (cd bench && go test -tags ctcheck -c -o "../$out/peer-ct.test" .)
    GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 GOGC=off valgrind -q --tool=memcheck --error-limit=no \
        --max-stackframe=32768 --suppressions=testdata/memcheck-go-runtime.supp \
        --log-file="$out/memcheck-peer.log" "$out/peer-ct.test" -test.run '^TestPeerIsFlagged$' \
        -test.v || status=1
else
    echo "ctcheck.sh: go-groestl-hash not laid out (go/bench/run.sh does it): its check not run"
fi
if [ "$status" -ne 0 ]; then
    echo "ctcheck.sh: FAILED (memcheck log: $log)" >&2
    exit 1
fi
echo "ctcheck.sh: no branch or address depends on the secrets; the 3 controls were seen"
