// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random messages, fed in random pieces through every update method, against the digests of
 * groestlsum (the C library's command line tool, an independent code base): every digest size
 * 8..512 of both versions, both implementations; and groestlcoinHash against groestlsum run
 * twice.
 */
class GroestlsumTest {
    @TempDir
    Path dir;

    @Test
    void everySizeBothVersionsRandomMessagesAndSplits() throws Exception {
        Path exe = TestSupport.groestlsum();
        Random r = TestSupport.random("groestlsum");
        int checked = 0;
        for (boolean groestl0 : new boolean[] {false, true}) {
            for (int bits = 8; bits <= 512; bits += 8) {
                List<byte[]> messages = new ArrayList<>();
                List<Path> files = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    byte[] m = new byte[TestSupport.randomLength(r)];
                    r.nextBytes(m);
                    Path f = dir.resolve(bits + (groestl0 ? "v0-" : "-") + i);
                    Files.write(f, m);
                    messages.add(m);
                    files.add(f);
                }
                List<String> want = TestSupport.groestlsum(exe, bits, groestl0, files);
                for (int i = 0; i < messages.size(); i++) {
                    byte[] m = messages.get(i);
                    for (Groestl.Implementation impl : Groestl.Implementation.values()) {
                        Groestl g = new Groestl(bits, groestl0 ? Groestl.Version.GROESTL0 : Groestl.Version.FINAL, impl);
                        String got = KatFiles.hex(TestSupport.feedInPieces(g, m, r).digest());
                        assertEquals(want.get(i), got, g + " of " + m.length + " random bytes in pieces"
                                + TestSupport.seedNote());
                        // The instance is reset by digest: the same message again, in one piece.
                        assertEquals(want.get(i), KatFiles.hex(g.update(m).digest()), g + " after digest"
                                + TestSupport.seedNote());
                        checked++;
                    }
                    if (!groestl0) {
                        assertEquals(want.get(i), KatFiles.hex(oneShot(bits, m)), "one shot" + TestSupport.seedNote());
                    }
                }
            }
        }
        assertEquals(2 * 64 * 4 * 2, checked);
    }

    private static byte[] oneShot(int bits, byte[] m) {
        return Groestl.hash(bits, m);
    }

    @Test
    void groestlcoinHashIsTwiceGroestl512Truncated() throws Exception {
        Path exe = TestSupport.groestlsum();
        Random r = TestSupport.random("groestlcoin");
        for (int i = 0; i < 8; i++) {
            byte[] m = new byte[i == 0 ? 80 : TestSupport.randomLength(r)];
            r.nextBytes(m);
            Path f = dir.resolve("coin" + i);
            Files.write(f, m);
            byte[] first = KatFiles.hex(TestSupport.groestlsum(exe, 512, false, Arrays.asList(f)).get(0));
            Path g = dir.resolve("coin" + i + "b");
            Files.write(g, first);
            String second = TestSupport.groestlsum(exe, 512, false, Arrays.asList(g)).get(0);
            assertEquals(second.substring(0, 64), KatFiles.hex(Groestl.groestlcoinHash(m)),
                    "groestlcoinHash of " + m.length + " bytes" + TestSupport.seedNote());
            byte[] padded = new byte[m.length + 9];
            System.arraycopy(m, 0, padded, 5, m.length);
            assertEquals(second.substring(0, 64), KatFiles.hex(Groestl.groestlcoinHash(padded, 5, m.length)));
            assertEquals(second.substring(0, 64), KatFiles.hex(Groestl.groestlcoinHash(padded, 5, m.length,
                    Groestl.Implementation.TABLES)));
        }
    }
}
