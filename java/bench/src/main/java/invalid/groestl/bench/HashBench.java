// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl.bench;

import fr.cryptohash.Groestl256;
import fr.cryptohash.Groestl512;
import invalid.groestl.Groestl;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One digest of a message per operation, in each implementation: ours constant-time ("ct", the
 * default) and with tables ("tables"), sphlib's Java Grøstl from saphir-hash-core ("sphlib"),
 * and the JDK's SHA-256 ("sha256", the same message size; for groestlcoin, SHA-256 twice, as
 * Bitcoin hashes a header). Each is a digest object made once, then update and digest into an
 * existing array: the streaming path, which allocates nothing in ours. groestlcoin is
 * Groestl.groestlcoinHash (ours, in either implementation: a new digest object a call), and
 * sphlib's digest(byte[]) twice and a copy of 32 bytes, as Groestlcoin's Java code calls it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HashBench {
    @Param({"ct", "tables", "sphlib", "sha256"})
    public String impl;

    private byte[] m64, m80, m1MiB, out;
    private Groestl ours256, ours512;
    private Groestl256 sph256;
    private Groestl512 sph512;
    private MessageDigest sha256;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        Random r = new Random(1);
        m64 = new byte[64];
        m80 = new byte[80];
        m1MiB = new byte[1 << 20];
        r.nextBytes(m64);
        r.nextBytes(m80);
        r.nextBytes(m1MiB);
        out = new byte[64];
        Groestl.Implementation i = impl.equals("tables") ? Groestl.Implementation.TABLES
                : Groestl.Implementation.CONSTANT_TIME;
        ours256 = new Groestl(256, Groestl.Version.FINAL, i);
        ours512 = new Groestl(512, Groestl.Version.FINAL, i);
        sph256 = new Groestl256();
        sph512 = new Groestl512();
        sha256 = MessageDigest.getInstance("SHA-256");
    }

    private byte[] g512(byte[] m) throws Exception {
        switch (impl) {
            case "sphlib":
                sph512.update(m);
                sph512.digest(out, 0, 64);
                return out;
            case "sha256":
                sha256.update(m);
                sha256.digest(out, 0, 32);
                return out;
            default:
                ours512.update(m);
                ours512.digest(out, 0);
                return out;
        }
    }

    private byte[] g256(byte[] m) throws Exception {
        switch (impl) {
            case "sphlib":
                sph256.update(m);
                sph256.digest(out, 0, 32);
                return out;
            case "sha256":
                sha256.update(m);
                sha256.digest(out, 0, 32);
                return out;
            default:
                ours256.update(m);
                ours256.digest(out, 0);
                return out;
        }
    }

    @Benchmark
    public byte[] groestl512_80B() throws Exception {
        return g512(m80);
    }

    @Benchmark
    public byte[] groestl512_1MiB() throws Exception {
        return g512(m1MiB);
    }

    @Benchmark
    public byte[] groestl256_64B() throws Exception {
        return g256(m64);
    }

    @Benchmark
    public byte[] groestl256_1MiB() throws Exception {
        return g256(m1MiB);
    }

    @Benchmark
    public byte[] groestlcoin_80B() throws Exception {
        switch (impl) {
            case "ct":
                return Groestl.groestlcoinHash(m80);
            case "tables":
                return Groestl.groestlcoinHash(m80, 0, m80.length, Groestl.Implementation.TABLES);
            case "sphlib":
                return Arrays.copyOf(sph512.digest(sph512.digest(m80)), 32);
            default:
                return sha256.digest(sha256.digest(m80));
        }
    }
}
