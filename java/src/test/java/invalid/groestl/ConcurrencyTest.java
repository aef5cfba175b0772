// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Separate digests on several threads at once (the engines and their tables are shared, the
 * class initialisation races), each result against the same message hashed on one thread.
 */
class ConcurrencyTest {
    @Test
    void separateDigestsOnManyThreads() throws Exception {
        int threads = 8;
        Random r = TestSupport.random("threads");
        byte[][] messages = new byte[threads * 4][];
        for (int i = 0; i < messages.length; i++) {
            messages[i] = new byte[TestSupport.randomLength(r) + 1000];
            r.nextBytes(messages[i]);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                final int id = t;
                Callable<List<String>> job = () -> {
                    start.await();
                    List<String> out = new ArrayList<>();
                    Random local = new Random(TestSupport.SEED + id);
                    MessageDigest md = MessageDigest.getInstance("GROESTL-512", new GroestlProvider());
                    for (int round = 0; round < 20; round++) {
                        byte[] m = messages[(id + round) % messages.length];
                        Groestl.Implementation impl = Groestl.Implementation.values()[round % 2];
                        Groestl g = new Groestl(round % 2 == 0 ? 256 : 512, Groestl.Version.FINAL, impl);
                        out.add(KatFiles.hex(TestSupport.feedInPieces(g, m, local).digest()));
                        out.add(KatFiles.hex(Groestl.groestlcoinHash(m)));
                        out.add(KatFiles.hex(md.digest(m)));
                    }
                    return out;
                };
                results.add(pool.submit(job));
            }
            start.countDown();
            for (int t = 0; t < threads; t++) {
                List<String> got = results.get(t).get(5, TimeUnit.MINUTES);
                for (int round = 0; round < 20; round++) {
                    byte[] m = messages[(t + round) % messages.length];
                    assertEquals(KatFiles.hex(Groestl.hash(round % 2 == 0 ? 256 : 512, m)), got.get(3 * round),
                            "thread " + t + " round " + round + TestSupport.seedNote());
                    assertEquals(KatFiles.hex(Groestl.groestlcoinHash(m)), got.get(3 * round + 1));
                    assertEquals(KatFiles.hex(Groestl.hash(512, m)), got.get(3 * round + 2));
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
