#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""End-to-end tests of groestlsum: digests against the official vectors, both line styles,
check mode with its options, unreadable inputs, and the exit statuses.

usage: test_groestlsum.py PATH/TO/groestlsum PATH/TO/hash_once KAT_DIR

GROESTL_TEST_EMULATOR, if set, is the command that runs the programs (a cross build's, e.g.
"wine" for Windows ones: CMake passes its CMAKE_CROSSCOMPILING_EMULATOR).
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "kat"))
import katfile  # noqa: E402  (the project's one reader of the vector files)

TOOL = None       # the command: [emulator..., groestlsum]
HASH_ONCE = None  # reads a file whole and hashes it in one library call (a command too)
KAT_DIR = None
WINDOWS = False   # a Windows build (run by Wine): its file names follow Windows' rules


def run(*args, stdin=b"", env=None, cwd=None):
    """Run groestlsum; return (status, stdout text, stderr text)."""
    full_env = dict(os.environ)
    full_env.pop("GROESTL_BACKEND", None)
    full_env.update(env or {})
    p = subprocess.run([*TOOL, *args], input=stdin, capture_output=True, env=full_env, cwd=cwd)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def read_kat(path):
    """Byte-aligned (message, digest hex) pairs of a vector file."""
    return [(v.msg, v.md.hex()) for v in katfile.whole_bytes(path)]


class Base(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, data):
        path = os.path.join(self.dir, name)
        with open(path, "wb") as f:
            f.write(data)
        return path


class Digests(Base):
    def test_official_vectors_every_size_and_version(self):
        for sub, bits, extra in [("final", 224, ["-a", "224"]), ("final", 256, []),
                                 ("final", 384, ["-a", "384"]), ("final", 512, ["-a", "512"]),
                                 ("groestl0", 256, ["--v0"]),
                                 ("groestl0", 512, ["--v0", "-a", "512"])]:
            entries = read_kat(os.path.join(KAT_DIR, sub, f"ShortMsgKAT_{bits}.txt"))
            self.assertEqual(len(entries), 256)
            picked = entries[::17]  # spread over the lengths, 16 files per call
            names = [self.write(f"m{i}", msg) for i, (msg, _) in enumerate(picked)]
            status, out, err = run(*extra, *names)
            self.assertEqual(status, 0, err)
            lines = out.splitlines()
            self.assertEqual(len(lines), len(picked))
            for line, name, (_, md) in zip(lines, names, picked):
                self.assertEqual(line, f"{md}  {name}")

    def test_stdin_by_default_and_by_dash(self):
        want = "8c7ad62eb26a21297bc39c2d7293b4bd4d3399fa8afab29e970471739e28b301"
        fox = b"The quick brown fox jumps over the lazy dog"
        self.assertEqual(run(stdin=fox)[1], f"{want}  -\n")
        self.assertEqual(run("-", stdin=fox)[1], f"{want}  -\n")

    def test_tag_lines(self):
        status, out, _ = run("--tag", "-", stdin=b"")
        self.assertEqual(out, "GROESTL-256 (-) = 1a52d11d550039be16107f9c58db9ebc"
                              "c417f16f736adb2502567119f0083467\n")
        status, out, _ = run("--tag", "--v0", stdin=b"")
        self.assertEqual(out, "GROESTL0-256 (-) = 6c462dc6861c19dbc6fa818f3da84bcc"
                              "f6eab703db10a9781eec6633ea9e8b7b\n")
        status, out, _ = run("--tag", "-l", "136", stdin=b"abc")
        self.assertRegex(out, r"^GROESTL-136 \(-\) = [0-9a-f]{34}\n$")

    def test_lengths(self):
        self.assertEqual(run("-l", "256", stdin=b"x")[1], run("-a", "256", stdin=b"x")[1])
        self.assertEqual(run("-l", "512", "-a", "512", stdin=b"x")[0], 0)
        for bits in (8, 136, 264, 504):
            status, out, _ = run("-l", str(bits), stdin=b"x")
            self.assertEqual(status, 0)
            self.assertEqual(len(out.split()[0]), bits // 4)

    def test_binary_flag_marks_names(self):
        status, out, _ = run("-b", stdin=b"")
        self.assertTrue(out.endswith(" *-\n"))

    def test_large_file_streams_in_chunks(self):
        data = os.urandom(3 * 1024 * 1024 + 12345)  # several read chunks and a remainder
        path = self.write("big", data)
        for bits in (256, 512):
            one_call = subprocess.run([*HASH_ONCE, str(bits), path], capture_output=True,
                                      check=True).stdout.decode().strip()
            self.assertEqual(len(one_call), bits // 4)
            status, out, _ = run("-a", str(bits), path)
            self.assertEqual(out, f"{one_call}  {path}\n")
            self.assertEqual(run("-a", str(bits), stdin=data)[1], f"{one_call}  -\n")

    def test_names_with_newline_and_backslash_are_escaped(self):
        if WINDOWS:
            self.skipTest("Windows file names hold no newline; a backslash separates folders")
        path = self.write("a\nb\\c", b"")
        status, out, _ = run(path)
        self.assertEqual(status, 0)
        self.assertTrue(out.startswith("\\1a52d11d"))
        self.assertTrue(out.endswith("a\\nb\\\\c\n"))
        check = self.write("sums", out.encode())
        status, out, _ = run("-c", check)
        self.assertEqual(status, 0)
        self.assertTrue(out.endswith("a\\nb\\\\c: OK\n"))

    def test_zero_ends_lines_with_nul_and_leaves_names_as_they_are(self):
        # coreutils' -z/--zero: lines for `xargs -0` and the like; a name is not escaped.
        abc, x, empty = (run(stdin=data)[1].split()[0] for data in (b"abc", b"x", b""))
        good = self.write("good", b"abc")
        status, out, err = run("-z", good, "-", stdin=b"x")
        self.assertEqual((status, out, err), (0, f"{abc}  {good}\0{x}  -\0", ""))
        self.assertEqual(run("--zero", "--tag", "-j", "2", good, "-", stdin=b"x")[1],
                         f"GROESTL-256 ({good}) = {abc}\0GROESTL-256 (-) = {x}\0")
        if not WINDOWS:  # no newline in a Windows file name
            odd = self.write("a\nb\\c", b"")
            self.assertEqual(run("-z", "-b", odd)[1], f"{empty} *{odd}\0")

    def test_standard_input_is_bytes(self):
        # Windows' text mode would end at Ctrl-Z and read CR LF as LF; output LF as CR LF.
        data = b"one\r\ntwo\n\x1a three\r\n\r"
        one_call = subprocess.run([*HASH_ONCE, "256", self.write("bytes", data)],
                                  capture_output=True, check=True).stdout.decode().strip()
        status, out, _ = run(stdin=data)
        self.assertEqual((status, out), (0, f"{one_call}  -\n"))

    def test_utf8_names(self):
        # Names outside every ANSI code page: on Windows they reach the program only through
        # the wide command line, and open only by their wide names.
        name = self.write("grøstl-ü-日本-\U0001f600.txt", b"abc")
        want = run(stdin=b"abc")[1].split()[0]
        status, out, err = run(name)
        self.assertEqual((status, out, err), (0, f"{want}  {name}\n", ""))
        sums = self.write("sums-ü", out.encode())
        status, out, err = run("-c", sums)
        self.assertEqual((status, out, err), (0, f"{name}: OK\n", ""))

    def test_unreadable_inputs_are_named_and_the_rest_go_on(self):
        good = self.write("good", b"abc")
        missing = os.path.join(self.dir, "missing")
        status, out, err = run(missing, self.dir, good)
        self.assertEqual(status, 1)
        self.assertIn(f"{missing}: No such file or directory", err)
        self.assertIn(f"{self.dir}: Is a directory", err)
        self.assertEqual(out.count("\n"), 1)
        self.assertTrue(out.endswith(f"  {good}\n"))


class Check(Base):
    def make_sums(self, *flags):
        a = self.write("a", b"first file")
        b = self.write("b", b"second file")
        status, out, _ = run(*flags, "a", "b", cwd=self.dir)
        self.assertEqual(status, 0)
        return self.write("sums", out.encode())

    def test_all_ok(self):
        sums = self.make_sums()
        status, out, err = run("-c", sums, cwd=self.dir)
        self.assertEqual((status, out, err), (0, "a: OK\nb: OK\n", ""))

    def test_both_styles_and_sizes_in_one_file(self):
        self.write("a", b"first file")
        lines = run("--tag", "-a", "512", "a", cwd=self.dir)[1]
        lines += run("-a", "384", "a", cwd=self.dir)[1]  # untagged: size from the digest
        lines += run("--tag", "--v0", "a", cwd=self.dir)[1]
        lines += run("-l", "72", "a", cwd=self.dir)[1]
        sums = self.write("sums", lines.replace("\n", "\r\n").encode())  # CRLF too
        status, out, err = run("-c", sums, cwd=self.dir)
        self.assertEqual((status, out), (0, "a: OK\n" * 4), err)

    def test_untagged_v0_lines_need_v0(self):
        sums = self.make_sums("--v0")
        self.assertEqual(run("-c", "--v0", sums, cwd=self.dir)[0], 0)
        status, out, _ = run("-c", sums, cwd=self.dir)
        self.assertEqual((status, out), (1, "a: FAILED\nb: FAILED\n"))

    def test_mismatch(self):
        sums = self.make_sums()
        with open(sums) as f:
            text = f.read()
        self.write("sums", ("0" + text[1:]).encode())
        status, out, err = run("-c", sums, cwd=self.dir)
        self.assertEqual(status, 1)
        self.assertEqual(out, "a: FAILED\nb: OK\n")
        self.assertIn("WARNING: 1 computed checksum did NOT match", err)
        self.assertEqual(run("-c", "--quiet", sums, cwd=self.dir)[1], "a: FAILED\n")
        self.assertEqual(run("-c", "--status", sums, cwd=self.dir), (1, "", ""))
        # As in coreutils, the last of --quiet, --status and --warn holds.
        for flags, shown in ((["--status", "--quiet"], "a: FAILED\n"),
                             (["--quiet", "--status"], ""), (["--status", "-w"], out),
                             (["--quiet", "-w"], out), (["-w", "--quiet"], "a: FAILED\n"),
                             (["-w", "--status"], "")):
            self.assertEqual(run("-c", *flags, sums, cwd=self.dir)[:2], (1, shown), flags)

    def test_missing_files(self):
        sums = self.make_sums()
        os.remove(os.path.join(self.dir, "a"))
        status, out, err = run("-c", sums, cwd=self.dir)
        self.assertEqual(status, 1)
        self.assertEqual(out, "a: FAILED open or read\nb: OK\n")
        self.assertIn("a: No such file or directory", err)
        self.assertIn("WARNING: 1 listed file could not be read", err)
        self.assertEqual(run("-c", "--ignore-missing", sums, cwd=self.dir), (0, "b: OK\n", ""))
        os.remove(os.path.join(self.dir, "b"))
        status, out, err = run("-c", "--ignore-missing", sums, cwd=self.dir)
        self.assertEqual((status, out), (1, ""))
        self.assertIn("no file was verified", err)

    def test_directory_listed(self):
        os.mkdir(os.path.join(self.dir, "d"))
        line = "1a52d11d550039be16107f9c58db9ebcc417f16f736adb2502567119f0083467  d\n"
        sums = self.write("sums", line.encode())
        status, out, err = run("-c", sums, cwd=self.dir)
        self.assertEqual((status, out), (1, "d: FAILED open or read\n"))
        self.assertIn("d: Is a directory", err)

    def test_malformed_lines(self):
        sums = self.make_sums()
        with open(sums) as f:
            good = f.read()
        bad = ["nonsense", "abc  a",                                  # odd number of digits
               "zz" * 32 + "  a",                                       # not hex
               "1a52" * 16 + " a",                                      # one space, no mode
               "GROESTL-256 (a) = 00",                                  # wrong digest length
               "GROESTL-100 (a) = " + "00" * 12,                        # no such size
               "SHA256 (a) = " + "00" * 32,                             # another algorithm
               "\\" + "1a52" * 16 + "  bad\\escape"]                    # unknown escape
        text = "# a comment line\n\n" + good + "\n".join(bad) + "\n"
        sums = self.write("sums", text.encode())
        status, out, err = run("-c", sums, cwd=self.dir)
        self.assertEqual((status, out), (0, "a: OK\nb: OK\n"))
        self.assertIn(f"WARNING: {len(bad)} lines are improperly formatted", err)
        self.assertEqual(run("-c", "--strict", sums, cwd=self.dir)[0], 1)
        status, _, err = run("-c", "--warn", sums, cwd=self.dir)
        self.assertIn(f"{sums}: 5: improperly formatted", err)  # line numbers count all lines
        self.assertEqual(err.count("improperly formatted Gr"), len(bad))

    def test_explicit_size_must_match_lines(self):
        sums = self.make_sums()  # 256-bit lines
        status, _, err = run("-c", "-a", "512", sums, cwd=self.dir)
        self.assertEqual(status, 1)
        self.assertIn("no properly formatted", err)
        self.assertEqual(run("-c", "-a", "256", sums, cwd=self.dir)[0], 0)

    def test_no_proper_lines_and_unreadable_check_files(self):
        empty = self.write("empty", b"")
        status, _, err = run("-c", empty)
        self.assertEqual(status, 1)
        self.assertIn("no properly formatted", err)
        status, _, err = run("-c", os.path.join(self.dir, "nope"))
        self.assertEqual(status, 1)
        self.assertIn("nope: No such file or directory", err)
        status, _, err = run("-c", self.dir)
        self.assertEqual(status, 1)
        self.assertIn("Is a directory", err)

    def test_check_list_from_stdin(self):
        sums = self.make_sums("--tag")
        with open(sums, "rb") as f:
            status, out, _ = run("-c", stdin=f.read(), cwd=self.dir)
        self.assertEqual((status, out), (0, "a: OK\nb: OK\n"))


class Diagnostics(Base):
    """File names in error messages as sha256sum (coreutils) quotes them, and those messages
    in order with standard output when both go to one pipe."""

    # name: how coreutils 9 writes it in a diagnostic (shell-escape quoting, ':' quoted too)
    QUOTED = {
        "plain.txt": "plain.txt",
        "a b": "'a b'",
        "": "''",
        "a\nb": "'a'$'\\n''b'",
        "a\n": "'a'$'\\n'",
        "\r": "''$'\\r'",
        "tab\tx": "'tab'$'\\t''x'",
        "\x01": "''$'\\001'",
        "a\x1bb": "'a'$'\\033''b'",
        "a:b": "'a:b'",
        "it's": '"it\'s"',
        "a b'c": '"a b\'c"',
        "a'b\"c": "'a'\\''b\"c'",
        "$HOME": "'$HOME'",
        "a=b": "'a=b'",
        "a\\b": "'a\\b'",
        "a?b": "'a?b'",
        "~a": "'~a'",
        "a~b#c": "a~b#c",
        "{": "'{'",
        "a{b}": "a{b}",
        "a%b+c@d,e]f_g-h": "a%b+c@d,e]f_g-h",
        "é": "é",
        "é x": "'é x'",
    }

    def missing_message(self, tool, name, argv0="groestlsum"):
        """tool: TOOL (a command), or another program's path, run as argv0."""
        if isinstance(tool, list):
            p = subprocess.run([*tool, "--", name], capture_output=True, cwd=self.dir)
        else:
            p = subprocess.run([argv0, "--", name], executable=tool, capture_output=True,
                               cwd=self.dir)
        return p.stderr.decode("utf-8", "surrogateescape")

    def names_here(self):
        """The names of QUOTED a file can have here: on Windows, not those with a control
        character or one of <>:"/\\|?* (opening them fails otherwise than a missing file)."""
        forbidden = re.compile(r'[\x00-\x1f<>:"/\\|?*]')
        return [n for n in self.QUOTED if not (WINDOWS and forbidden.search(n))]

    def test_missing_file_names_quoted_as_sha256sum_does(self):
        for name in self.names_here():
            quoted = self.QUOTED[name]
            err = self.missing_message(TOOL, name)
            self.assertEqual(err, f"groestlsum: {quoted}: No such file or directory\n", repr(name))

    def test_the_same_as_this_machine_s_sha256sum(self):
        # coreutils itself, where it is installed (its locale decides the non-ASCII bytes: the
        # names here are ASCII or UTF-8, which a UTF-8 locale prints as they are)
        sha256sum = shutil.which("sha256sum")
        if sha256sum is None:
            self.skipTest("no sha256sum on this machine: the hard-coded forms above still ran")
        names = [n for n in self.names_here() if n.isascii()]
        for name in names:
            theirs = self.missing_message(sha256sum, name, "sha256sum")
            theirs = theirs.replace("sha256sum: ", "groestlsum: ", 1)
            self.assertEqual(self.missing_message(TOOL, name), theirs, repr(name))

    def test_check_mode_names_and_list_names_quoted(self):
        self.write("f1", b"abc")
        status, line, _ = run("f1", cwd=self.dir)
        missing = line[:-len("f1\n")] + "a b\n"  # the same digest for a file that is not there
        self.write("my sums", (line + "bad line\n" + missing).encode())
        status, out, err = run("-c", "-w", "my sums", cwd=self.dir)
        self.assertEqual(status, 1)
        self.assertIn("groestlsum: 'my sums': 2: improperly formatted Grøstl checksum line\n", err)
        self.assertIn("groestlsum: 'a b': No such file or directory\n", err)
        self.assertIn("a b: FAILED open or read\n", out)  # stdout keeps its own escaping
        status, out, err = run("-c", "-w", stdin=b"bad\n")
        self.assertIn("groestlsum: 'standard input': 1: improperly formatted", err)
        self.assertIn("groestlsum: 'standard input': no properly formatted", err)

    def test_warnings_after_earlier_lines_on_one_pipe(self):
        self.write("f1", b"abc")
        _, line, _ = run("f1", cwd=self.dir)
        self.write("sums", (line + "bad line\n" + line + "bad again\n" + line).encode())
        p = subprocess.run([*TOOL, "-c", "-w", "sums"], cwd=self.dir, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT)
        self.assertEqual(p.stdout.decode().splitlines(), [
            "f1: OK",
            "groestlsum: sums: 2: improperly formatted Grøstl checksum line",
            "f1: OK",
            "groestlsum: sums: 4: improperly formatted Grøstl checksum line",
            "f1: OK",
            "groestlsum: WARNING: 2 lines are improperly formatted"])


class WriteErrors(Base):
    """Like coreutils: output that cannot be written is an error (a message, exit 1), on
    every path that writes to standard output; a run that writes nothing is not."""

    def run_to(self, where, *args, stdin=b""):
        """Run with standard output on /dev/full ("full") or closed ("closed")."""
        env = dict(os.environ)
        env.pop("GROESTL_BACKEND", None)
        if where == "full":
            with open("/dev/full", "wb") as full:
                p = subprocess.run([*TOOL, *args], input=stdin, stdout=full,
                                   stderr=subprocess.PIPE, env=env, cwd=self.dir)
        else:
            p = subprocess.run([*TOOL, *args], input=stdin, stdout=None, stderr=subprocess.PIPE,
                               env=env, cwd=self.dir, preexec_fn=lambda: os.close(1))
        return p.returncode, p.stderr.decode("utf-8", "replace")

    def sums(self):
        for name in ("a", "b"):
            self.write(name, name.encode())
        return self.write("sums", run("a", "b", cwd=self.dir)[1].encode())

    def writing_runs(self):
        sums = self.sums()
        bad = self.write("bad", b"0" * 64 + b"  a\n")
        many = [self.write(f"f{i}", b"") for i in range(200)]  # more than a stdio buffer
        return [["--help"], ["--version"], ["--list-backends"], ["-"], ["--tag", "-"],
                ["-b", "a", "b"], many, ["-c", sums], ["-c", "--quiet", bad], ["-c", bad]]

    def test_full_device(self):
        for args in self.writing_runs():
            status, err = self.run_to("full", *args)
            self.assertEqual(status, 1, args[:3])
            if WINDOWS:  # Wine reports the failed writes to /dev/full as EIO
                self.assertRegex(err.splitlines()[-1], r"^groestlsum: write error: \S", args[:3])
                continue
            self.assertEqual(err.splitlines()[-1],
                             "groestlsum: write error: No space left on device", args[:3])

    def test_closed_stdout(self):
        for args in self.writing_runs():
            status, err = self.run_to("closed", *args)
            self.assertEqual(status, 1, args[:3])
            self.assertRegex(err.splitlines()[-1], r"^groestlsum: write error: \S", args[:3])

    def test_runs_that_write_nothing_keep_their_status(self):
        sums = self.sums()
        bad = self.write("bad", b"0" * 64 + b"  a\n")
        for where in ("full", "closed"):
            self.assertEqual(self.run_to(where, "-c", "--status", sums), (0, ""))
            self.assertEqual(self.run_to(where, "-c", "--quiet", sums), (0, ""))
            self.assertEqual(self.run_to(where, "-c", "--status", bad), (1, ""))
            self.assertEqual(self.run_to(where, "-a", "100")[0], 2)


class Usage(unittest.TestCase):
    def test_bad_usage_exits_2_with_a_message(self):
        for args in (["--no-such-option"], ["-a", "100"], ["-a", "abc"], ["-l", "7"],
                     ["-l", "520"], ["-l", "-8"], ["-l"], ["-a", "256", "-l", "512"],
                     ["--quiet"], ["--status"], ["--strict"], ["--warn"], ["--ignore-missing"],
                     ["-c", "--tag"], ["-c", "-z"], ["-c", "-b"], ["-c", "-t"], ["--tag", "-t"],
                     ["--backend", "no-such-backend"]):
            status, out, err = run(*args, stdin=b"")
            self.assertEqual(status, 2, args)
            self.assertEqual(out, "", args)
            self.assertTrue(err.startswith("groestlsum: "), (args, err))

    def assert_usage_error(self, args, message):
        status, out, err = run(*args, stdin=b"")
        self.assertEqual((status, out), (2, ""), args)
        self.assertEqual(err, f"groestlsum: {message}\n"
                              "Try 'groestlsum --help' for more information.\n", args)

    def test_text_and_binary_marks_are_for_printing_only(self):
        # coreutils' rules: -b and -t mean nothing to -c; --tag then -t is refused, -t then
        # --tag gives the tag line (--tag implies the binary mark).
        self.assert_usage_error(
            ["-c", "-t"], "the --binary and --text options are meaningless when checking digests")
        self.assert_usage_error(["--tag", "-t"], "--tag does not support --text mode")
        tagged = run("--tag", stdin=b"abc")
        self.assertEqual(run("-t", "--tag", stdin=b"abc"), tagged)
        self.assertEqual(run("--tag", "-t", "--tag", stdin=b"abc"), tagged)

    def test_zero_is_for_printing_only(self):
        # As in coreutils 9: check files are read line by line, whatever -z says.
        self.assert_usage_error(["-c", "--zero"],
                                "the --zero option is not supported when checking digests")

    def test_option_errors_name_the_option_as_getopt_does(self):
        for args, message in [
                (["-qb", "x"], "invalid option -- 'q'"),   # a letter of a bundle by itself
                (["-bq", "x"], "invalid option -- 'q'"),
                (["-bwxc"], "invalid option -- 'x'"),
                (["-c", "-Q"], "invalid option -- 'Q'"),
                (["--tag", "-qb"], "invalid option -- 'q'"),  # optind still on "--tag"
                (["--tag", "-bq"], "invalid option -- 'q'"),
                (["-l"], "option requires an argument -- 'l'"),
                (["-ba"], "option requires an argument -- 'a'"),
                (["--length"], "option '--length' requires an argument"),
                (["--alg"], "option '--algorithm' requires an argument"),
                (["--no-such-option"], "unrecognized option '--no-such-option'"),
                (["--tag=x"], "option '--tag' doesn't allow an argument"),
                (["--bin=x"], "option '--binary' doesn't allow an argument"),
                (["--chec=1"], "option '--check' doesn't allow an argument"),
                (["--st"], "option '--st' is ambiguous; possibilities: '--status' '--strict'"),
                (["--algorithm="], "invalid algorithm '': use 224, 256, 384 or 512"),
                (["-a", ""], "invalid algorithm '': use 224, 256, 384 or 512"),
                (["-a25"], "invalid algorithm '25': use 224, 256, 384 or 512"),
                (["--length=-8"], "invalid length '-8': use 8 to 512 in steps of 8"),
                (["-l", "-a"], "invalid length '-a': use 8 to 512 in steps of 8")]:
            self.assert_usage_error(args, message)

    def test_option_arguments_attached_or_apart(self):
        want = run("-a", "512", stdin=b"abc")
        self.assertEqual(want[0], 0)
        for args in (["-a512"], ["--algorithm=512"], ["--algorithm", "512"], ["--alg=512"],
                     ["-l512"], ["-l", "512"], ["--length=512"], ["--len", "512"]):
            self.assertEqual(run(*args, stdin=b"abc"), want, args)
        tagged = run("--tag", "-a", "384", stdin=b"abc")[1]
        self.assertEqual(run("--tag", "-ba384", stdin=b"abc")[1], tagged)  # a bundle ending in -a
        self.assertEqual(run("-bta384", "--tag", stdin=b"abc")[1], tagged)

    def test_double_dash_ends_the_options(self):
        with tempfile.TemporaryDirectory() as d:
            for name in ("-b", "--tag", "-"):
                with open(os.path.join(d, name), "wb") as f:
                    f.write(b"abc")
            want = run(stdin=b"abc")[1].split()[0]
            status, out, err = run("--", "-b", "--tag", cwd=d)
            self.assertEqual((status, out, err), (0, f"{want}  -b\n{want}  --tag\n", ""))
            # after --, "-" still names standard input, as in coreutils
            self.assertEqual(run("--", "-", stdin=b"", cwd=d)[1],
                             run(stdin=b"")[1])
            # GNU order: options may follow the names, until --
            status, out, _ = run("-b", "--", "--tag", cwd=d)
            self.assertEqual(out, f"{want} *--tag\n")
            status, out, _ = run("--tag", "--", cwd=d, stdin=b"abc")
            self.assertTrue(out.startswith("GROESTL-256 (-) = "), out)
            status, out, err = run("--tag", "--", "-q", cwd=d)
            self.assertEqual((status, out), (1, ""))
            self.assertEqual(err, "groestlsum: -q: No such file or directory\n")

    def test_unavailable_backend_from_environment(self):
        status, out, err = run(stdin=b"", env={"GROESTL_BACKEND": "no-such-backend"})
        self.assertEqual((status, out), (2, ""))
        self.assertIn("GROESTL_BACKEND=no-such-backend", err)

    def test_help_and_version(self):
        status, out, _ = run("--help")
        self.assertEqual(status, 0)
        self.assertIn("Usage: groestlsum", out)
        status, out, _ = run("--version")
        self.assertEqual(status, 0)
        self.assertRegex(out, r"^groestlsum \(libgroestl\) \d+\.\d+\.\d+\n$")

    def test_backends(self):
        status, out, _ = run("--list-backends")
        self.assertEqual(status, 0)
        self.assertIn("portable", out)
        self.assertEqual(out.count("(in use)"), 1)
        # The automatic choice is constant-time (tables64 and portable only when named),
        # wherever the build has bitsliced, which runs on every CPU.
        lines = out.splitlines()
        if any(line.split()[0] == "bitsliced" for line in lines):
            in_use = [line for line in lines if line.endswith("(in use)")][0]
            self.assertIn(" constant-time", in_use)
            self.assertNotIn("not constant-time", in_use)
        want = run(stdin=b"abc")[1]
        self.assertEqual(run("--backend", "portable", stdin=b"abc")[1], want)
        self.assertEqual(run(stdin=b"abc", env={"GROESTL_BACKEND": "portable"})[1], want)


class Jobs(Base):
    """-j N: files hashed on N threads (small ones in batches), output as with one thread."""

    def files(self):
        rnd = __import__("random").Random(5)
        sizes = [0, 1, 63, 64, 65, 127, 128, 129, 300 * 1024, 1536 * 1024]
        sizes += [rnd.randrange(5000) for _ in range(250)]
        names = []
        for i, n in enumerate(sizes):
            names.append(self.write(f"f{i:03d}", rnd.randbytes(n)))
        names.insert(3, os.path.join(self.dir, "missing"))
        names.insert(100, self.dir)
        names.insert(150, "-")
        names.insert(160, "-")
        return names

    def test_same_output_on_any_number_of_threads(self):
        names = self.files()
        for flags in ([], ["-a", "512"], ["-l", "136"], ["--v0"], ["--tag", "-a", "384"]):
            first = run("-j", "1", *flags, *names, stdin=b"from stdin")
            self.assertEqual(first[0], 1)  # the missing file and the directory
            self.assertEqual(first[1].count("\n"), len(names) - 2)
            self.assertIn("missing: No such file or directory", first[2])
            self.assertIn(": Is a directory", first[2])
            for jobs in (["-j", "2"], ["--jobs=7"], ["-j64"], []):
                self.assertEqual(run(*jobs, *flags, *names, stdin=b"from stdin"), first,
                                 (flags, jobs))

    def test_digests_against_one_library_call(self):
        names = self.files()
        status, out, _ = run("-j", "3", "-a", "512", *names, stdin=b"from stdin")
        lines = {line[130:]: line[:128] for line in out.splitlines()}
        for name in names[::9] + names[-3:]:
            if name in ("-", self.dir) or not os.path.exists(name):
                continue
            one_call = subprocess.run([*HASH_ONCE, "512", name], capture_output=True,
                                      check=True).stdout.decode().strip()
            self.assertEqual(lines[name], one_call, name)
        # standard input is read in argument order: the first "-" gets it all
        stdin_lines = [line for line in out.splitlines() if line.endswith("  -")]
        empty = subprocess.run([*HASH_ONCE, "512", self.write("empty", b"")], capture_output=True,
                               check=True).stdout.decode().strip()
        self.assertEqual(len(stdin_lines), 2)
        self.assertNotEqual(stdin_lines[0][:128], empty)
        self.assertEqual(stdin_lines[1][:128], empty)

    def test_check_on_threads(self):
        names = [n for n in self.files() if n != "-"]
        status, out, _ = run("-j", "1", *names)
        lines = out.splitlines()
        lines[5] = lines[5][:-1] + "x"      # a name that is not there
        lines[7] = "0" * 64 + lines[7][64:]  # a wrong digest
        lines.insert(20, "not a checksum line")
        sums = self.write("sums", ("\n".join(lines) + "\n").encode())
        first = run("-j", "1", "-c", "-w", sums)
        self.assertEqual(first[0], 1)
        self.assertEqual(first[1].count(": OK\n"), len(lines) - 3)
        self.assertIn(": FAILED\n", first[1])
        self.assertIn("FAILED open or read", first[1])
        self.assertIn("sums: 21: improperly formatted", first[2])
        for jobs in ("2", "5", "64"):
            self.assertEqual(run("-j", jobs, "-c", "-w", sums), first, jobs)

    def test_bad_job_counts(self):
        for bad in ("0", "-1", "abc", "1025", "2x"):
            status, _, err = run("-j", bad, stdin=b"")
            self.assertEqual(status, 2, bad)
            self.assertIn(f"invalid number of jobs '{bad}'", err)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit("usage: test_groestlsum.py PATH/TO/groestlsum PATH/TO/hash_once KAT_DIR")
    emulator = shlex.split(os.environ.get("GROESTL_TEST_EMULATOR", ""))
    TOOL = [*emulator, os.path.abspath(sys.argv[1])]
    HASH_ONCE = [*emulator, os.path.abspath(sys.argv[2])]
    WINDOWS = sys.argv[1].endswith(".exe")
    KAT_DIR = os.path.abspath(sys.argv[3])
    unittest.main(argv=sys.argv[:1] + sys.argv[4:], verbosity=2)
