#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# fetch_sphlib.sh - sphlib's Grøstl in C (groestl.c, sph_groestl.h, sph_types.h) as the PyPI
# sdist of groestlcoin_hash ships it, pinned by version and SHA-256, unpacked into DIR; never
# copied into this repository. The peer of bench/run.sh, and the reference that the c stage
# runs test_sph_compat's workload on (scripts/setup.sh c calls this).
#
#   scripts/fetch_sphlib.sh DIR    then DIR/groestl.c; nothing is fetched when DIR has the pin
#
# pip, the registry's own client, fetches the sdist (it reads its metadata in a throwaway
# build environment, but builds and installs nothing).
set -eu
version=1.0.3
sha256=31a8f6fa4c19db5258c3c73c071b71702102c815ba862b6015d9e4b75ece231e
if [ $# -ne 1 ]; then
    echo "usage: scripts/fetch_sphlib.sh DIR" >&2
    exit 2
fi
dir=$1
pin="groestlcoin_hash $version $sha256"
if [ -f "$dir/groestl.c" ] && [ "$(cat "$dir/PIN" 2>/dev/null)" = "$pin" ]; then
    exit 0
fi
if ! python3 -m pip --version >/dev/null 2>&1; then
    echo "fetch_sphlib.sh: python3 -m pip not found (it fetches sphlib's sdist from PyPI):" \
        "Debian's python3-pip has it" >&2
    exit 1
fi
rm -rf "$dir"
mkdir -p "$dir/sdist"
PIP_DISABLE_PIP_VERSION_CHECK=1 python3 -m pip download -q --no-deps --no-binary :all: \
    "groestlcoin_hash==$version" -d "$dir/sdist"
sdist="$dir/sdist/groestlcoin_hash-$version.tar.gz"
if [ ! -f "$sdist" ]; then
    echo "fetch_sphlib.sh: pip download gave no $sdist" >&2
    exit 1
fi
if ! echo "$sha256  $sdist" | sha256sum -c --status; then
    echo "fetch_sphlib.sh: $sdist: SHA-256 differs from the pinned one" >&2
    exit 1
fi
tar -xzf "$sdist" -C "$dir" --strip-components=1
echo "$pin" >"$dir/PIN"
