// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Spec's copies of the constants, and the S-box it computes, against the project's one source
 * of them: src/groestl_impl.h (shifts, MixBytes row) and src/groestl_sbox.h (the S-box).
 */
class SpecConstantsTest {
    private static String source(String name) throws Exception {
        return new String(Files.readAllBytes(KatFiles.repo().resolve("src").resolve(name)), StandardCharsets.UTF_8);
    }

    private static List<Integer> numbers(String text) {
        List<Integer> out = new ArrayList<>();
        Matcher m = Pattern.compile("0x[0-9a-fA-F]+|\\b[0-9]+\\b").matcher(text);
        while (m.find()) {
            out.add(Integer.decode(m.group()));
        }
        return out;
    }

    /** The numbers of a #define's body, backslash continuations joined, comments dropped. */
    private static List<Integer> define(String source, String name) {
        Matcher m = Pattern.compile("#define " + name + "\\s((?:[^\\n]*\\\\\\n)*[^\\n]*)").matcher(source);
        if (!m.find()) {
            throw new AssertionError(name + " not found");
        }
        String body = m.group(1).replaceAll("/\\*.*?\\*/", " ").replace("\\\n", " ");
        return numbers(body);
    }

    @Test
    void sboxIsGroestlSboxH() throws Exception {
        List<Integer> want = define(source("groestl_sbox.h"), "GROESTL_SBOX_BYTES");
        assertEquals(256, want.size());
        int[] got = Spec.sbox();
        for (int x = 0; x < 256; x++) {
            assertEquals((int) want.get(x), got[x], "S(" + x + ")");
        }
    }

    @Test
    void shiftsAreGroestlImplH() throws Exception {
        List<Integer> want = define(source("groestl_impl.h"), "GROESTL_SHIFTS_INIT");
        // [variant: final 512, final 1024, Grøstl-0 512, Grøstl-0 1024][P, Q][row]
        assertEquals(64, want.size());
        int i = 0;
        for (boolean finalVersion : new boolean[] {true, false}) {
            for (boolean wide : new boolean[] {false, true}) {
                for (int perm = 0; perm < 2; perm++) {
                    int[] w = new int[8];
                    for (int r = 0; r < 8; r++) {
                        w[r] = want.get(i++);
                    }
                    assertArrayEquals(w, Spec.shifts(wide, finalVersion, perm),
                            "shifts final=" + finalVersion + " wide=" + wide + " perm=" + perm);
                }
            }
        }
    }

    @Test
    void mixBytesRowIsGroestlImplH() throws Exception {
        List<Integer> want = define(source("groestl_impl.h"), "GROESTL_MIXBYTES_ROW_INIT");
        int[] w = new int[want.size()];
        for (int k = 0; k < w.length; k++) {
            w[k] = want.get(k);
        }
        assertArrayEquals(w, Spec.MIXBYTES_ROW);
    }

    @Test
    void roundConstantsFollowTheFormulaOfGroestlImplH() {
        // groestl_constant_byte, as its comment in groestl_impl.h states it.
        for (int round = 0; round < 14; round++) {
            for (int col = 0; col < 16; col++) {
                for (int row = 0; row < 8; row++) {
                    int rc = (col << 4 ^ round) & 0xff;
                    assertEquals(row == 0 ? rc : 0, Spec.constantByte(true, Spec.P, row, col, round));
                    assertEquals(row == 7 ? 0xff ^ rc : 0xff, Spec.constantByte(true, Spec.Q, row, col, round));
                    assertEquals(row == 0 && col == 0 ? round : 0, Spec.constantByte(false, Spec.P, row, col, round));
                    assertEquals(row == 7 && col == 0 ? 0xff ^ round : 0, Spec.constantByte(false, Spec.Q, row, col, round));
                }
            }
        }
    }
}
