// SPDX-License-Identifier: MIT OR Apache-2.0

// Package ctasm is a static constant-time check of amd64 assembly in Go's syntax, for the
// package groestl's *_amd64.s (its test runs it on them, and on a leaky control it must
// flag). It follows which registers and stack slots hold data derived from the secrets
// (taint): a load through a pointer argument that points at secrets (the chaining value,
// the message) taints its destination, and every instruction taints what it writes when it
// reads anything tainted. It reports
//   - a memory operand whose base or index register is tainted (an address computed from
//     the secrets: a table look-up), and
//   - a conditional jump whose flags come from an instruction that read tainted data (a
//     branch on the secrets),
//
// on every path through the function: the taint is a fixed point over its control flow, so
// a value carried around a loop is followed too.
//
// The input is the assembler's own listing (`go tool asm -S`): the instructions after macro
// expansion, jump targets as program counters. What the check does not see: a
// data-dependent shuffle or AES round (PSHUFB, VPERMB, AESENCLAST take the same time
// whatever the data, and no address comes from it) is fine by this definition, as in the
// project's definition of constant-time (docs: no table look-up or branch on the data).
package ctasm

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// ArgKind says what a function argument holds.
type ArgKind int

const (
	PublicValue   ArgKind = iota // a length, a count
	PublicPointer                // the address of tables or constants
	SecretPointer                // the address of secret data
)

// Finding is one place where an address or a branch depends on the secrets.
type Finding struct {
	Function string
	Line     string // file:line of the source
	Text     string // the instruction
	What     string
}

func (f Finding) String() string {
	return fmt.Sprintf("%s: %s: %s: %s", f.Line, f.Function, f.What, f.Text)
}

// class is what the check knows of a register or a stack slot.
type class int

const (
	public    class = iota // a value that does not depend on the secrets
	secret                 // a value that does
	secretPtr              // an address of secret memory (itself public)
	publicPtr              // an address of public memory
)

func join(a, b class) class {
	switch {
	case a == b:
		return a
	case a == secret || b == secret:
		return secret
	case a == secretPtr || b == secretPtr:
		return secretPtr // loads through it: secret
	}
	return publicPtr
}

type instr struct {
	pc       int
	line     string
	text     string
	op       string
	operands []string
}

type function struct {
	name   string
	instrs []instr
}

var (
	listingLine = regexp.MustCompile(`^\t0x[0-9a-f]+ (\d{5}) \(([^)]*)\)\t(.*)$`)
	textLine    = regexp.MustCompile(`^(\S+) STEXT`)
)

// parse splits an assembler listing into functions.
func parse(listing string) []function {
	var out []function
	for _, l := range strings.Split(listing, "\n") {
		if m := textLine.FindStringSubmatch(l); m != nil {
			out = append(out, function{name: m[1]})
			continue
		}
		m := listingLine.FindStringSubmatch(l)
		if m == nil || len(out) == 0 {
			continue
		}
		pc, _ := strconv.Atoi(m[1])
		fields := strings.SplitN(m[3], "\t", 2)
		in := instr{pc: pc, line: m[2], text: strings.ReplaceAll(m[3], "\t", " "), op: fields[0]}
		if len(fields) == 2 {
			in.operands = splitOperands(fields[1])
		}
		switch in.op {
		case "PCDATA", "FUNCDATA", "TEXT":
			continue
		}
		f := &out[len(out)-1]
		f.instrs = append(f.instrs, in)
	}
	return out
}

// splitOperands splits at the commas outside parentheses and brackets.
func splitOperands(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// register returns the register an operand names, the same for its 8- to 512-bit forms.
func register(op string) (string, bool) {
	switch {
	case regexp.MustCompile(`^[XYZ]\d+$`).MatchString(op):
		return "V" + op[1:], true
	case regexp.MustCompile(`^(AX|BX|CX|DX|SI|DI|BP|SP|R\d+|K\d)$`).MatchString(op):
		return op, true
	case regexp.MustCompile(`^R\d+[BWL]$`).MatchString(op):
		return op[:len(op)-1], true
	case regexp.MustCompile(`^(AL|BL|CL|DL|SIB|DIB)$`).MatchString(op):
		return map[string]string{"AL": "AX", "BL": "BX", "CL": "CX", "DL": "DX", "SIB": "SI", "DIB": "DI"}[op], true
	}
	return "", false
}

// memory is a memory operand: what it addresses through.
type memory struct {
	base, index string // registers, or "" (SB, FP, TLS are not registers)
	pseudo      string // SB, FP, SP (a named stack slot), TLS
	name        string // an argument's or a slot's name (name+off(FP))
	offset      int
}

var memoryOperand = regexp.MustCompile(`^([A-Za-z_][\w.·<>]*)?([+-]?\d+)?\((\w+)\)(?:\((\w+)\*\d\))?$`)

func parseMemory(op string) (memory, bool) {
	m := memoryOperand.FindStringSubmatch(op)
	if m == nil {
		return memory{}, false
	}
	var mem memory
	mem.name = m[1]
	if m[2] != "" {
		mem.offset, _ = strconv.Atoi(m[2])
	}
	switch m[3] {
	case "SB", "FP", "TLS":
		mem.pseudo = m[3]
	default:
		r, ok := register(m[3])
		if !ok {
			return memory{}, false
		}
		mem.base = r
		if r == "SP" {
			mem.pseudo = "SP"
		}
	}
	if m[4] != "" {
		r, ok := register(m[4])
		if !ok {
			return memory{}, false
		}
		mem.index = r
	}
	return mem, true
}

// state is what the check knows before an instruction.
type state struct {
	regs        map[string]class
	stack       map[int]class // by byte offset from SP
	flags       class
	publicDirty bool // tainted data was stored through a public pointer
}

func (s state) clone() state {
	c := state{regs: map[string]class{}, stack: map[int]class{}, flags: s.flags, publicDirty: s.publicDirty}
	for k, v := range s.regs {
		c.regs[k] = v
	}
	for k, v := range s.stack {
		c.stack[k] = v
	}
	return c
}

// merge joins o into s and reports whether s changed.
func (s *state) merge(o state) bool {
	changed := false
	for k, v := range o.regs {
		if j := join(s.regs[k], v); j != s.regs[k] {
			s.regs[k], changed = j, true
		}
	}
	for k, v := range o.stack {
		if j := join(s.stack[k], v); j != s.stack[k] {
			s.stack[k], changed = j, true
		}
	}
	if j := join(s.flags, o.flags); j != s.flags {
		s.flags, changed = j, true
	}
	if o.publicDirty && !s.publicDirty {
		s.publicDirty, changed = true, true
	}
	return changed
}

var (
	setsFlags = regexp.MustCompile(`^(ADD|ADC|SUB|SBB|INC|DEC|NEG|AND|ANDN|OR|XOR|TEST|CMP|SHL|SHR|SAR|ROL|ROR|RCL|RCR|BT|BTS|BTR|BTC|IMUL|MUL|DIV|IDIV|POPCNT|LZCNT|TZCNT|BSF|BSR)[BWLQ]?$|^(V?PTEST|KORTEST[BWDQ]|KTEST[BWDQ]|V?U?COMIS[SD])$`)
	// the destination is only written
	writesOnly = regexp.MustCompile(`^(V?MOV\w*|LEA[LQ]|VPBROADCAST\w+|VBROADCAST\w+|POP[LQ]|SET\w+)$`)
	jump       = regexp.MustCompile(`^J\w+$`)
	// the number of bytes a move of each width carries (for stack slots)
	widths = map[string]int{"B": 1, "W": 2, "L": 4, "Q": 8}
)

// width is how many bytes an instruction's memory operand covers (at most a ZMM register;
// an over-estimate is conservative).
func width(op string) int {
	if strings.HasPrefix(op, "V") || strings.HasPrefix(op, "P") {
		return 64
	}
	if w, ok := widths[op[len(op)-1:]]; ok {
		return w
	}
	return 8
}

// Analyze checks the functions of an assembler listing. args says what each argument name
// holds; an argument the listing loads that args does not name is an error.
func Analyze(listing string, args map[string]ArgKind) ([]Finding, error) {
	var findings []Finding
	for _, f := range parse(listing) {
		fs, err := analyzeFunction(f, args)
		if err != nil {
			return nil, err
		}
		findings = append(findings, fs...)
	}
	return findings, nil
}

func analyzeFunction(f function, args map[string]ArgKind) ([]Finding, error) {
	byPC := map[int]int{}
	for i, in := range f.instrs {
		byPC[in.pc] = i
	}
	entry := state{regs: map[string]class{"R14": publicPtr, "SP": publicPtr, "BP": publicPtr}, stack: map[int]class{}}
	states := make([]*state, len(f.instrs))
	if len(f.instrs) == 0 {
		return nil, nil
	}
	states[0] = &entry
	work := []int{0}
	found := map[string]Finding{}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		s := states[i].clone()
		in := f.instrs[i]
		if err := step(f.name, in, &s, args, found); err != nil {
			return nil, err
		}
		var succ []int
		switch {
		case in.op == "RET":
		case in.op == "JMP" && len(in.operands) == 1:
			if t, ok := target(in, byPC); ok {
				succ = append(succ, t)
			}
		case jump.MatchString(in.op):
			if t, ok := target(in, byPC); ok {
				succ = append(succ, t)
			}
			succ = append(succ, i+1)
		default:
			succ = append(succ, i+1)
		}
		for _, j := range succ {
			if j >= len(f.instrs) {
				continue
			}
			if states[j] == nil {
				c := s.clone()
				states[j] = &c
				work = append(work, j)
			} else if states[j].merge(s) {
				work = append(work, j)
			}
		}
	}
	var out []Finding
	for _, fd := range found {
		out = append(out, fd)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Line+out[a].What < out[b].Line+out[b].What })
	return out, nil
}

func target(in instr, byPC map[int]int) (int, bool) {
	pc, err := strconv.Atoi(in.operands[len(in.operands)-1])
	if err != nil {
		return 0, false
	}
	i, ok := byPC[pc]
	return i, ok
}

// step applies one instruction to s, recording findings.
func step(fn string, in instr, s *state, args map[string]ArgKind, found map[string]Finding) error {
	report := func(what string) {
		key := in.line + what
		found[key] = Finding{Function: fn, Line: in.line, Text: in.text, What: what}
	}
	if jump.MatchString(in.op) && in.op != "JMP" {
		if s.flags == secret {
			report("conditional jump on flags from the secrets")
		}
		return nil
	}
	if in.op == "JMP" || in.op == "CALL" {
		if len(in.operands) == 1 {
			if r, ok := register(in.operands[0]); ok && s.regs[r] == secret {
				report("jump to an address from the secrets")
			}
		}
		return nil
	}
	ops := in.operands
	if len(ops) == 0 {
		return nil
	}
	// The sources' class, the addresses' checks.
	src := public
	dst := ops[len(ops)-1]
	dstMem, dstIsMem := parseMemory(dst)
	load := func(mem memory, w int) (class, error) {
		for _, r := range []string{mem.base, mem.index} {
			if r != "" && s.regs[r] == secret {
				report("memory address from the secrets")
			}
		}
		switch {
		case mem.pseudo == "FP":
			name := mem.name
			if i := strings.IndexAny(name, "+-"); i >= 0 {
				name = name[:i]
			}
			kind, ok := args[name]
			if !ok {
				return 0, fmt.Errorf("%s: %s: argument %q: say whether it points at secrets", in.line, fn, name)
			}
			return map[ArgKind]class{PublicValue: public, PublicPointer: publicPtr, SecretPointer: secretPtr}[kind], nil
		case mem.pseudo == "SP":
			c := public
			for b := 0; b < w; b++ {
				c = joinSource(c, s.stack[mem.offset+b])
			}
			return c, nil
		case mem.pseudo == "TLS":
			return publicPtr, nil // the goroutine's g
		case mem.pseudo == "SB":
			if s.publicDirty {
				return secret, nil
			}
			return public, nil // constants
		}
		switch s.regs[mem.base] {
		case secretPtr:
			return secret, nil
		case publicPtr:
			if s.publicDirty {
				return secret, nil
			}
			return public, nil
		}
		return secret, nil // through an address the check cannot place: assume the worst
	}
	w := width(in.op)
	lea := strings.HasPrefix(in.op, "LEA")
	for k, op := range ops {
		if strings.HasPrefix(op, "$") {
			continue
		}
		isDst := k == len(ops)-1 && len(ops) > 1
		if r, ok := register(op); ok {
			if !isDst || !writesOnly.MatchString(in.op) {
				src = joinSource(src, s.regs[r])
			}
			continue
		}
		mem, ok := parseMemory(op)
		if !ok {
			return fmt.Errorf("%s: %s: cannot read operand %q of %q", in.line, fn, op, in.text)
		}
		if lea {
			// an address, not a load: its class is its registers'
			c := public
			if mem.base != "" {
				c = s.regs[mem.base]
			}
			if mem.index != "" {
				c = joinSource(c, s.regs[mem.index])
			}
			if mem.pseudo == "FP" || mem.pseudo == "SB" {
				c = publicPtr
			}
			src = c
			continue
		}
		if isDst && writesOnly.MatchString(in.op) {
			for _, r := range []string{mem.base, mem.index} { // a store's address
				if r != "" && s.regs[r] == secret {
					report("memory address from the secrets")
				}
			}
			continue
		}
		c, err := load(mem, w)
		if err != nil {
			return err
		}
		src = joinSource(src, c)
	}
	// A move of an argument or a pointer keeps its kind; arithmetic on a pointer with
	// public values keeps it a pointer.
	if setsFlags.MatchString(in.op) {
		s.flags = public
		if src == secret {
			s.flags = secret
		}
	}
	if len(ops) == 1 && (in.op == "INCQ" || in.op == "DECQ" || strings.HasPrefix(in.op, "NEG") || strings.HasPrefix(in.op, "PUSH")) {
		return nil
	}
	if in.op == "XCHGQ" && len(ops) == 2 {
		a, _ := register(ops[0])
		b, _ := register(ops[1])
		s.regs[a], s.regs[b] = s.regs[b], s.regs[a]
		return nil
	}
	if strings.HasPrefix(in.op, "CMP") || strings.HasPrefix(in.op, "TEST") || strings.HasPrefix(in.op, "BT") && len(in.op) <= 3 {
		return nil // flags only
	}
	if dstIsMem {
		switch {
		case dstMem.pseudo == "SP":
			for b := 0; b < w; b++ {
				s.stack[dstMem.offset+b] = src
			}
		case dstMem.pseudo == "FP":
		case dstMem.base != "" && s.regs[dstMem.base] == publicPtr && src == secret:
			s.publicDirty = true
		}
		return nil
	}
	if r, ok := register(dst); ok {
		s.regs[r] = src
	}
	return nil
}

// joinSource combines the classes of an instruction's inputs into its output's: pointer
// arithmetic with public values gives a pointer of the same memory.
func joinSource(a, b class) class {
	switch {
	case a == secret || b == secret:
		return secret
	case a == public:
		return b
	case b == public:
		return a
	}
	return join(a, b)
}
