# SPDX-License-Identifier: MIT OR Apache-2.0
"""readme_snippets.py - the code blocks of the READMEs, run as a user would paste them.

    python3 tests/readme_snippets.py LANGUAGE [BUILD_DIR]

LANGUAGE is c, python, js, go, java or rust: every fenced block of that language in README.md
and in the language's own README (python/, js/, go/, java/) is put into a program with the
names it leaves to the reader (data, header, part1, ...) defined, then compiled and run with
the language's tools; the program also checks a few of the results against one-call digests.
A block that fails to build or run fails the check, with the program and the tool's output.
Each stage calls it for its language, after that language's build (BUILD_DIR: the C build,
default build/). rust/README.md is a doctest of the crate (rust/src/lib.rs), so only
README.md's Rust block is run here; the PySpark block of python/README.md is run by
python/tests/test_spark.py.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OWN_README = {"c": None, "python": "python", "js": "js", "go": "go", "java": "java",
              "rust": None}
CHECKED_ELSEWHERE = "<!-- spark-snippet"  # python/tests/test_spark.py runs that block


def blocks(language: str) -> list[tuple[str, str]]:
    """(where, code) of each block of the language, README.md's first."""
    files = [ROOT / "README.md"]
    if OWN_README[language]:
        files.append(ROOT / OWN_README[language] / "README.md")
    found = []
    pattern = re.compile(r"^(<!--[^\n]*-->\n)?```" + language + r"\n(.*?)^```$", re.S | re.M)
    for f in files:
        text = f.read_text(encoding="utf-8")
        for m in pattern.finditer(text):
            if m.group(1) and m.group(1).startswith(CHECKED_ELSEWHERE):
                continue
            line = text.count("\n", 0, m.start(2)) + 1
            found.append((f"{f.relative_to(ROOT)}:{line}", m.group(2)))
    if not found:
        sys.exit(f"readme_snippets.py: no {language} block in {', '.join(map(str, files))}")
    return found


def run(cmd: list[str], where: str, program: Path, cwd: Path | None = None,
        env: dict | None = None) -> None:
    p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(f"readme_snippets.py: the block at {where} failed: {' '.join(cmd)} "
                         f"(exit status {p.returncode})\n--- {program}:\n"
                         f"{program.read_text(encoding='utf-8')}--- output:\n{p.stdout}{p.stderr}")
        sys.exit(1)


def need(tool: str, stage: str) -> str:
    path = shutil.which(tool)
    if path is None:
        sys.exit(f"readme_snippets.py: {tool} not found: scripts/setup.sh {stage} installs it")
    return path


def split_imports(code: str, prefix: str) -> tuple[list[str], str]:
    """The lines starting with prefix (imports, #include), and the rest."""
    lines = code.splitlines()
    head = [line for line in lines if line.startswith(prefix)]
    body = [line for line in lines if not line.startswith(prefix)]
    return head, "\n".join(body) + "\n"


# ---- C --------------------------------------------------------------------------------------

C_PROGRAM = """\
#include <stdint.h>
#include <stdio.h>
#include <string.h>
{includes}

int main(void)
{{
    /* what the block leaves to the reader */
    static const uint8_t part1[] = "part 1", part2[] = "part 2", msg[] = "a message";
    size_t len1 = 6, len2 = 6, len = 9;
    uint8_t digest64[64], digests[2 * 32], nodes[2 * 32], pairs[2 * 64];
    const void *msgs[2] = {{part1, part2}};
    size_t lens[2] = {{6, 6}}, n = 2;
    for (size_t i = 0; i < sizeof pairs; i++)
        pairs[i] = (uint8_t)i;
{body}
    /* its results against one-call digests */
    uint8_t want[64];
    groestl_hash(256, "part 1part 2", 12, want);
    if (memcmp(digest, want, 32) != 0)
        return puts("the streamed digest differs from groestl_hash's"), 1;
    groestl_hash(256, part2, 6, want);
    if (memcmp(digests + 32, want, 32) != 0)
        return puts("groestl_hash_many's second digest differs from groestl_hash's"), 1;
    (void)digest64, (void)nodes;
    return 0;
}}
"""


def check_c(found: list[tuple[str, str]], build: Path, scratch: Path) -> None:
    cc = os.environ.get("CC", "cc")
    library = build / "libgroestl.a"
    if not library.exists():
        sys.exit(f"readme_snippets.py: {library} missing: build the library first")
    for where, code in found:
        includes, body = split_imports(code, "#include")
        program = scratch / "readme.c"
        program.write_text(C_PROGRAM.format(includes="\n".join(includes),
                                            body=indent(body, 4)), encoding="utf-8")
        exe = scratch / "readme"
        run([cc, "-std=c11", "-Wall", "-Wextra", "-Werror", f"-I{ROOT / 'include'}", "-o",
             str(exe), str(program), str(library), "-lpthread"], where, program)
        run([str(exe)], where, program)


# ---- Python ---------------------------------------------------------------------------------

def check_python(found: list[tuple[str, str]], scratch: Path) -> None:
    """Each file's blocks in one namespace, in order, as a notebook would run them."""
    import groestl  # the installed package: the python stage's venv
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq
    import dask.bag
    import dask.distributed

    header = bytes(range(80))
    headers = [bytes((i + k) % 256 for k in range(80)) for i in range(5)]
    np.frombuffer(b"".join(headers), dtype=np.uint8).tofile(scratch / "headers.bin")
    (scratch / "headers").mkdir()
    pq.write_table(pa.table({"header": pa.array(headers, pa.binary())}),
                   scratch / "headers" / "part.0.parquet")
    local = dask.distributed.Client
    clients = []

    def any_address_is_a_local_cluster(*args, **kwargs):
        """The dask block names a real cluster's address; here one in this process."""
        clients.append(local(processes=False, n_workers=1, threads_per_worker=2))
        return clients[-1]

    dask.distributed.Client = any_address_is_a_local_cluster
    os.chdir(scratch)
    try:
        namespaces: dict[str, dict] = {}
        for where, code in found:
            readme = where.split(":")[0]
            ns = namespaces.setdefault(readme, {
                "buf": bytearray(range(256)) * 20, "data": b"some data", "header": header,
                "headers": headers, "pairs": bytes(range(128)),
                "records": [b"a", b"", b"record"],
                "bag_of_bytes": dask.bag.from_sequence(headers, npartitions=2)})
            try:
                exec(compile(code, where, "exec"), ns)
            except Exception as e:
                sys.exit(f"readme_snippets.py: the block at {where} failed: "
                         f"{type(e).__name__}: {e}\n--- the block:\n{code}")
        # What the blocks computed, against one-call digests.
        ns = namespaces["python/README.md"]
        want = [groestl.groestlcoin_hash(h) for h in headers]
        if [bytes(row) for row in ns["ids"]] != want:
            sys.exit("readme_snippets.py: python/README.md's ids differ from groestlcoin_hash's")
        if ns["digests"].to_pylist() != [groestl.groestl256(r).digest() for r in ns["records"]]:
            sys.exit("readme_snippets.py: python/README.md's Arrow digests differ")
        ids = pq.read_table(scratch / "with-ids").column("id").to_pylist()
        if ids != want:
            sys.exit("readme_snippets.py: the Dask block's ids differ from groestlcoin_hash's")
    finally:
        for c in clients:
            c.close()
        dask.distributed.Client = local


# ---- JavaScript -----------------------------------------------------------------------------

JS_FIXTURES = """\
const te = new TextEncoder();
const a = te.encode('part 1'), b = te.encode('part 2'), part1 = a, part2 = b;
const data = te.encode('some data'), buffer = Buffer.from('80 bytes'.repeat(10));
const header = new Uint8Array(80).map((_, i) => i), headers = [header, header.slice(1)];
const m1 = te.encode('abc'), m2 = new Uint8Array(0), m3 = header;
"""


def check_js(found: list[tuple[str, str]], scratch: Path) -> None:
    node = need("node", "js")
    for where, code in found:
        imports, body = split_imports(code, "import ")
        # In the package's folder, so that 'groestl' is the package itself (self-reference).
        program = ROOT / "js" / f".readme-snippet-{os.getpid()}.mjs"
        program.write_text("\n".join(imports) + "\n" + JS_FIXTURES + body, encoding="utf-8")
        try:
            run([node, str(program)], where, program)
        finally:
            program.unlink()


# ---- Go -------------------------------------------------------------------------------------

GO_PROGRAM = """\
package main

import (
{imports}
)

func main() {{
\tdata, header := []byte("some data"), make([]byte, 80)
{body}
\t_, _ = data, header
{uses}
}}
"""


def check_go(found: list[tuple[str, str]], scratch: Path) -> None:
    go = need("go", "go")
    module = ROOT / "go"
    path = re.search(r"^module (\S+)", (module / "go.mod").read_text(), re.M).group(1)
    for where, code in found:
        imports, body = split_imports(code, "import ")
        imports = [re.sub(r"^import\s+", "", line) for line in imports] or [f'groestl "{path}"']
        names = set()
        for lhs in re.findall(r"^\s*([\w, ]+?)\s*:=", body, re.M):
            names.update(n.strip() for n in lhs.split(",") if n.strip() != "_")
        program_dir = scratch / "go"
        program_dir.mkdir(exist_ok=True)
        (program_dir / "go.mod").write_text(
            (module / "go.mod").read_text().replace(f"module {path}", "module readmesnippet")
            + f"\nrequire {path} v0.0.0\nreplace {path} => {module}\n")
        shutil.copy(module / "go.sum", program_dir / "go.sum")
        program = program_dir / "main.go"
        program.write_text(GO_PROGRAM.format(
            imports="\n".join("\t" + i for i in imports), body=indent(body, 1, "\t"),
            uses="\n".join(f"\t_ = {n}" for n in sorted(names))))
        run([go, "run", "."], where, program, cwd=program_dir,
            env={**os.environ, "GOFLAGS": "-mod=mod"})


# ---- Java -----------------------------------------------------------------------------------

JAVA_PROGRAM = """\
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.Security;
import invalid.groestl.Groestl;
import invalid.groestl.GroestlProvider;
{imports}

public class ReadmeSnippet {{
    public static void main(String[] args) throws Exception {{
        byte[] data = "some data".getBytes("UTF-8"), message = data;
        byte[] part1 = "part 1".getBytes("UTF-8"), part2 = "part 2".getBytes("UTF-8");
        byte[] header = new byte[80], header80 = header, out = new byte[20];
        ByteBuffer directBuffer = ByteBuffer.allocateDirect(100);
{body}
    }}
}}
"""


def check_java(found: list[tuple[str, str]], scratch: Path) -> None:
    javac, java = need("javac", "java"), need("java", "java")
    classes = ROOT / "java" / "target" / "classes"
    if not (classes / "invalid" / "groestl" / "Groestl.class").exists():
        sys.exit(f"readme_snippets.py: {classes} has no Groestl.class: build java/ first (mvn)")
    for where, code in found:
        imports, body = split_imports(code, "import ")
        program = scratch / "ReadmeSnippet.java"
        program.write_text(JAVA_PROGRAM.format(
            imports="\n".join(imports),
            body=indent(body, 8)), encoding="utf-8")
        run([javac, "-Xlint:all", "-Werror", "-cp", str(classes), "-d", str(scratch),
             str(program)], where, program)
        run([java, "-cp", f"{classes}{os.pathsep}{scratch}", "ReadmeSnippet"], where, program)


# ---- Rust ---------------------------------------------------------------------------------

RUST_PROGRAM = """\
{imports}

fn main() -> Result<(), Box<dyn std::error::Error>> {{
    let msgs: Vec<Vec<u8>> = (0..5u8).map(|i| vec![i; 80]).collect();
    let mut digests = vec![[0u8; 32]; msgs.len()];
{body}
    let _ = digest;
    if digests[3][..] != Groestl256::digest(&msgs[3])[..] {{
        return Err("hash_many's digest differs from Groestl256::digest's".into());
    }}
    Ok(())
}}
"""


def check_rust(found: list[tuple[str, str]], scratch: Path) -> None:
    cargo = need("cargo", "rust")
    crate = ROOT / "rust"
    for where, code in found:
        imports, body = split_imports(code, "use ")
        project = scratch / "rust"
        (project / "src").mkdir(parents=True, exist_ok=True)
        (project / "Cargo.toml").write_text(
            '[package]\nname = "readme-snippet"\nversion = "0.0.0"\nedition = "2021"\n'
            f'[dependencies]\ngroestl-c = {{ path = "{crate}" }}\n')
        program = project / "src" / "main.rs"
        program.write_text(RUST_PROGRAM.format(imports="\n".join(imports), body=indent(body, 4)))
        # The crate's lock file, so that the dependencies are those its own tests use; builds
        # beside fresh_project.sh's, so that a second run reuses them.
        shutil.copy(crate / "Cargo.lock", project / "Cargo.lock")
        env = {**os.environ, "CARGO_TARGET_DIR": str(crate / "target" / "fresh-project")}
        run([cargo, "run", "-q"], where, program, cwd=project, env=env)


def indent(code: str, n: int, unit: str = " ") -> str:
    return "".join(unit * n + line if line.strip() else line
                   for line in code.splitlines(keepends=True))


CHECKS = {"python": check_python, "js": check_js, "go": check_go, "java": check_java,
          "rust": check_rust}


def main() -> None:
    if len(sys.argv) not in (2, 3) or sys.argv[1] not in OWN_README:
        sys.exit(f"usage: readme_snippets.py {{{','.join(OWN_README)}}} [BUILD_DIR]")
    language = sys.argv[1]
    build = Path(sys.argv[2] if len(sys.argv) == 3 else ROOT / "build").resolve()
    found = blocks(language)
    with tempfile.TemporaryDirectory(prefix="readme-snippets-") as tmp:
        scratch = Path(tmp)
        if language == "c":
            check_c(found, build, scratch)
        else:
            CHECKS[language](found, scratch)
    print(f"readme_snippets.py: every {language} block of the READMEs built and ran "
          f"({len(found)})")


if __name__ == "__main__":
    main()
