#!/bin/sh
# setup.sh - install what the project's builds and tests need on a fresh Debian 12 machine.
# Safe to run again: it installs only what is missing. Needs root (or sudo) for apt-get.
set -eu

packages="cmake ninja-build gcc make pkg-config python3"
# hdl/: Icarus Verilog for the module benches, Verilator (and g++ for its C++) for the cores
packages="$packages iverilog verilator g++"

missing=""
for p in $packages; do
    dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing$missing"
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
fi
