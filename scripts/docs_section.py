#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""docs_section.py - replace one "## " section of a Markdown file: the project's one way for a
benchmark to write its figures into docs/BENCHMARKS.md.

    scripts/docs_section.py FILE HEADING [--before OTHER | --after OTHER] < SECTION

SECTION (standard input) is the whole new section, its "## HEADING" line first. The old one
(from its heading to the next "## " heading, or the end) is replaced where it stands; if the
file has none, the new one goes before (or after) the section OTHER when that exists, else at
the end. A missing FILE is created with a "# Benchmarks" title. From Python:

    sys.path.insert(0, str(REPO / "scripts")); import docs_section
    docs_section.replace(path, "AVR", text, after="CPU (x86-64)")
"""

from __future__ import annotations

import argparse
import os
import re
import sys


def _span(text: str, heading: str):
    """(start, end) of the section with this heading, or None."""
    m = re.search(r"^## " + re.escape(heading) + r"[ \t]*\n.*?(?=^## |\Z)", text, re.M | re.S)
    return (m.start(), m.end()) if m else None


def replace(path, heading: str, section: str, before: str | None = None,
            after: str | None = None) -> None:
    if not section.startswith("## " + heading):
        raise ValueError(f"the section must start with its heading '## {heading}'")
    section = section.rstrip("\n") + "\n"
    text = ""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            text = f.read()
    if not text.strip():
        text = "# Benchmarks\n"
    old = _span(text, heading)
    if old:
        start, end = old
        rest = text[end:]
        text = text[:start] + section + ("\n" + rest if rest else "")
    else:
        anchor = _span(text, before or after) if (before or after) else None
        if anchor and before:
            text = text[:anchor[0]] + section + "\n" + text[anchor[0]:]
        elif anchor:
            head, rest = text[:anchor[1]].rstrip("\n"), text[anchor[1]:]
            text = head + "\n\n" + section + ("\n" + rest if rest else "")
        else:
            text = text.rstrip("\n") + "\n\n" + section
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main() -> int:
    p = argparse.ArgumentParser(description="Replace one '## ' section of a Markdown file.")
    p.add_argument("file")
    p.add_argument("heading", help="the section's heading, without '## '")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--before", help="where a new section goes: before this one")
    where.add_argument("--after", help="where a new section goes: after this one")
    args = p.parse_args()
    try:
        replace(args.file, args.heading, sys.stdin.read(), args.before, args.after)
    except (OSError, ValueError) as e:
        print(f"docs_section.py: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
