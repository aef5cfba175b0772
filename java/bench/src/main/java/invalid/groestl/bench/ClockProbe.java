// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The core clock, for summarize.py's cycle counts: a chain of dependent 64-bit multiplies
 * (IMUL, 3 cycles each on Zen 3, Zen 4 and Zen 5) timed by the thread's CPU time; the
 * fastest of many batches. Each step squares the last product (odd stays odd): a product by
 * a loop invariant would be a reduction, which C2 vectorizes. Prints the clock in GHz.
 *
 * <p>Usage: ClockProbe [MULTIPLY-LATENCY-CYCLES]
 */
public final class ClockProbe {
    private static volatile long seed = 0x9E3779B97F4A7C15L;

    private ClockProbe() {
    }

    static long chain(long x, int n) {
        for (int i = 0; i < n; i++) {
            x *= x;
        }
        return x;
    }

    public static void main(String[] args) {
        double latency = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        final int n = 20_000_000;
        long sink = 0;
        double best = Double.MAX_VALUE;
        for (int batch = 0; batch < 60; batch++) {
            long start = threads.getCurrentThreadCpuTime();
            sink = chain(seed, n);
            long ns = threads.getCurrentThreadCpuTime() - start;
            if (batch >= 10 && ns > 0) {
                best = Math.min(best, (double) ns / n);
            }
        }
        System.out.printf("%.2f%n", latency / best);
        if (sink == 42) {
            System.err.println("ClockProbe: " + sink);
        }
    }
}
