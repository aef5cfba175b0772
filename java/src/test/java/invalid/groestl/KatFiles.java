// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The repository's vector files (kat/, read where they are: one source of truth), in the SHA-3
 * competition's format (kat/README.md): Len/Msg/MD entries, or Repeat/Text/MD for the
 * extremely long message. A malformed or empty file throws: a test that reads no vector must
 * not pass.
 */
final class KatFiles {
    private KatFiles() {
    }

    /** One entry: bits of msg (in the last byte only the bits % 8 top bits count), and MD. */
    static final class Vector {
        final long bits;
        final byte[] msg;
        final byte[] md;

        Vector(long bits, byte[] msg, byte[] md) {
            this.bits = bits;
            this.msg = msg;
            this.md = md;
        }
    }

    /** The extremely long message: text repeated `repeat` times. */
    static final class Repeated {
        final long repeat;
        final byte[] text;
        final byte[] md;

        Repeated(long repeat, byte[] text, byte[] md) {
            this.repeat = repeat;
            this.text = text;
            this.md = md;
        }
    }

    /** The repository's top: the system property groestl.repo (the pom sets it), else "..". */
    static Path repo() {
        String dir = System.getProperty("groestl.repo", "");
        return Paths.get(dir.isEmpty() ? ".." : dir).toAbsolutePath().normalize();
    }

    /** Every *.txt file under kat/ (final/ and groestl0/), sorted; fails if there are none. */
    static List<Path> all() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String sub : new String[] {"final", "groestl0"}) {
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(repo().resolve("kat").resolve(sub), "*.txt")) {
                for (Path p : ds) {
                    files.add(p);
                }
            }
        }
        Collections.sort(files);
        if (files.size() < 14) {
            throw new IllegalStateException("expected the 14 vector files of kat/, found " + files);
        }
        return files;
    }

    static boolean isGroestl0(Path file) {
        return file.getParent().getFileName().toString().equals("groestl0");
    }

    static boolean isRepeated(Path file) {
        return file.getFileName().toString().startsWith("ExtremelyLong");
    }

    static List<Vector> vectors(Path file) throws IOException {
        List<Vector> out = new ArrayList<>();
        String len = null, msg = null;
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int eq = t.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException(file + ":" + number + ": unexpected line " + t);
            }
            String key = t.substring(0, eq).trim(), value = t.substring(eq + 1).trim();
            if (key.equals("Len") && len == null) {
                len = value;
            } else if (key.equals("Msg") && len != null && msg == null) {
                msg = value;
            } else if (key.equals("MD") && msg != null) {
                long bits = Long.parseLong(len);
                byte[] m = hex(msg);
                int bytes = (int) ((bits + 7) / 8);
                if (m.length < bytes) {
                    throw new IllegalArgumentException(file + ":" + number + ": Msg shorter than Len");
                }
                out.add(new Vector(bits, java.util.Arrays.copyOf(m, bytes), hex(value)));
                len = null;
                msg = null;
            } else {
                throw new IllegalArgumentException(file + ":" + number + ": unexpected line " + t);
            }
        }
        if (len != null || out.isEmpty()) {
            throw new IllegalArgumentException(file + ": incomplete or empty");
        }
        return out;
    }

    static Repeated repeated(Path file) throws IOException {
        Long repeat = null;
        byte[] text = null, md = null;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int eq = t.indexOf('=');
            String key = eq < 0 ? t : t.substring(0, eq).trim(), value = eq < 0 ? "" : t.substring(eq + 1).trim();
            if (key.equals("Repeat")) {
                repeat = Long.parseLong(value);
            } else if (key.equals("Text")) {
                text = value.getBytes(StandardCharsets.US_ASCII);
            } else if (key.equals("MD")) {
                md = hex(value);
            } else {
                throw new IllegalArgumentException(file + ": unexpected line " + t);
            }
        }
        if (repeat == null || text == null || md == null) {
            throw new IllegalArgumentException(file + ": incomplete");
        }
        return new Repeated(repeat, text, md);
    }

    static byte[] hex(String s) {
        if (s.length() % 2 != 0) {
            throw new IllegalArgumentException("odd-length hex: " + s);
        }
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }
}
