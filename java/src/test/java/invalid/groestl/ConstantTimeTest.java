// SPDX-License-Identifier: MIT OR Apache-2.0
package invalid.groestl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Interpreter;
import org.objectweb.asm.tree.analysis.Value;

/**
 * The constant-time claim, checked on the bytecode: a taint analysis of the methods that touch
 * the message and the chaining value. Data is secret where it enters: every long parameter,
 * every element read from an array of primitives (an array of arrays gives arrays, whose
 * elements are data in turn), every long a buffer returns. Secrets spread through arithmetic and
 * locals. A violation is a secret that reaches an array index, a branch or switch, a division
 * or remainder, a shift or rotation amount, an int parameter or int result of the class's
 * methods, or any call outside a short list of constant-time ones (Long.rotateLeft/Right,
 * Long.reverseBytes, the buffer's getLong by public index).
 *
 * <p>Controls: the same check must flag each round of the table engine (TableRounds: its
 * look-ups are indexed by state bytes) and six small methods below that leak their data one way
 * each; if it did not, it would prove nothing.
 */
class ConstantTimeTest {
    /** The entry points from the digest, per class; their callees in the class follow. */
    private static final String[] ENGINE_ROOTS = {"compress", "output", "chainFromColumns", "chainToColumns"};

    @Test
    void bitslicedEngineAndWordsHaveNoDataDependentIndexBranchOrCall() throws Exception {
        Set<String> v = new TreeSet<>();
        v.addAll(violations(BitslicedEngine.class, ENGINE_ROOTS));
        v.addAll(violations(Words.class, "load", "store"));
        assertEquals(new TreeSet<String>(), v);
    }

    @Test
    void controlTableRoundsAreFlagged() throws Exception {
        List<String> rounds = new ArrayList<>();
        for (java.lang.reflect.Method m : TableRounds.class.getDeclaredMethods()) {
            if (m.getName().startsWith("roundShifts")) {
                rounds.add(m.getName());
            }
        }
        assertEquals(4, rounds.size(), "TableRounds' rounds: " + rounds);
        Set<String> v = violations(TableRounds.class, rounds.toArray(new String[0]));
        for (String round : rounds) {
            assertTrue(v.stream().anyMatch(s -> s.startsWith("TableRounds." + round + " ")
                    && s.contains("array index from data")), "the look-ups of " + round + " must be flagged: " + v);
        }
    }

    @Test
    void controlLeakyMethodsAreFlagged() throws Exception {
        Set<String> v = violations(Leaky.class, "branchOnData", "indexByData", "divideData", "shiftByData",
                "callWithData", "intFromData");
        for (String what : new String[] {"branchOnData", "indexByData", "divideData", "shiftByData",
            "callWithData", "intFromData"}) {
            assertTrue(v.stream().anyMatch(s -> s.startsWith("Leaky." + what)), what + " must be flagged: " + v);
        }
        assertEquals(new TreeSet<String>(), violations(Leaky.class, "clean"));
    }

    /** Controls: each method but clean() leaks its long argument one way. */
    @SuppressWarnings("unused")
    static final class Leaky {
        static final long[] TABLE = new long[256];

        static long branchOnData(long x) {
            return x > 0 ? 1 : 2;
        }

        static long indexByData(long x) {
            return TABLE[(int) x & 0xff];
        }

        static long divideData(long x) {
            return 1000 / x;
        }

        static long shiftByData(long x, long y) {
            return x << y;
        }

        static long callWithData(long x) {
            return Long.bitCount(x);
        }

        static int intFromData(long x) {
            return (int) x;
        }

        static long clean(long x, long[] a, int i) {
            return Long.rotateRight(x ^ a[i + 1], 8) & ~a[3];
        }
    }

    // ---- The analysis --------------------------------------------------------------------------

    static Set<String> violations(Class<?> type, String... roots) throws IOException, AnalyzerException {
        ClassNode cn = new ClassNode();
        try (InputStream in = type.getResourceAsStream("/" + type.getName().replace('.', '/') + ".class")) {
            new ClassReader(in).accept(cn, 0);
        }
        Map<String, MethodNode> methods = new HashMap<>();
        for (MethodNode m : cn.methods) {
            methods.put(m.name + m.desc, m);
        }
        Deque<MethodNode> work = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        List<String> rootList = Arrays.asList(roots);
        for (MethodNode m : cn.methods) {
            if (rootList.contains(m.name) && seen.add(m.name + m.desc)) {
                work.add(m);
            }
        }
        assertTrue(!work.isEmpty(), "no method " + rootList + " in " + type);
        Set<String> out = new TreeSet<>();
        while (!work.isEmpty()) {
            MethodNode m = work.poll();
            Taint taint = new Taint(type.getSimpleName() + "." + m.name, m, cn.name);
            new Analyzer<>(taint).analyze(cn.name, m);
            out.addAll(taint.violations);
            for (AbstractInsnNode insn : m.instructions) {
                if (insn instanceof MethodInsnNode && ((MethodInsnNode) insn).owner.equals(cn.name)) {
                    MethodInsnNode call = (MethodInsnNode) insn;
                    MethodNode callee = methods.get(call.name + call.desc);
                    if (callee != null && seen.add(call.name + call.desc)) {
                        work.add(callee);
                    }
                }
            }
        }
        return out;
    }

    /** A value: its type (as ASM's BasicInterpreter has it) and whether it derives from data. */
    static final class T implements Value {
        final BasicValue basic;
        final boolean secret;

        T(BasicValue basic, boolean secret) {
            this.basic = basic;
            this.secret = secret;
        }

        @Override
        public int getSize() {
            return basic.getSize();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof T && ((T) o).basic.equals(basic) && ((T) o).secret == secret;
        }

        @Override
        public int hashCode() {
            return basic.hashCode() * 2 + (secret ? 1 : 0);
        }
    }

    static final class Taint extends Interpreter<T> {
        private final BasicInterpreter basic = new BasicInterpreter();
        private final String where;
        private final MethodNode method;
        private final String owner;
        final Set<String> violations = new TreeSet<>();

        Taint(String where, MethodNode method, String owner) {
            super(Opcodes.ASM9);
            this.where = where;
            this.method = method;
            this.owner = owner;
        }

        private T wrap(BasicValue b, boolean secret) {
            return b == null ? null : new T(b, secret);
        }

        private void flag(AbstractInsnNode insn, String what) {
            violations.add(where + " @" + method.instructions.indexOf(insn) + ": " + what);
        }

        @Override
        public T newValue(Type type) {
            return wrap(basic.newValue(type), false);
        }

        @Override
        public T newParameterValue(boolean isInstanceMethod, int local, Type type) {
            return wrap(basic.newValue(type), type.getSort() == Type.LONG);
        }

        @Override
        public T newOperation(AbstractInsnNode insn) throws AnalyzerException {
            return wrap(basic.newOperation(insn), false);
        }

        @Override
        public T copyOperation(AbstractInsnNode insn, T value) throws AnalyzerException {
            return wrap(basic.copyOperation(insn, value.basic), value.secret);
        }

        @Override
        public T unaryOperation(AbstractInsnNode insn, T value) throws AnalyzerException {
            int op = insn.getOpcode();
            if (value.secret) {
                switch (op) {
                    case Opcodes.IFEQ: case Opcodes.IFNE: case Opcodes.IFLT: case Opcodes.IFGE:
                    case Opcodes.IFGT: case Opcodes.IFLE: case Opcodes.TABLESWITCH: case Opcodes.LOOKUPSWITCH:
                    case Opcodes.IFNULL: case Opcodes.IFNONNULL:
                        flag(insn, "branch on data");
                        break;
                    case Opcodes.PUTSTATIC:
                        flag(insn, "data stored in a static field");
                        break;
                    default:
                        break;
                }
            }
            if (op == Opcodes.GETFIELD) {
                return wrap(basic.unaryOperation(insn, value.basic), false);
            }
            return wrap(basic.unaryOperation(insn, value.basic), value.secret);
        }

        @Override
        public T binaryOperation(AbstractInsnNode insn, T a, T b) throws AnalyzerException {
            int op = insn.getOpcode();
            BasicValue r = basic.binaryOperation(insn, a.basic, b.basic);
            switch (op) {
                case Opcodes.IALOAD: case Opcodes.LALOAD: case Opcodes.FALOAD: case Opcodes.DALOAD:
                case Opcodes.BALOAD: case Opcodes.CALOAD: case Opcodes.SALOAD:
                    if (b.secret) {
                        flag(insn, "array index from data");
                    }
                    return wrap(r, true); // array contents: data
                case Opcodes.AALOAD:
                    if (b.secret) {
                        flag(insn, "array index from data");
                    }
                    return wrap(r, false); // an array of arrays gives arrays, whose contents are data
                case Opcodes.IDIV: case Opcodes.LDIV: case Opcodes.IREM: case Opcodes.LREM:
                    if (a.secret || b.secret) {
                        flag(insn, "division of data");
                    }
                    break;
                case Opcodes.ISHL: case Opcodes.ISHR: case Opcodes.IUSHR:
                case Opcodes.LSHL: case Opcodes.LSHR: case Opcodes.LUSHR:
                    if (b.secret) {
                        flag(insn, "shift by a data-dependent amount");
                    }
                    break;
                case Opcodes.IF_ICMPEQ: case Opcodes.IF_ICMPNE: case Opcodes.IF_ICMPLT: case Opcodes.IF_ICMPGE:
                case Opcodes.IF_ICMPGT: case Opcodes.IF_ICMPLE: case Opcodes.IF_ACMPEQ: case Opcodes.IF_ACMPNE:
                    if (a.secret || b.secret) {
                        flag(insn, "branch on data");
                    }
                    break;
                case Opcodes.PUTFIELD:
                    if (b.secret) {
                        flag(insn, "data stored in a field");
                    }
                    break;
                default:
                    break;
            }
            return wrap(r, a.secret || b.secret);
        }

        @Override
        public T ternaryOperation(AbstractInsnNode insn, T array, T index, T value) throws AnalyzerException {
            if (index.secret) {
                flag(insn, "array index from data");
            }
            if (array.secret) {
                flag(insn, "array chosen by data");
            }
            return wrap(basic.ternaryOperation(insn, array.basic, index.basic, value.basic), false);
        }

        @Override
        public T naryOperation(AbstractInsnNode insn, List<? extends T> values) throws AnalyzerException {
            BasicValue[] bv = new BasicValue[values.size()];
            boolean anySecret = false;
            for (int i = 0; i < bv.length; i++) {
                bv[i] = values.get(i).basic;
                anySecret |= values.get(i).secret;
            }
            BasicValue r = basic.naryOperation(insn, Arrays.asList(bv));
            if (!(insn instanceof MethodInsnNode)) {
                return wrap(r, anySecret);
            }
            MethodInsnNode call = (MethodInsnNode) insn;
            String id = call.owner + "." + call.name + call.desc;
            Type[] args = Type.getArgumentTypes(call.desc);
            int first = values.size() - args.length; // the receiver, if any, comes first
            if (call.owner.equals(owner) || id.startsWith("invalid/groestl/Words.")) {
                // Analysed itself, with int arguments taken as public: they must be.
                for (int i = 0; i < args.length; i++) {
                    if (args[i].getSort() != Type.LONG && values.get(first + i).secret) {
                        flag(insn, "data passed as " + args[i] + " to " + call.name);
                    }
                }
                return wrap(r, Type.getReturnType(call.desc).getSort() == Type.LONG);
            }
            switch (id) {
                case "java/lang/Long.rotateLeft(JI)J":
                case "java/lang/Long.rotateRight(JI)J":
                    if (values.get(1).secret) {
                        flag(insn, "rotation by a data-dependent amount");
                    }
                    return wrap(r, values.get(0).secret);
                case "java/lang/Long.reverseBytes(J)J":
                    return wrap(r, values.get(0).secret);
                case "java/nio/ByteBuffer.getLong(I)J":
                    if (values.get(1).secret) {
                        flag(insn, "buffer index from data");
                    }
                    return wrap(r, true);
                default:
                    if (anySecret) {
                        flag(insn, "data passed to " + id);
                    }
                    return wrap(r, false);
            }
        }

        @Override
        public void returnOperation(AbstractInsnNode insn, T value, T expected) {
            if (value.secret && Type.getReturnType(method.desc).getSort() != Type.LONG) {
                flag(insn, "data returned as " + Type.getReturnType(method.desc));
            }
        }

        @Override
        public T merge(T a, T b) {
            BasicValue m = basic.merge(a.basic, b.basic);
            return wrap(m, a.secret || b.secret);
        }
    }
}
