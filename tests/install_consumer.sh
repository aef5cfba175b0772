#!/bin/sh
# install_consumer.sh BUILD_DIR CMAKE CC CONSUMER_DIR
# Installs the build into a scratch prefix, then builds and runs an outside program against
# it twice: with `pkg-config --cflags --libs groestl`, and with CMake's find_package.
set -eu
build=$1 cmake=$2 cc=$3 consumer=$4
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

"$cmake" --install "$build" --prefix "$scratch/prefix" >/dev/null
pcdir=$(dirname "$(find "$scratch/prefix" -name groestl.pc)")
test -f "$scratch/prefix/include/groestl.h"
ls "$pcdir"/../libgroestl.a "$pcdir"/../libgroestl.so >/dev/null

echo "== pkg-config"
export PKG_CONFIG_PATH="$pcdir"
# shellcheck disable=SC2046
"$cc" -o "$scratch/consumer_pc" "$consumer/consumer.c" $(pkg-config --cflags --libs groestl)
LD_LIBRARY_PATH="$pcdir/.." "$scratch/consumer_pc"
# It must really be the installed shared library that runs.
LD_LIBRARY_PATH="$pcdir/.." ldd "$scratch/consumer_pc" | grep -q "$scratch/prefix"

echo "== find_package"
"$cmake" -S "$consumer" -B "$scratch/build" -DCMAKE_PREFIX_PATH="$scratch/prefix" \
    -DCMAKE_C_COMPILER="$cc" >/dev/null
"$cmake" --build "$scratch/build" >/dev/null
LD_LIBRARY_PATH="$pcdir/.." "$scratch/build/consumer_shared"
"$scratch/build/consumer_static"
