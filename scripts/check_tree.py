#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""check_tree.py - what the tree says of itself, checked against the tree (the `checks` stage).

    scripts/check_tree.py          check; one line per problem, exit status 1 if any
    scripts/check_tree.py --list   print the backends of src/backends.h

1. src/backends.h, the one list of the C library's files and backends: every C file of src/
   is in exactly one entry, every file it names exists, names are unique.
2. The README's backend table: one row per backend of the list, in its order, and its
   constant-time column ("yes ..." / "no ...") as the list says.
3. docs/DESIGN.md's map of the tree: every path in its first column exists, and every
   top-level entry git tracks and every file of src/ is in it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = re.compile(r"^(GROESTL_[A-Z_]+)\(([^)]*)\)", re.M)


def read_list(path: Path = ROOT / "src" / "backends.h") -> list[dict]:
    """The entries of src/backends.h, as CMake, rust/build.rs and js/scripts/build.mjs read
    them: each starts a line; its arguments are separated by commas, strings in quotes."""
    entries = []
    for kind, args in ENTRY.findall(path.read_text(encoding="utf-8")):
        a = [x.strip().strip('"') for x in args.split(",")]
        if kind == "GROESTL_CORE" and len(a) == 1:
            entries.append({"kind": "core", "name": "", "files": a[0].split()})
        elif kind == "GROESTL_BACKEND" and len(a) == 5:
            entries.append({"kind": "backend", "name": a[0], "arch": a[1], "ct": a[2] == "1",
                            "files": a[3].split(), "flags": a[4].split()})
        elif kind == "GROESTL_BACKEND_PATH" and len(a) == 5:
            entries.append({"kind": "path", "name": a[0], "of": a[1], "arch": a[2],
                            "files": a[3].split(), "flags": a[4].split()})
        else:
            raise SystemExit(f"src/backends.h: an entry not understood: {kind}({args})")
    return entries


def check_list(entries: list[dict]) -> list[str]:
    problems = []
    names = [e["name"] for e in entries if e["kind"] != "core"]
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(f"src/backends.h: {name} is listed more than once")
    listed: dict[str, str] = {}
    for e in entries:
        for f in e["files"]:
            if f in listed:
                problems.append(f"src/backends.h: {f} is in {listed[f]} and {e['name'] or 'the core'}")
            listed[f] = e["name"] or "the core"
            if not (ROOT / "src" / f).is_file():
                problems.append(f"src/backends.h: {e['name'] or 'the core'} names src/{f}, which does not exist")
        if e["kind"] == "path" and e["of"] not in names:
            problems.append(f"src/backends.h: {e['name']} is a path of {e['of']}, which is not listed")
    for c in sorted(p.name for p in (ROOT / "src").glob("*.c")):
        if c not in listed:
            problems.append(f"src/{c} is in no entry of src/backends.h")
    if not entries or entries[-1]["name"] != "portable":
        problems.append("src/backends.h: portable must be the last entry")
    return problems


def table_rows(text: str, header: str) -> list[list[str]]:
    """The rows of the Markdown table whose header line starts with `header`."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(header):
            rows = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                rows.append([c.strip() for c in row.strip().strip("|").split("|")])
            return rows
    return []


def check_readme(entries: list[dict]) -> list[str]:
    backends = [e for e in entries if e["kind"] == "backend"]
    rows = table_rows((ROOT / "README.md").read_text(encoding="utf-8"), "| backend |")
    if not rows:
        return ["README.md: no backend table (a header line starting '| backend |')"]
    problems = []
    got = [r[0].strip("`") for r in rows]
    want = [e["name"] for e in backends]
    if got != want:
        problems.append(f"README.md: the backend table lists {got}; src/backends.h {want}")
    for e, row in zip(backends, rows):
        ct = row[-1].lower()
        if ct.startswith("yes") != e["ct"] or not (ct.startswith("yes") or ct.startswith("no")):
            problems.append(f"README.md: {e['name']}'s constant-time column says '{row[-1][:30]}'; "
                            f"src/backends.h says {'yes' if e['ct'] else 'no'}")
    return problems


def check_map() -> list[str]:
    design = ROOT / "docs" / "DESIGN.md"
    rows = table_rows(design.read_text(encoding="utf-8"), "| path |")
    if not rows:
        return ["docs/DESIGN.md: no map of the tree (a table whose header starts '| path |')"]
    problems, mentioned = [], set()
    for row in rows:
        for path in re.findall(r"`([^`]+)`", row[0]):
            mentioned.add(path.rstrip("/"))
            if not (ROOT / path).exists():
                problems.append(f"docs/DESIGN.md: the map names {path}, which does not exist")
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    top = sorted({t.split("/")[0] for t in tracked})
    for entry in top:
        if entry not in mentioned and not any(m.startswith(entry + "/") for m in mentioned):
            problems.append(f"docs/DESIGN.md: the map does not name the top-level {entry}")
    for f in sorted(t for t in tracked if t.startswith("src/")):
        if f not in mentioned:
            problems.append(f"docs/DESIGN.md: the map does not name {f}")
    return problems


def main() -> int:
    entries = read_list()
    if sys.argv[1:] == ["--list"]:
        for e in entries:
            if e["kind"] != "core":
                print(f"{e['name']:14} {e['kind']:8} {e.get('arch', ''):8} "
                      f"{'ct' if e.get('ct') else '  '} {' '.join(e['files'])}")
        return 0
    if sys.argv[1:]:
        print("usage: scripts/check_tree.py [--list]", file=sys.stderr)
        return 2
    problems = check_list(entries) + check_readme(entries) + check_map()
    for p in problems:
        print(p)
    print(f"check_tree: {'FAILED, ' + str(len(problems)) + ' problem(s)' if problems else 'ok'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
