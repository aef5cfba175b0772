// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The 1 GiB messages of kat/final/ExtremelyLongMsgKAT_*.txt (more than 2^24 blocks: a narrow
 * block counter fails them), on the default, constant-time path, in the competition's way: the
 * 64-byte text given to update() 16777216 times. Two files at a time (two threads), since
 * they are the slowest test.
 */
class LongKatTest {
    @Test
    void extremelyLongMessagesOnTheDefaultPath() throws Exception {
        List<Path> files = new ArrayList<>();
        for (Path f : KatFiles.all()) {
            if (KatFiles.isRepeated(f)) {
                files.add(f);
            }
        }
        assertEquals(4, files.size(), "the four ExtremelyLongMsgKAT files");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<String>> got = new ArrayList<>();
            for (Path f : files) {
                KatFiles.Repeated v = KatFiles.repeated(f);
                got.add(pool.submit(() -> {
                    Groestl g = new Groestl(8 * v.md.length);
                    for (long i = 0; i < v.repeat; i++) {
                        g.update(v.text);
                    }
                    return KatFiles.hex(g.digest());
                }));
            }
            for (int i = 0; i < files.size(); i++) {
                assertEquals(KatFiles.hex(KatFiles.repeated(files.get(i)).md), got.get(i).get(), files.get(i).toString());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
