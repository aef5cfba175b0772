#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# fresh_project.sh - what a user does: after `mvn install` of java/ into the local repository
# REPO, a new Maven project (tests/fresh-project, copied to a scratch folder) that depends on
# invalid.groestl:groestl from that repository builds and runs its tests (plain API, provider by
# name and through ServiceLoader, clone, the jar's Automatic-Module-Name); then a named Java 9+
# module that `requires invalid.groestl` compiles and runs on the module path with plain
# javac and java. Exit status 0 only if all of it worked.
#
#   java/tests/fresh_project.sh REPO
set -eu
[ $# -eq 1 ] || { echo "usage: $0 MAVEN_LOCAL_REPOSITORY" >&2; exit 2; }
repo=$1
here=$(cd "$(dirname "$0")" && pwd)
java_dir=$(dirname "$here")
for tool in mvn javac java; do
    command -v "$tool" >/dev/null 2>&1 ||
        { echo "fresh_project.sh: $tool not found: scripts/setup.sh java installs it" >&2; exit 1; }
done
# The version the main pom declares (the first <version> after its artifactId).
version=$(sed -n '/<artifactId>groestl<\/artifactId>/,/<version>/s:.*<version>\(.*\)</version>.*:\1:p' \
    "$java_dir/pom.xml" | head -n 1)
jar="$repo/invalid/groestl/groestl/$version/groestl-$version.jar"
[ -f "$jar" ] || { echo "fresh_project.sh: $jar missing: run mvn install first" >&2; exit 1; }

scratch="$java_dir/build/fresh-project"
rm -rf "$scratch"
mkdir -p "$scratch"
cp -r "$here/fresh-project/." "$scratch/maven"
(cd "$scratch/maven" && mvn -B -ntp -Dmaven.repo.local="$repo" -Dgroestl.version="$version" test)

mkdir -p "$scratch/module/classes"
javac -d "$scratch/module/classes" --module-path "$jar" \
    "$here/module-user/module-info.java" "$here/module-user/user/Main.java"
java --module-path "$jar:$scratch/module/classes" -m user/user.Main
echo "fresh_project: the installed jar works from a new Maven project and on the module path"
