#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# install_consumer.sh BUILD_DIR CMAKE CC CONSUMER_DIR PKG_CONFIG
# Installs the build into a scratch prefix, then builds and runs an outside program against
# it twice: with `pkg-config --cflags --libs groestl`, and with CMake's find_package.
set -eu
build=$1 cmake=$2 cc=$3 consumer=$4 pkg_config=$5
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

"$cmake" --install "$build" --prefix "$scratch/prefix" >/dev/null
pcdir=$(dirname "$(find "$scratch/prefix" -name groestl.pc)")
test -f "$scratch/prefix/include/groestl.h"
ls "$pcdir"/../libgroestl.a "$pcdir"/../libgroestl.so >/dev/null

echo "== pkg-config"
export PKG_CONFIG_PATH="$pcdir"
# shellcheck disable=SC2046
"$cc" -o "$scratch/consumer_pc" "$consumer/consumer.c" $("$pkg_config" --cflags --libs groestl)
# A prefix outside the loader's path: without LD_LIBRARY_PATH or an rpath the program must
# not find the library (so the two ways the README gives are what make it run).
if "$scratch/consumer_pc" >/dev/null 2>&1; then echo "ran without the library's path"; exit 1; fi
LD_LIBRARY_PATH="$pcdir/.." "$scratch/consumer_pc"
# It must really be the installed shared library that runs.
LD_LIBRARY_PATH="$pcdir/.." ldd "$scratch/consumer_pc" | grep -q "$scratch/prefix"
# The README's other way: the library's folder as the program's rpath.
libdir=$("$pkg_config" --variable=libdir groestl)
# shellcheck disable=SC2046
"$cc" -o "$scratch/consumer_rpath" "$consumer/consumer.c" $("$pkg_config" --cflags --libs groestl) \
    -Wl,-rpath,"$libdir"
"$scratch/consumer_rpath"
ldd "$scratch/consumer_rpath" | grep -q "$scratch/prefix"

echo "== find_package"
"$cmake" -S "$consumer" -B "$scratch/build" -DCMAKE_PREFIX_PATH="$scratch/prefix" \
    -DCMAKE_C_COMPILER="$cc" >/dev/null
"$cmake" --build "$scratch/build" >/dev/null
LD_LIBRARY_PATH="$pcdir/.." "$scratch/build/consumer_shared"
"$scratch/build/consumer_static"
