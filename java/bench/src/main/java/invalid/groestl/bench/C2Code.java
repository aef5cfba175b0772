// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl.bench;

import invalid.groestl.Groestl;
import java.util.Random;

/**
 * A workload for c2_code.py: Grøstl-512 and Grøstl-256 of 64 KiB messages in both
 * implementations, long enough for C2 to compile the engines' methods, which the JVM then
 * prints (-XX:CompileCommand=print).
 *
 * <p>Usage: C2Code [SECONDS]
 */
public final class C2Code {
    private C2Code() {
    }

    public static void main(String[] args) {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 5;
        byte[] m = new byte[1 << 16];
        byte[] out = new byte[64];
        new Random(1).nextBytes(m);
        Groestl[] digests = {
            new Groestl(512), new Groestl(256),
            new Groestl(512, Groestl.Version.FINAL, Groestl.Implementation.TABLES),
            new Groestl(256, Groestl.Version.FINAL, Groestl.Implementation.TABLES),
        };
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        int sink = 0;
        while (System.nanoTime() < end) {
            for (Groestl g : digests) {
                g.update(m).digest(out, 0);
                sink += out[0];
            }
        }
        System.out.println("C2Code: done (" + sink + ")");
    }
}
