// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;

/** What several tests share: the random source, message feeding, groestlsum. */
final class TestSupport {
    private TestSupport() {
    }

    /** A seeded source; the seed is in every failure message (-Dgroestl.seed=N repeats a run). */
    static final long SEED = Long.getLong("groestl.seed", System.nanoTime());

    static Random random(String purpose) {
        return new Random(SEED ^ purpose.hashCode());
    }

    static String seedNote() {
        return " (seed " + SEED + ": -Dgroestl.seed=" + SEED + " repeats it)";
    }

    /** Random message lengths: short ones, around the block sizes, and a few longer ones. */
    static int randomLength(Random r) {
        switch (r.nextInt(4)) {
            case 0:
                return r.nextInt(130);
            case 1:
                return 64 * (1 + r.nextInt(4)) + r.nextInt(19) - 9;
            case 2:
                return 128 * (1 + r.nextInt(4)) + r.nextInt(19) - 9;
            default:
                return r.nextInt(5000);
        }
    }

    /**
     * Feeds msg to g in random pieces through every update method: single bytes, arrays with
     * offsets, heap, direct and read-only buffers of either byte order.
     */
    static Groestl feedInPieces(Groestl g, byte[] msg, Random r) {
        int i = 0;
        while (i < msg.length) {
            int n = Math.min(msg.length - i, r.nextInt(4) == 0 ? r.nextInt(3) : r.nextInt(300));
            switch (r.nextInt(6)) {
                case 0:
                    for (int k = 0; k < n; k++) {
                        g.update(msg[i + k]);
                    }
                    break;
                case 1: {
                    byte[] padded = new byte[n + 7];
                    System.arraycopy(msg, i, padded, 3, n);
                    g.update(padded, 3, n);
                    break;
                }
                case 2: {
                    ByteBuffer b = ByteBuffer.allocateDirect(n + 5);
                    b.order(r.nextBoolean() ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
                    b.position(2);
                    b.put(msg, i, n);
                    b.flip();
                    b.position(2);
                    g.update(b);
                    check(b.remaining() == 0, "a direct buffer's position must reach its limit");
                    break;
                }
                case 3: {
                    ByteBuffer b = ByteBuffer.wrap(msg, i, n).slice();
                    g.update(r.nextBoolean() ? b.asReadOnlyBuffer() : b);
                    break;
                }
                case 4: {
                    byte[] big = new byte[n + 10];
                    System.arraycopy(msg, i, big, 4, n);
                    ByteBuffer b = ByteBuffer.wrap(big, 1, n + 5).slice();
                    b.position(3).limit(3 + n);
                    g.update(b);
                    break;
                }
                default:
                    g.update(java.util.Arrays.copyOfRange(msg, i, i + n));
            }
            i += n;
        }
        return g;
    }

    static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }

    /**
     * groestlsum of the C build: the system property groestl.groestlsum, else ../build/groestlsum
     * of the repository. Missing: the test is skipped, unless groestl.requireGroestlsum is true
     * (the project's test stage sets it), then it fails.
     */
    static Path groestlsum() {
        String p = System.getProperty("groestl.groestlsum", "");
        Path path = p.isEmpty() ? KatFiles.repo().resolve("build").resolve("groestlsum") : Paths.get(p);
        if (!Files.isExecutable(path)) {
            String why = "groestlsum not found at " + path + " (build the C library: cmake -S . -B build && "
                    + "cmake --build build; or pass -Dgroestl.groestlsum=PATH)";
            if (Boolean.getBoolean("groestl.requireGroestlsum")) {
                throw new AssertionError(why);
            }
            Assumptions.assumeTrue(false, why);
        }
        return path;
    }

    /** groestlsum's digests (hex) of these files, in order. */
    static List<String> groestlsum(Path exe, int bits, boolean groestl0, List<Path> files)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(exe.toString());
        cmd.add("-l");
        cmd.add(Integer.toString(bits));
        if (groestl0) {
            cmd.add("--v0");
        }
        cmd.add("-j");
        cmd.add("1");
        for (Path f : files) {
            cmd.add(f.toString());
        }
        Process proc = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = readAll(proc.getInputStream());
        int rc = proc.waitFor();
        if (rc != 0) {
            throw new AssertionError("groestlsum exited " + rc + ": " + out);
        }
        List<String> digests = new ArrayList<>();
        for (String line : out.split("\n")) {
            if (!line.isEmpty()) {
                digests.add(line.substring(0, line.indexOf(' ')));
            }
        }
        check(digests.size() == files.size(), "groestlsum printed " + digests.size() + " lines for "
                + files.size() + " files: " + out);
        return digests;
    }

    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        for (int n; (n = in.read(buf)) > 0;) {
            b.write(buf, 0, n);
        }
        return new String(b.toByteArray(), StandardCharsets.UTF_8);
    }
}
