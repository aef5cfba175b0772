# SPDX-License-Identifier: MIT OR Apache-2.0
# need.sh - sourced by the bench scripts. `need TOOL HOW` stops the script with one line that
# names TOOL and how to get it (HOW), exit status 1, where TOOL is not on PATH. The scripts
# install nothing themselves: scripts/setup.sh STAGE installs what the test stages need, and
# scripts/setup.sh bench the tools only a benchmark uses.
need() {
    command -v "$1" >/dev/null 2>&1 && return 0
    echo "${0##*/}: $1 not found: $2" >&2
    exit 1
}

# What installs the tools more than one script needs.
need_c_build() {
    need cmake "scripts/setup.sh c installs it (Debian package cmake)"
    need "${CC:-cc}" "scripts/setup.sh c installs it (Debian package gcc)"
}

# A field of /proc/cpuinfo (the first CPU's), and the CPU as the docs name it: model name,
# family and model (the family tells a Zen 4 from a Zen 5, whose names can be the same).
cpuinfo() { sed -n "s/^$1[[:space:]]*: //p" /proc/cpuinfo 2>/dev/null | head -n 1; }
cpu_name() {
    echo "$(cpuinfo 'model name' | sed 's/^$/unknown CPU/') (family $(cpuinfo 'cpu family'), model $(cpuinfo model))"
}
