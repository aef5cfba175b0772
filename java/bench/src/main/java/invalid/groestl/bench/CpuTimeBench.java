// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl.bench;

import fr.cryptohash.Groestl256;
import fr.cryptohash.Groestl512;
import invalid.groestl.Groestl;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The cells of HashBench timed by the thread's CPU time instead of the wall clock, for a
 * machine shared with other work: time the thread spends switched out does not count. One
 * JVM; after a warm-up, rounds that time every cell once in turn (so that all see the same
 * conditions), each sample a batch of operations of about 20 ms. Writes one line per cell:
 * method impl samples min-ns/op median-ns/op.
 *
 * <p>Usage: CpuTimeBench OUTPUT-FILE [ROUNDS]
 */
public final class CpuTimeBench {
    private interface Op {
        void run() throws Exception;
    }

    private static final class Cell {
        final String method, impl;
        final Op op;
        int batch = 1;
        final List<Double> samples = new ArrayList<>();

        Cell(String method, String impl, Op op) {
            this.method = method;
            this.impl = impl;
            this.op = op;
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static volatile byte sink;

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        Random r = new Random(1);
        byte[] m64 = new byte[64], m80 = new byte[80], m1MiB = new byte[1 << 20], out = new byte[64];
        r.nextBytes(m64);
        r.nextBytes(m80);
        r.nextBytes(m1MiB);
        Groestl ct256 = new Groestl(256), ct512 = new Groestl(512);
        Groestl tb256 = new Groestl(256, Groestl.Version.FINAL, Groestl.Implementation.TABLES);
        Groestl tb512 = new Groestl(512, Groestl.Version.FINAL, Groestl.Implementation.TABLES);
        Groestl256 sph256 = new Groestl256();
        Groestl512 sph512 = new Groestl512();
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        List<Cell> cells = new ArrayList<>();
        Object[][] messages = {{"groestl512_80B", m80, 512}, {"groestl512_1MiB", m1MiB, 512},
            {"groestl256_64B", m64, 256}, {"groestl256_1MiB", m1MiB, 256}};
        for (Object[] mm : messages) {
            String method = (String) mm[0];
            byte[] m = (byte[]) mm[1];
            boolean wide = (Integer) mm[2] == 512;
            Groestl ct = wide ? ct512 : ct256, tb = wide ? tb512 : tb256;
            cells.add(new Cell(method, "ct", () -> ct.update(m).digest(out, 0)));
            cells.add(new Cell(method, "tables", () -> tb.update(m).digest(out, 0)));
            cells.add(new Cell(method, "sphlib", wide ? () -> {
                sph512.update(m);
                sph512.digest(out, 0, 64);
            } : () -> {
                sph256.update(m);
                sph256.digest(out, 0, 32);
            }));
            cells.add(new Cell(method, "sha256", () -> {
                sha.update(m);
                sha.digest(out, 0, 32);
            }));
        }
        cells.add(new Cell("groestlcoin_80B", "ct", () -> sink ^= Groestl.groestlcoinHash(m80)[0]));
        cells.add(new Cell("groestlcoin_80B", "tables",
                () -> sink ^= Groestl.groestlcoinHash(m80, 0, 80, Groestl.Implementation.TABLES)[0]));
        cells.add(new Cell("groestlcoin_80B", "sphlib",
                () -> sink ^= Arrays.copyOf(sph512.digest(sph512.digest(m80)), 32)[0]));
        cells.add(new Cell("groestlcoin_80B", "sha256", () -> sink ^= sha.digest(sha.digest(m80))[0]));

        // Warm-up: each cell for about 2 s of CPU time in all, which also sizes its batch.
        for (Cell c : cells) {
            long spent = 0;
            while (spent < 2_000_000_000L) {
                long t = cpu(c, c.batch);
                spent += t;
                if (t < 20_000_000L) {
                    c.batch = (int) Math.min(1 << 24, c.batch * 2L);
                }
            }
        }
        for (int round = 0; round < rounds; round++) {
            for (Cell c : cells) {
                c.samples.add((double) cpu(c, c.batch) / c.batch);
            }
        }
        try (PrintStream p = new PrintStream(Files.newOutputStream(Paths.get(args[0])), true, "UTF-8")) {
            for (Cell c : cells) {
                List<Double> s = new ArrayList<>(c.samples);
                s.sort(null);
                double median = s.size() % 2 == 1 ? s.get(s.size() / 2)
                        : (s.get(s.size() / 2 - 1) + s.get(s.size() / 2)) / 2;
                p.printf("%s %s %d %.1f %.1f%n", c.method, c.impl, s.size(), s.get(0), median);
            }
        }
        System.out.println("CpuTimeBench: " + cells.size() + " cells, " + rounds + " rounds, written to " + args[0]);
    }

    private static long cpu(Cell c, int n) throws Exception {
        long t = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < n; i++) {
            c.op.run();
        }
        return THREADS.getCurrentThreadCpuTime() - t;
    }
}
