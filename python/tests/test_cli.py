# SPDX-License-Identifier: MIT OR Apache-2.0
"""python -m groestl end to end. The check-line rules are one description, check_lines.json,
that python -m groestl and (with GROESTL_BUILD_DIR) groestlsum are both run against; with
GROESTL_BUILD_DIR, every other case also runs both, which must give the same output, messages
and exit status. Without it, each test's own assertions check python -m groestl alone."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import groestl

CHECK_LINES = json.loads((Path(__file__).parent / "check_lines.json").read_text(encoding="utf-8"))
PYTHON_CLI = [sys.executable, "-m", "groestl"]


def run(command, args, cwd, stdin=b"", redirect=""):
    """Status, stdout, stderr of command; redirect is a shell redirection of its own
    descriptors, e.g. '>&-' to start it with standard output closed."""
    if redirect:
        command = ["sh", "-c", f'exec "$@" {redirect}', "sh", *command]
    p = subprocess.run([*command, *args], input=stdin, capture_output=True, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


@pytest.fixture
def both(groestlsum, tmp_path):
    """Run python -m groestl in tmp_path, and groestlsum if GROESTL_BUILD_DIR names a build:
    assert they agree; return python -m groestl's (status, stdout, stderr)."""
    def compare(*args, stdin=b"", redirect=""):
        py_status, py_out, py_err = run(PYTHON_CLI, args, tmp_path, stdin, redirect)
        assert b"Traceback" not in py_err, py_err
        if groestlsum is None:
            return py_status, py_out.decode(errors="replace"), py_err.decode(errors="replace")
        c_status, c_out, c_err = run([groestlsum], args, tmp_path, stdin, redirect)
        assert (py_status, py_out) == (c_status, c_out), args
        if c_status == 2:  # bad usage: both explain, in their own words (unless stderr is shut)
            assert bool(py_err) == bool(c_err) and not py_out
        else:
            assert py_err == c_err.replace(b"groestlsum: ", b"groestl: "), args
        return py_status, py_out.decode(errors="replace"), py_err.decode(errors="replace")
    return compare


@pytest.fixture
def files(tmp_path):
    for name, data in {"a": b"abc", "b": b"second file\n", "empty": b"",
                       "big": os.urandom(3 * 2**20 + 77), "new\nline": b"x", "back\\slash": b"y"}.items():
        (tmp_path / name).write_bytes(data)
    (tmp_path / "dir").mkdir()
    return tmp_path


def write(path, text):
    path.write_bytes(text.encode() if isinstance(text, str) else text)


def test_digest_lines(both, files):
    status, out, _ = both("a")
    assert (status, out) == (0, "f3c1bb19c048801326a7efbcf16e3d7887446249829c379e1840d1a3a1e7d4d2  a\n")
    for args in (["a", "b", "empty", "big"], ["--tag", "a"], ["-a", "224", "a"], ["-a", "384", "b"],
                 ["-a", "512", "--tag", "big"], ["--v0", "a"], ["--v0", "--tag", "-a", "512", "a"],
                 ["-l", "136", "a"], ["-l", "512", "-a", "512", "a"], ["-b", "a"], ["-b", "-t", "a"],
                 ["new\nline", "back\\slash"], ["--tag", "new\nline"], ["--", "a"],
                 ["-z", "a", "new\nline", "back\\slash"], ["--zero", "--tag", "-b", "a"],
                 ["-t", "--tag", "a"], ["--tag", "-t", "--tag", "a"]):
        assert both(*args)[0] == 0
    status, out, _ = both("-z", "new\nline", "a")  # NUL-terminated; names as they are
    assert out.endswith("  new\nline\0f3c1bb19c048801326a7efbcf16e3d7887446249829c379e1840d1a3a1e7d4d2  a\0")


def test_standard_input(both, files):
    fox = b"The quick brown fox jumps over the lazy dog"
    assert both(stdin=fox)[1] == "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301  -\n"
    both("-", stdin=fox)
    both("--tag", "-a", "512", stdin=(files / "big").read_bytes())


def test_unreadable_inputs(both, files):
    status, out, err = both("missing", "dir", "a")
    assert status == 1 and out.endswith("  a\n") and "missing: No such file or directory" in err


def test_check(both, files):
    lines = both("--tag", "-a", "512", "a", "big")[1] + both("-a", "384", "b")[1]
    lines += both("--tag", "--v0", "a")[1] + both("-l", "72", "empty", "new\nline", "back\\slash")[1]
    write(files / "sums", lines)
    write(files / "crlf", lines.replace("\n", "\r\n"))
    status, out, _ = both("-c", "sums")
    assert status == 0 and out.count(": OK\n") == 7
    assert both("-c", "crlf", "sums")[0] == 0
    assert both("-c", "--quiet", "sums") == (0, "", "")
    assert both("-c", stdin=lines.encode())[0] == 0
    # A mismatch, a missing file, a directory.
    line_a = both("a")[1]  # f3c1...  a
    write(files / "bad", lines + "0" + line_a[1:]
          + "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467  gone\n"
          + "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467  dir\n")
    status, out, err = both("-c", "bad")
    assert status == 1 and "FAILED open or read" in out and "did NOT match" in err
    for flags in (["--quiet"], ["--status"], ["--ignore-missing"], ["--strict"], ["-w"],
                  ["--status", "--quiet"], ["--quiet", "--status"], ["--status", "-w"],
                  ["-w", "--quiet"], ["--quiet", "-w", "--status"]):  # the last of these holds
        assert both("-c", *flags, "bad")[0] == 1
    write(files / "only-missing", "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467  gone\n")
    assert both("-c", "--ignore-missing", "only-missing")[0] == 1
    # Lines of another size than -a asks for; untagged Grøstl-0 lines without --v0.
    write(files / "sums256", both("a", "b")[1])
    assert both("-c", "-a", "512", "sums256")[0] == 1 and both("-c", "-a", "512", "sums")[0] == 0
    write(files / "v0", both("--v0", "a")[1])
    assert both("-c", "v0")[0] == 1 and both("-c", "--v0", "v0")[0] == 0


def expand(line: str) -> bytes:
    """A check_lines.json line with its {BITS:NAME} digests filled in."""
    def digest(m: re.Match) -> str:
        v0, bits, name, upper = m.groups()
        data = {"a": b"abc", "b": b"second file\n"}.get(name, name.encode())
        hexed = groestl.new("groestl0" if v0 else "groestl", data, digest_bits=int(bits)).hexdigest()
        return hexed.upper() if upper else hexed
    return re.sub(r"\{(v0-)?(\d+):([^}!]+)(!upper)?\}", digest, line).encode()


@pytest.fixture
def described_files(tmp_path):
    for name, data in {"a": b"abc", "b": b"second file\n"}.items():
        (tmp_path / name).write_bytes(data)
    for name in ("new\nline", "back\\slash", "p) = q", "with space"):
        (tmp_path / name).write_bytes(name.encode())
    return tmp_path


@pytest.mark.parametrize("verdict, options, line, why", CHECK_LINES["cases"],
                         ids=[case[3] for case in CHECK_LINES["cases"]])
def test_check_line_rules(groestlsum, described_files, verdict, options, line, why):
    """Each case of the one description: a check file of that line alone, checked with -w."""
    write(described_files / "sums", b"# a comment line\n\n" + expand(line) + b"\n")
    programs = [PYTHON_CLI] + ([[groestlsum]] if groestlsum is not None else [])
    for program in programs:
        status, out, err = run(program, ["-c", "-w", *options, "sums"], described_files)
        if verdict == "IMPROPER":
            assert (status, out) == (1, b""), (program, why)
            assert b"sums: 3: improperly formatted" in err and b"no properly formatted" in err
        else:
            assert (status, out.endswith(f": {verdict}\n".encode())) == (int(verdict == "FAILED"), True), \
                (program, why, out, err)


def test_malformed_check_lines(both, files):
    good = both("a", "b")[1]
    bad = [expand(line).decode() for verdict, options, line, _ in CHECK_LINES["cases"]
           if verdict == "IMPROPER" and not options and "\0" not in line]
    write(files / "sums", "# comment\n\n" + good + "\n".join(bad) + "\n")
    status, out, err = both("-c", "sums")
    assert (status, out) == (0, "a: OK\nb: OK\n") and f"{len(bad)} lines are improperly" in err
    assert both("-c", "-w", "sums")[2].count("improperly formatted Gr") == len(bad)
    assert both("-c", "--strict", "sums")[0] == 1
    write(files / "nul", good.replace("a", "a\0", 1).encode())
    both("-c", "nul")
    write(files / "none", "\n".join(bad))
    assert both("-c", "none")[0] == 1
    assert both("-c", "missing-list")[0] == 1
    assert both("-c", "dir")[0] == 1


@pytest.mark.parametrize("args", [["--no-such-option"], ["-a", "100"], ["-a", "abc"], ["-l", "7"],
                                  ["-l", "520"], ["-l", "-8"], ["-l"], ["-a", "256", "-l", "512"],
                                  ["--quiet"], ["--status"], ["--strict"], ["--warn"],
                                  ["--ignore-missing"], ["-c", "--tag"], ["-c", "-z"],
                                  ["-c", "-b"], ["-c", "-t"], ["--tag", "-t", "a"]])
def test_bad_usage_exits_2(both, files, args):
    assert both(*args)[0] == 2


def test_forced_backend_unavailable(tmp_path):
    p = subprocess.run([sys.executable, "-m", "groestl"], input=b"", capture_output=True,
                       env={**os.environ, "GROESTL_BACKEND": "no-such-backend"})
    assert (p.returncode, p.stdout) == (2, b"")
    assert b"GROESTL_BACKEND=no-such-backend" in p.stderr


def test_write_error():
    with open("/dev/full", "wb") as full:
        p = subprocess.run([sys.executable, "-m", "groestl", "-"], input=b"x", stdout=full,
                           stderr=subprocess.PIPE)
    assert p.returncode == 1 and p.stderr == b"groestl: write error: No space left on device\n"


def test_closed_stdout(both, files):
    """Started with standard output closed: groestlsum's one line, 'write error: Bad file
    descriptor', after the other messages, and status 1; no traceback. As in coreutils, a
    closed standard output is no error when nothing was to be written to it."""
    write(files / "sums", both("a", "b")[1])
    for args in (["a"], ["a", "missing", "b"], ["-c", "sums"]):
        status, out, err = both(*args, redirect=">&-")
        assert status == 1 and err.endswith("groestl: write error: Bad file descriptor\n"), args
    assert both("-c", "--status", "sums", redirect=">&-") == (0, "", "")
    status, _, err = both("-c", "missing-list", redirect=">&-")
    assert status == 1 and "write error" not in err


def test_closed_stdin(both, files):
    """Started with standard input closed, '-' is an unreadable file: '-: Bad file descriptor';
    a check list read from it is named as coreutils names it, 'standard input'."""
    for args in ([], ["-"], ["a", "-"]):
        status, _, err = both(*args, redirect="<&-")
        assert status == 1 and "groestl: -: Bad file descriptor\n" in err, args
    for args in (["-c"], ["-c", "-"]):
        status, _, err = both(*args, redirect="<&-")
        assert status == 1 and err == "groestl: 'standard input': Bad file descriptor\n", args


# name: how coreutils writes it in a diagnostic (shell-escape quoting, ':' quoted too)
QUOTED = {"plain": "plain", "a b": "'a b'", "": "''", "a\nb": "'a'$'\\n''b'",
          "\r": "''$'\\r'", "\x01": "''$'\\001'", "a:b": "'a:b'", "it's": '"it\'s"',
          "a'b\"c": "'a'\\''b\"c'", "$HOME": "'$HOME'", "~a": "'~a'", "a~b#c": "a~b#c",
          "{": "'{'", "a{b}": "a{b}", "é x": "'é x'"}


@pytest.mark.parametrize("name", QUOTED)
def test_names_in_messages_quoted(both, name):
    status, _, err = both("--", name)
    assert status == 1 and err == f"groestl: {QUOTED[name]}: No such file or directory\n"
    status, _, err = both("-c", "--", name)  # a check list
    assert status == 1 and err == f"groestl: {QUOTED[name]}: No such file or directory\n"


def test_non_utf8_name_quoted(both, tmp_path):
    status, _, err = both("--", os.fsdecode(b"a\xffb"))
    assert status == 1 and err == "groestl: 'a'$'\\377''b': No such file or directory\n"


def test_closed_or_full_stderr(both, files):
    """Messages that cannot be written are lost, as C's are: the same stdout and status."""
    for redirect in ("2>&-", "2>/dev/full"):
        assert both("a", "missing", redirect=redirect)[:2] == (1, both("a")[1])
        assert both("-c", "missing-list", redirect=redirect)[0] == 1
        assert both("--no-such-option", redirect=redirect)[:2] == (2, "")
        assert both("-a", "100", redirect=redirect)[:2] == (2, "")


def test_full_stdout(both, files):
    """A write error comes after the messages of the files that follow it, as groestlsum's."""
    err = "groestl: write error: No space left on device\n"
    assert both("big", "a", redirect=">/dev/full") == (1, "", err)
    assert both("a", "missing", "b", redirect=">/dev/full") == \
        (1, "", "groestl: missing: No such file or directory\n" + err)
    write(files / "sums", both("a", "b")[1])
    assert both("-c", "sums", redirect=">/dev/full") == (1, "", err)
    assert both("-c", "--status", "sums", redirect=">/dev/full") == (0, "", "")


@pytest.mark.parametrize("option", ["--help", "-h", "--version"])
@pytest.mark.parametrize("redirect, error", [(">&-", "Bad file descriptor"),
                                             (">/dev/full", "No space left on device")])
def test_help_and_version_write_error(tmp_path, option, redirect, error):
    """As coreutils' --help and --version: a write error is reported, with status 1."""
    status, out, err = run([sys.executable, "-m", "groestl"], [option], tmp_path,
                           redirect=redirect)
    assert (status, out, err) == (1, b"", f"groestl: write error: {error}\n".encode())


def test_help_and_version():
    out = subprocess.run([sys.executable, "-m", "groestl", "--help"], capture_output=True, text=True)
    assert out.returncode == 0 and "--check" in out.stdout
    out = subprocess.run([sys.executable, "-m", "groestl", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("groestl (python) ")
