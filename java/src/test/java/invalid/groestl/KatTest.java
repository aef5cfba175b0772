// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every vector of every kat/ file, on both implementations. */
class KatTest {
    @TestFactory
    List<DynamicTest> everyVectorFile() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : KatFiles.all()) {
            if (KatFiles.isRepeated(file)) {
                continue; // LongKatTest
            }
            for (Groestl.Implementation impl : Groestl.Implementation.values()) {
                tests.add(DynamicTest.dynamicTest(KatFiles.repo().relativize(file) + " " + impl,
                        () -> checkFile(file, impl)));
            }
        }
        return tests;
    }

    static void checkFile(Path file, Groestl.Implementation impl) throws Exception {
        Groestl.Version version = KatFiles.isGroestl0(file) ? Groestl.Version.GROESTL0 : Groestl.Version.FINAL;
        int count = 0;
        for (KatFiles.Vector v : KatFiles.vectors(file)) {
            Groestl g = new Groestl(8 * v.md.length, version, impl);
            byte[] got = g.updateBits(v.msg, v.bits).digest();
            assertEquals(KatFiles.hex(v.md), KatFiles.hex(got), file + " Len = " + v.bits);
            count++;
        }
        if (count < 256) {
            throw new AssertionError(file + ": only " + count + " vectors");
        }
    }
}
