# SPDX-License-Identifier: MIT OR Apache-2.0
"""python -m groestl [OPTION]... [FILE]...: print or check Grøstl digests like groestlsum.

The same lines (``<hex>  <name>``, or ``GROESTL-256 (<name>) = <hex>`` with --tag), the same
check-file rules and messages, the same exit status: 0 all good, 1 a mismatch or an
unreadable file, 2 bad usage. GROESTL_BACKEND=<name> chooses the C backend.

Standard streams are treated as groestlsum's stdio treats them: a closed standard input is
an unreadable '-' ("-: Bad file descriptor"; a check list read from it is named 'standard
input'); a write error on standard output (closed, a full disk, /dev/full) is reported once
at the end, "write error: <reason>", with status 1, also for --help and --version; a message
that cannot be written to standard error is lost. File names in messages are quoted as
coreutils quotes them.
"""

from __future__ import annotations

import argparse
import errno
import os
import re
import string
import sys
from typing import BinaryIO, NamedTuple

from ._groestl import __version__, _make, backend

PROG = "groestl"
CHUNK = 1 << 20  # bytes per read: large, so hashing dominates

# A BSD line's tag (GROESTL-256, GROESTL0-512, ...); the escapes of an escaped name.
TAG = re.compile(rb"GROESTL(0?)-([0-9]+)")
ESCAPES = {b"\\\\": b"\\", b"\\n": b"\n", b"\\r": b"\r"}
HEX_DIGITS = string.hexdigits.encode()


class Algorithm(NamedTuple):
    bits: int
    v0: bool


def valid_bits(bits: int) -> bool:
    return 8 <= bits <= 512 and bits % 8 == 0


# ---- Standard streams -------------------------------------------------------------------
# Python sets sys.stdin/sys.stdout/sys.stderr to None when it starts with that descriptor
# closed.

def bad_descriptor() -> OSError:
    return OSError(errno.EBADF, os.strerror(errno.EBADF))


def discard_pending(fd: int) -> None:
    """After a failed write, point fd at /dev/null: what is still buffered then goes there
    at exit instead of failing again (and making Python print an 'Exception ignored')."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        os.dup2(null, fd)
    except OSError:
        pass
    finally:
        os.close(null)


class Output:
    """Standard output as C's stdio has it: after a failed write the program goes on (that
    output is lost) and finish() reports the first error. As in coreutils, a closed standard
    output is an error only once something is to be written to it."""

    def __init__(self) -> None:
        self.error: OSError | None = None

    def _fail(self, error: OSError) -> None:
        self.error = error
        if sys.stdout is not None:
            try:
                discard_pending(sys.stdout.fileno())
            except (OSError, ValueError):
                pass

    def write(self, data: bytes | str) -> None:
        if self.error is not None or not data:
            return
        if sys.stdout is None:
            self._fail(bad_descriptor())
            return
        try:
            if isinstance(data, str):
                data = data.encode(sys.stdout.encoding, sys.stdout.errors or "strict")
            sys.stdout.buffer.write(data)
        except OSError as e:
            self._fail(e)

    def flush(self) -> None:
        if self.error is None and sys.stdout is not None:
            try:
                sys.stdout.flush()
            except OSError as e:
                self._fail(e)


out = Output()


def to_stderr(text: str) -> None:
    """Write text to standard error if it can be; lost if not, as C's fprintf's would be."""
    if sys.stderr is None:
        return
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except OSError:
        try:
            discard_pending(sys.stderr.fileno())
        except (OSError, ValueError):
            pass


# ---- Names in diagnostics ---------------------------------------------------------------
# As coreutils' tools (and groestlsum) write a file name in an error message: quotearg's
# shell-escape style, ':' quoted too.

SAFE = frozenset(string.ascii_letters + string.digits + "%+,-./@]_")


def shell_class(char: str, i: int, length: int) -> tuple[int, bool]:
    """(0 as it is, 1 quoted, 2 escaped as $'\\n'; whether double quotes would hold it as it
    is). char is one character, or a lone surrogate for a byte that starts no UTF-8 one."""
    if char < " " or char == "\x7f" or "\udc80" <= char <= "\udcff":
        return 2, False
    if char >= "\x80" or char in SAFE:
        return 0, True
    if char in "~#":
        return (1, True) if i == 0 else (0, False)
    if char in "{}":
        return (1, True) if length == 1 else (0, False)
    return 1, char in " ':"


def quoted(name: bytes) -> str:
    """name unchanged if no shell would misread it; '' if empty; in double quotes if a ' is
    all that needs quoting; else in single quotes, '\\'' for a ', control bytes and bytes that
    are not UTF-8 as $'\\n', $'\\033' between the quoted runs."""
    text = name.decode(errors="surrogateescape")
    classes = [shell_class(c, i, len(text)) for i, c in enumerate(text)]
    if text and not any(kind for kind, _ in classes):
        return text
    if "'" in text and all(compat for _, compat in classes):
        return f'"{text}"'
    parts, escaping = ["'"], False
    for char, (kind, _) in zip(text, classes):
        if kind == 2:
            byte = ord(char) - 0xDC00 if char >= "\udc80" else ord(char)
            named = "\a\b\t\n\v\f\r".find(chr(byte)) if byte else -1
            parts.append("" if escaping else "'$'")
            parts.append("\\" + "abtnvfr"[named] if named >= 0 else f"\\{byte:03o}")
            escaping = True
            continue
        if escaping:
            parts.append("''")
        escaping = False
        parts.append("'\\''" if char == "'" else char)
    parts.append("'")
    return "".join(parts)


def file_warn(name: bytes, what: str) -> None:
    """groestl: NAME: what, the name quoted as above."""
    warn(f"{quoted(name)}: {what}")


def warn(message: str) -> None:
    out.flush()  # what came before goes out first
    to_stderr(f"{PROG}: {message}\n")


def finish(status: int) -> int:
    """The exit status, after the last output: 1 with a message if a write failed."""
    out.flush()
    if out.error is not None:
        to_stderr(f"{PROG}: write error: {out.error.strerror}\n")
        return 1
    return status


def stdin_buffer() -> BinaryIO:
    if sys.stdin is None:
        raise bad_descriptor()
    return sys.stdin.buffer


# ---- Hashing and output ---------------------------------------------------------------

def hash_file(name: bytes, algo: Algorithm) -> bytes:
    """The digest of a file ('-': standard input); OSError if it cannot be read."""
    h = _make(algo.bits, algo.v0)
    is_stdin = name == b"-"
    stream: BinaryIO = stdin_buffer() if is_stdin else open(name, "rb")
    try:
        while chunk := stream.read(CHUNK):
            h.update(chunk)
    finally:
        if not is_stdin:
            stream.close()
    return h.digest()


def shown(name: bytes) -> tuple[bytes, bytes]:
    """coreutils' convention: a name holding '\\', newline or CR is written escaped, on a
    line that starts with a backslash. Returns (line prefix, name as written)."""
    if not any(c in name for c in b"\\\n\r"):
        return b"", name
    return b"\\", name.replace(b"\\", b"\\\\").replace(b"\n", b"\\n").replace(b"\r", b"\\r")


def digest_line(name: bytes, digest: bytes, algo: Algorithm, tag: bool, binary: bool,
                zero: bool = False) -> bytes:
    """A digest line; zero (-z): it ends with NUL and the name is as it is."""
    prefix, name = (b"", name) if zero else shown(name)
    end = b"\0" if zero else b"\n"
    hexed = digest.hex().encode()
    if tag:
        label = f"GROESTL{'0' if algo.v0 else ''}-{algo.bits}".encode()
        return prefix + label + b" (" + name + b") = " + hexed + end
    return prefix + hexed + (b" *" if binary else b"  ") + name + end


def digest_files(names: list[bytes], args: argparse.Namespace) -> int:
    status = 0
    for name in names:
        try:
            digest = hash_file(name, args.algo)
        except OSError as e:
            file_warn(name, e.strerror)
            status = 1
            continue
        out.write(digest_line(name, digest, args.algo, args.tag, args.binary, args.zero))
    return status


# ---- Checking ---------------------------------------------------------------------------

def unescape(name: bytes) -> bytes | None:
    out, i = bytearray(), 0
    while i < len(name):
        if name[i:i + 1] != b"\\":
            out += name[i:i + 1]
            i += 1
        elif name[i:i + 2] in ESCAPES:
            out += ESCAPES[name[i:i + 2]]
            i += 2
        else:
            return None
    return bytes(out)


def parse_check_line(line: bytes, args: argparse.Namespace) -> tuple[bytes, Algorithm, bytes] | None:
    """(name, algorithm, expected digest) of a digest line, or None if it is malformed."""
    escaped = line.startswith(b"\\")
    if escaped:
        line = line[1:]
    opening = line.find(b" (")
    closing = line.rfind(b") = ", opening + 2) if opening >= 0 else -1
    tag = TAG.fullmatch(line, 0, opening) if closing >= 0 else None
    if tag and valid_bits(int(tag[2])):  # BSD style: TAG (name) = hex
        algo = Algorithm(int(tag[2]), tag[1] == b"0")
        name, hexed = line[opening + 2:closing], line[closing + 4:]
        if args.algo_given and algo.bits != args.algo.bits or args.v0 and not algo.v0:
            return None
    else:  # GNU style: hex, a space, ' ' or '*', name
        hex_len = len(line) - len(line.lstrip(HEX_DIGITS))
        if line[hex_len:hex_len + 1] != b" " or line[hex_len + 1:hex_len + 2] not in (b" ", b"*"):
            return None
        name, hexed = line[hex_len + 2:], line[:hex_len]
        algo = Algorithm(args.algo.bits if args.algo_given else hex_len * 4, args.v0)
    if len(hexed) != algo.bits // 4 or not valid_bits(algo.bits) or not name \
            or hexed.lstrip(HEX_DIGITS):
        return None
    plain = unescape(name) if escaped else name
    if plain is None:
        return None
    return plain, algo, bytes.fromhex(hexed.decode())


def report(name: bytes, verdict: str) -> None:
    prefix, name = shown(name)
    out.write(prefix + name + b": " + verdict.encode() + b"\n")


def count_warning(n: int, one: str, many: str) -> None:
    if n:
        warn(f"WARNING: {n} {one if n == 1 else many}")


def check_file(list_name: bytes, args: argparse.Namespace) -> int:
    """Check every line of one check file: 0 if all is good, else 1."""
    shown_list = b"standard input" if list_name == b"-" else list_name  # as coreutils names it
    try:
        if list_name == b"-":
            lines = stdin_buffer().read()
        else:
            with open(list_name, "rb") as f:
                lines = f.read()
    except OSError as e:
        file_warn(shown_list, e.strerror)
        return 1
    good = improper = unreadable = mismatched = verified = 0
    for number, line in enumerate(lines.split(b"\n"), 1):
        line = line.removesuffix(b"\r")
        if not line or line.startswith(b"#"):
            continue
        parsed = b"\0" not in line and parse_check_line(line, args)
        if not parsed:
            improper += 1
            if args.warn:
                file_warn(shown_list, f"{number}: improperly formatted Grøstl checksum line")
            continue
        name, algo, expected = parsed
        good += 1
        try:
            actual = hash_file(name, algo)
        except OSError as e:
            if isinstance(e, FileNotFoundError) and args.ignore_missing:
                continue
            unreadable += 1
            file_warn(name, e.strerror)
            if not args.status:
                report(name, "FAILED open or read")
            continue
        verified += 1
        if actual != expected:
            mismatched += 1
        if not args.status and (actual != expected or not args.quiet):
            report(name, "OK" if actual == expected else "FAILED")
    if good == 0:
        file_warn(shown_list, "no properly formatted Grøstl checksum lines found")
        return 1
    if not args.status:
        count_warning(improper, "line is improperly formatted", "lines are improperly formatted")
        count_warning(unreadable, "listed file could not be read",
                      "listed files could not be read")
        count_warning(mismatched, "computed checksum did NOT match",
                      "computed checksums did NOT match")
    if args.ignore_missing and verified == 0:
        if not args.status:
            file_warn(shown_list, "no file was verified")
        return 1
    return int(bool(unreadable or mismatched or (args.strict and improper)))


# ---- Options ----------------------------------------------------------------------------

class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        """argparse's usage and message, to standard error only (argparse would put them on
        standard output if standard error is closed), and status 2."""
        to_stderr(self.format_usage() + f"{self.prog}: error: {message}\n")
        sys.exit(2)


class Show(argparse.Action):
    """--help and --version: the text on standard output, then exit 0, or 1 if it could not
    be written (argparse's own actions ignore write errors)."""

    def __init__(self, option_strings: list[str], dest: str, text: str | None = None,
                 help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)
        self.text = text

    def __call__(self, parser, namespace, values, option_string=None) -> None:  # type: ignore[no-untyped-def]
        out.write(parser.format_help() if self.text is None else self.text + "\n")
        sys.exit(finish(0))


class Flag(argparse.Action):
    """A flag as coreutils' sha256sum has it: it sets dest to value and clears the flags it
    overrides (the last of --quiet, --status and --warn holds); mode records which of -b, -t
    and --tag came last (--tag, then -t, is an error)."""

    def __init__(self, option_strings: list[str], dest: str, value: bool = True,
                 clears: tuple[str, ...] = (), mode: str | None = None,
                 help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=False, help=help)
        self.value, self.clears, self.mode = value, clears, mode

    def __call__(self, parser, namespace, values, option_string=None) -> None:  # type: ignore[no-untyped-def]
        setattr(namespace, self.dest, self.value)
        for other in self.clears:
            setattr(namespace, other, False)
        if self.mode is not None:
            namespace.last_mode = self.mode


def length(text: str) -> int:
    if not text.isdigit() or not valid_bits(int(text)):
        raise argparse.ArgumentTypeError(f"invalid length '{text}': use 8 to 512 in steps of 8")
    return int(text)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = Parser(
        prog=f"python -m {PROG}", add_help=False,
        description="Print or check Grøstl digests. With no FILE, or when FILE is -, read "
                    "standard input.",
        epilog="Check files may mix both line styles; an untagged line's digest size is that "
               "of its digest unless -a or -l is given. Exit status: 0 success, 1 a mismatch "
               "or an unreadable file, 2 bad usage. GROESTL_BACKEND=NAME picks the C backend.")
    p.add_argument("-h", "--help", action=Show, help="show this help message and exit")
    # A row an option, as groestlsum's longopts: a table, not repeated code.
    p.add_argument("-a", "--algorithm", type=int, choices=(224, 256, 384, 512),
                   help="224, 256 (default), 384 or 512")
    p.add_argument("-l", "--length", type=length, metavar="BITS",
                   help="any digest size from 8 to 512 bits in steps of 8")
    p.add_argument("--v0", action="store_true",
                   help="Grøstl-0, the version before the January 2011 tweak")
    p.add_argument("--tag", action=Flag, mode="tag",
                   help="BSD-style lines: GROESTL-256 (FILE) = DIGEST")
    p.add_argument("-b", "--binary", action=Flag, mode="b",
                   help="mark names with '*' (files are always read as bytes)")
    p.add_argument("-t", "--text", action=Flag, dest="binary", value=False, mode="t",
                   help="mark names with ' ' (the default)")
    p.set_defaults(last_mode=None)
    p.add_argument("-c", "--check", action="store_true",
                   help="read digest lines from the FILEs and check them")
    p.add_argument("-z", "--zero", action="store_true",
                   help="end each output line with NUL, not newline, and write names as "
                        "they are (no escaping)")
    p.add_argument("--version", action=Show, text=f"{PROG} (python) {__version__}",
                   help="show the version and exit")
    only = p.add_argument_group("only when checking")
    only.add_argument("--ignore-missing", action="store_true",
                      help="don't fail or report status for missing files")
    only.add_argument("--quiet", action=Flag, clears=("status", "warn"),
                      help="don't print OK for each verified file")
    only.add_argument("--status", action=Flag, clears=("quiet", "warn"),
                      help="print nothing; the exit status tells")
    only.add_argument("--strict", action="store_true",
                      help="exit non-zero for improperly formatted lines")
    only.add_argument("-w", "--warn", action=Flag, clears=("quiet", "status"),
                      help="warn about improperly formatted lines")
    p.add_argument("files", nargs="*", metavar="FILE")
    args = p.parse_args(argv)

    if args.algorithm and args.length and args.algorithm != args.length:
        p.error("--algorithm and --length disagree")
    args.algo_given = bool(args.algorithm or args.length)
    args.algo = Algorithm(args.algorithm or args.length or 256, args.v0)
    if not args.check:
        for flag in ("ignore_missing", "quiet", "status", "strict", "warn"):
            if getattr(args, flag):
                p.error(f"the --{flag.replace('_', '-')} option is meaningful only when "
                        "checking digests")
    elif args.tag:
        p.error("the --tag option is meaningless when checking digests")
    elif args.zero:
        p.error("the --zero option is not supported when checking digests")
    elif args.last_mode is not None:
        p.error("the --binary and --text options are meaningless when checking digests")
    if args.tag and args.last_mode == "t":
        p.error("--tag does not support --text mode")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        backend()
    except RuntimeError as e:
        warn(str(e))
        return 2
    names = [os.fsencode(f) for f in args.files] or [b"-"]
    if args.check:
        status = max([check_file(name, args) for name in names])
    else:
        status = digest_files(names, args)
    return finish(status)

if __name__ == "__main__":
    sys.exit(main())
