# SPDX-License-Identifier: MIT OR Apache-2.0
"""model.py - the cycle model of `make -C cortexm bench` and the emulator of trace.py: a linked
firmware (harness/bench_main.c) run instruction by instruction in unicorn-engine, each
instruction charged from the timing tables of the Cortex-M4 and Cortex-M0+ technical reference
manuals (TIMING below; what it assumes is written beside each figure and in
docs/BENCHMARKS.md). The instructions come from the ELF through arm-none-eabi-objdump; what
unicorn executes is the same bytes."""
import re, struct, subprocess, sys

try:
    import unicorn
    from unicorn import arm_const
except ImportError:  # the one message a missing tool gets
    sys.exit("cortexm: the Python package unicorn is missing: scripts/setup.sh cortexm installs "
             "it into build-python/venv (run with that Python)")

STOP = 0x00ff0000       # where bench_entry returns to: the end of the run
PAINT = 0xA5            # stack painting
BENCH_MAX = 4096        # bench_main.c's bench_in
FLASH_WAIT_STATES = 5   # the second model: each data read from flash waits this much

# Cycles of an instruction kind: (the executed cost, the refill P added when a branch is taken).
# Cortex-M4 TRM (r0p1) table 3-1: ALU, MUL, UMULL 1; MLA, MLS 2; LDR 2 but 1 when it follows
# a load or store single it does not depend on (pipelined); STR 1; LDRD, STRD 3; LDM, STM, PUSH
# and POP 1 + N registers; B, BL, BX, BLX and a write to the PC 1 + P, P = 2 (the TRM gives 1
# to 3); a conditional branch not taken 1; IT 1 (not folded). Cortex-M0+ TRM (r0p1) 3.3: ALU 1,
# MULS 1 (the single-cycle multiplier option), every load and store 2, LDM, STM, PUSH, POP
# 1 + N, B taken 2, not taken 1, BL 3, BX and BLX 2, POP with the PC 3 + N.
TIMING = {
    "cortex-m4": {"alu": 1, "mul": 1, "mla": 2, "div": 12, "load": 2, "load_piped": 1,
                  "store": 1, "double": 3, "multi": 1, "branch": 1, "taken": 2, "bl": 3,
                  "pop_pc": 2},
    "cortex-m0plus": {"alu": 1, "mul": 1, "mla": 1, "div": 1, "load": 2, "load_piped": 2,
                      "store": 2, "double": 2, "multi": 1, "branch": 1, "taken": 1, "bl": 3,
                      "pop_pc": 2},
}

LOADS = ("ldr", "ldrb", "ldrh", "ldrsb", "ldrsh", "ldrex", "ldrexb", "ldrexh", "ldrt", "ldrbt")
STORES = ("str", "strb", "strh", "strex", "strexb", "strexh")
CONDS = ("eq", "ne", "cs", "cc", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al")
REG = re.compile(r"\b(r\d+|sp|lr|pc|ip|fp|sl|sb)\b")
ALIAS = {"ip": "r12", "fp": "r11", "sl": "r10", "sb": "r9"}


def base_mnemonic(m):
    """ldr.w -> ldr, beq.n -> b (conditional), ldreq -> ldr (in an IT block)."""
    m = m.split(".")[0]
    cond = False
    for known in LOADS + STORES + ("ldrd", "strd", "bl", "blx", "bx", "b", "cbz", "cbnz"):
        if m == known:
            return m, False
    if len(m) > 2 and m[-2:] in CONDS and m[:-2] not in ("", "t"):
        m, cond = m[:-2], True
    return m, cond


def regs(text):
    return [ALIAS.get(r, r) for r in REG.findall(text)]


class Instr:
    __slots__ = ("kind", "n", "addr_regs", "dest", "size", "text")


def decode(elf):
    """address -> Instr, from objdump's disassembly of the whole ELF."""
    out = subprocess.run(["arm-none-eabi-objdump", "-d", elf], capture_output=True, text=True,
                         check=True).stdout
    table = {}
    line_re = re.compile(r"^\s*([0-9a-f]+):\s+([0-9a-f]{4})(?: ([0-9a-f]{4}))?\s+(\S+)\s*(.*)$")
    for line in out.splitlines():
        m = line_re.match(line)
        if not m or m.group(4).startswith("."):
            continue
        addr = int(m.group(1), 16)
        ins = Instr()
        ins.size = 4 if m.group(3) else 2
        ins.text = (m.group(4) + " " + m.group(5).split("@")[0]).strip()
        mn, _ = base_mnemonic(m.group(4))
        ops = m.group(5).split("@")[0].split(";")[0]
        ins.n, ins.addr_regs, ins.dest = 0, (), None
        if mn in LOADS or mn in STORES:
            ins.kind = "load" if mn in LOADS else "store"
            inside = ops[ops.find("["):] if "[" in ops else ""
            ins.addr_regs = tuple(regs(inside))
            ins.dest = regs(ops)[0]
            if ins.kind == "load" and ins.dest == "pc":
                ins.kind = "load_pc"
        elif mn in ("ldrd", "strd"):
            ins.kind = "double"
        elif mn in ("ldm", "ldmia", "ldmfd", "pop", "stm", "stmia", "stmdb", "stmea", "push"):
            rl = ops[ops.find("{"):] if "{" in ops else ops
            names = regs(rl)
            count = 0
            for part in rl.strip("{} ").split(","):
                part = part.strip()
                if "-" in part:
                    a, b = (int(x.strip()[1:]) for x in part.split("-"))
                    count += b - a + 1
                elif part:
                    count += 1
            ins.n = count
            ins.kind = "multi_pc" if "pc" in names and mn in ("pop", "ldm", "ldmia", "ldmfd") else "multi"
        elif mn in ("b", "cbz", "cbnz"):
            ins.kind = "cond_branch"
        elif mn in ("bl", "blx", "bx"):
            ins.kind = "bl" if mn != "bx" else "bx"
        elif mn in ("mul", "muls", "umull", "smull", "umlal", "smlal"):
            ins.kind = "mul"
        elif mn in ("mla", "mls"):
            ins.kind = "mla"
        elif mn in ("sdiv", "udiv"):
            ins.kind = "div"
        else:
            ins.kind = "alu"
            r = regs(ops)
            if r and r[0] == "pc" and mn in ("mov", "add"):
                ins.kind = "bx"
        table[addr] = ins
    return table


def elf_segments(elf):
    data = open(elf, "rb").read()
    phoff, = struct.unpack_from("<I", data, 0x1c)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x2a)
    for i in range(phnum):
        p_type, off, vaddr, _paddr, filesz, memsz, _flags, _align = struct.unpack_from(
            "<8I", data, phoff + i * phentsize)
        if p_type == 1 and memsz:
            yield vaddr, data[off:off + filesz], memsz


def symbols(elf):
    out = subprocess.run(["arm-none-eabi-nm", elf], capture_output=True, text=True, check=True).stdout
    return {name: int(addr, 16) for addr, _t, name in (l.split() for l in out.splitlines() if len(l.split()) == 3)}


class Firmware:
    """One benchmark firmware in the emulator. flash = (origin, size), ram = (origin, size)."""

    def __init__(self, elf, cpu, flash, ram):
        self.cpu, self.flash, self.ram = cpu, flash, ram
        self.table = decode(elf)
        self.sym = symbols(elf)
        self.segments = list(elf_segments(elf))
        self.t = TIMING[cpu]

    def _machine(self):
        uc = unicorn.Uc(unicorn.UC_ARCH_ARM, unicorn.UC_MODE_THUMB | unicorn.UC_MODE_MCLASS)
        uc.ctl_set_cpu_model({"cortex-m4": arm_const.UC_CPU_ARM_CORTEX_M4,
                              "cortex-m0plus": arm_const.UC_CPU_ARM_CORTEX_M0}[self.cpu])
        uc.mem_map(self.flash[0], self.flash[1])
        uc.mem_map(self.ram[0], self.ram[1])
        if not self.flash[0] <= STOP < self.flash[0] + self.flash[1]:
            uc.mem_map(STOP & ~0xfff, 0x1000)
        for vaddr, blob, memsz in self.segments:
            uc.mem_write(vaddr, blob + bytes(memsz - len(blob)))
        return uc

    def run(self, bits, msg, trace=False, length=None):
        """Hash msg (bench_in) with a digest of `bits` through bench_entry. Returns a dict:
        cycles (zero wait states), flash_reads (data reads from flash: each costs
        FLASH_WAIT_STATES in the second model), instructions, stack (bytes below the entry's
        sp written), digest; with trace, also the executed addresses and the addresses read
        and written, in order. length: what bench_len gets, if not len(msg)."""
        uc = self._machine()
        top = self.ram[0] + self.ram[1]
        s = self.sym  # the stack may reach down to the end of the static data and buffers
        low = max(s["bss_end"], s["bench_in"] + BENCH_MAX, s["bench_out"] + 64,
                  s["bench_len"] + 4, s["bench_bits"] + 4)
        uc.mem_write(low, bytes([PAINT]) * (top - low))
        uc.mem_write(s["bench_in"], msg)
        uc.mem_write(s["bench_len"], struct.pack("<I", len(msg) if length is None else length))
        uc.mem_write(s["bench_bits"], struct.pack("<I", bits))
        uc.reg_write(arm_const.UC_ARM_REG_SP, top)
        uc.reg_write(arm_const.UC_ARM_REG_LR, STOP | 1)
        st = {"cycles": 0, "flash_reads": 0, "instructions": 0}
        table, t = self.table, self.t
        prev = [None, 0]  # the previous instruction and the address after it
        executed, accesses = [], []
        flash_lo, flash_hi = self.flash[0], self.flash[0] + self.flash[1]
        cost = {"alu": t["alu"], "mul": t["mul"], "mla": t["mla"], "div": t["div"],
                "store": t["store"], "double": t["double"]}

        def on_code(uc, addr, size, _):
            p, after = prev
            if p is not None and addr != after and p.kind in ("cond_branch",):
                st["cycles"] += t["taken"]
            ins = table.get(addr)
            if ins is None:
                raise RuntimeError(f"no disassembly for {addr:#x}")
            k = ins.kind
            if k == "load":
                piped = (p is not None and p.kind in ("load", "store") and
                         (p.kind == "store" or p.dest not in ins.addr_regs))
                c = t["load_piped"] if piped else t["load"]
            elif k == "load_pc":
                c = t["load"] + t["taken"]
            elif k == "multi":
                c = t["multi"] + ins.n
            elif k == "multi_pc":
                c = t["multi"] + ins.n + t["pop_pc"]
            elif k == "cond_branch":
                c = t["branch"]
            elif k == "bl":
                c = t["bl"]
            elif k == "bx":
                c = t["branch"] + t["taken"]
            else:
                c = cost[k]
            st["cycles"] += c
            st["instructions"] += 1
            prev[0], prev[1] = ins, addr + ins.size
            if trace:
                executed.append(addr)

        def on_read(uc, access, addr, size, value, _):
            if flash_lo <= addr < flash_hi:
                st["flash_reads"] += 1
            if trace:
                accesses.append((access == unicorn.UC_MEM_WRITE, addr))

        uc.hook_add(unicorn.UC_HOOK_CODE, on_code)
        if trace:
            uc.hook_add(unicorn.UC_HOOK_MEM_READ | unicorn.UC_HOOK_MEM_WRITE, on_read)
        else:
            uc.hook_add(unicorn.UC_HOOK_MEM_READ, on_read, begin=flash_lo, end=flash_hi - 1)
        uc.emu_start(self.sym["bench_entry"] | 1, STOP)
        painted = uc.mem_read(low, top - low)
        untouched = next((i for i, b in enumerate(painted) if b != PAINT), len(painted))
        st["stack"] = top - (low + untouched)
        st["digest"] = bytes(uc.mem_read(self.sym["bench_out"], 64))
        if trace:
            st["executed"], st["accesses"] = executed, accesses
        return st
