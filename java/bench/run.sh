#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# run.sh - the Java benchmark: install the groestl jar (java/, tests skipped), build the JMH
# project here against it and the peers (sphlib's Java Grøstl from de.sfuhrm:saphir-hash-core,
# the JDK's SHA-256), run every cell with JMH and its GC profiler, then again timed by thread CPU
# time (CpuTimeBench), and print the tables (summarize.py).
#
#   java/bench/run.sh [--quick] [--write]
#
# --quick: a smoke run of a few seconds a cell (figures not worth quoting).
# --write: also put the result, the machine and the command into docs/BENCHMARKS.md as its
#          "## Java" section (through scripts/docs_section.py).
# Maven's local repository: java/build/m2, or GROESTL_MAVEN_REPO. About 12 minutes.
set -eu
quick=0 write=0
for arg in "$@"; do
    case $arg in
    --quick) quick=1 ;;
    --write) write=1 ;;
    -h | --help) sed -n '3,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option '$arg' (use --quick, --write)" >&2; exit 2 ;;
    esac
done
if [ "$quick" = 1 ] && [ "$write" = 1 ]; then
    echo "run.sh: --write takes a full run, not --quick" >&2
    exit 2
fi
for tool in mvn java python3 cc; do
    command -v "$tool" >/dev/null 2>&1 ||
        { echo "run.sh: $tool not found: scripts/setup.sh java installs it" >&2; exit 1; }
done
bench=$(cd "$(dirname "$0")" && pwd)
java_dir=$(dirname "$bench")
top=$(dirname "$java_dir")
repo=${GROESTL_MAVEN_REPO:-$java_dir/build/m2}
version=$(sed -n '/<artifactId>groestl<\/artifactId>/,/<version>/s:.*<version>\(.*\)</version>.*:\1:p' \
    "$java_dir/pom.xml" | head -n 1)

(cd "$java_dir" && mvn -B -ntp -q -Dmaven.repo.local="$repo" -DskipTests install)
(cd "$bench" && mvn -B -ntp -q -Dmaven.repo.local="$repo" -Dgroestl.version="$version" \
    package dependency:build-classpath -Dmdep.outputFile=target/classpath.txt)

if [ "$quick" = 1 ]; then
    timing="-f 1 -wi 1 -w 200ms -i 2 -r 200ms"
else
    timing="-f 3 -wi 4 -w 1s -i 5 -r 1s"
fi
# The core clock, for summarize.py's cycle counts (ClockProbe: a chain of dependent multiplies).
ghz=$(java -cp "$bench/target/classes" invalid.groestl.bench.ClockProbe)
# The memory operations a ns of the table round in C (load_rate.c), for the table engine's bound.
cc -O2 -o "$bench/target/load_rate" "$bench/load_rate.c"
memory_rate=$("$bench/target/load_rate" | sed -n 's/^table round: \([0-9.]*\) .*/\1/p')
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
started=$(date -u '+%Y-%m-%d %H:%M UTC')
# shellcheck disable=SC2086
java -cp "$bench/target/classes:$(cat "$bench/target/classpath.txt")" org.openjdk.jmh.Main HashBench \
    $timing -prof gc -rf json -rff "$bench/target/jmh.json"
# The same cells by thread CPU time (CpuTimeBench), in three JVMs (what C2 makes of a peer
# differs from one JVM to the next): what the other work on a shared machine takes away from
# the wall clock does not count there.
rounds=30
[ "$quick" = 1 ] && rounds=3
for jvm in 1 2 3; do
    java -cp "$bench/target/classes:$(cat "$bench/target/classpath.txt")" invalid.groestl.bench.CpuTimeBench \
        "$bench/target/cputime-$jvm.txt" "$rounds"
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

command="java/bench/run.sh --write"
[ "$quick" = 1 ] && command="java/bench/run.sh --quick"
set -- --json "$bench/target/jmh.json" \
    --cputime "$bench/target/cputime-1.txt" "$bench/target/cputime-2.txt" "$bench/target/cputime-3.txt" --rounds "$rounds" --command "$command" --timing "$timing" \
    --started "$started" --load "$load_before" "$load_after" --ghz "$ghz" --memory-rate "$memory_rate"
[ "$write" = 1 ] && set -- "$@" --write "$top/docs/BENCHMARKS.md"
python3 "$bench/summarize.py" "$@"
