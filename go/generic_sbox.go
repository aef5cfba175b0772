// SPDX-License-Identifier: MIT OR Apache-2.0

package groestl

// SubBytes of the generic permutations (generic.go): the AES S-box as a Boolean circuit on
// bit-planes, each gate one word operation for all the bytes of the planes.

// subBytesPlanes is SubBytes without its constant 0x63 (sboxMissing) on the planes x0 (bit 0)
// to x7 (bit 7), giving b0 to b7: Boyar and Peralta's 115-gate circuit for the AES S-box
// ("A new combinational logic minimization technique with applications to cryptology", SEA
// 2010: 32 AND, 83 XOR/XNOR), its four XNORs (S1, S2, S6, S7) made XORs. U0..U7 and S0..S7
// are the paper's names, U0 and S0 the most significant bits; y, t and z are its
// intermediate values, each computed once (TestSBoxCircuit checks all 256 bytes).
//
// The gates are not in the paper's order but in one a search found to leave the fewest
// instructions after Go's register allocation (amd64, 14 free registers for a circuit with
// some 25 values live at once): fewer spills to the stack. Any order that computes a value
// before its uses is the same circuit.
func subBytesPlanes(x0, x1, x2, x3, x4, x5, x6, x7 uint64) (b0, b1, b2, b3, b4, b5, b6, b7 uint64) {
	U0, U1, U2, U3, U4, U5, U6, U7 := x7, x6, x5, x4, x3, x2, x1, x0
	y14 := U3 ^ U5
	y9 := U0 ^ U3
	t0 := U1 ^ U2
	y13 := U0 ^ U6
	y12 := y13 ^ y14
	t1 := U4 ^ y12
	y20 := t1 ^ U1
	y15 := t1 ^ U5
	y1 := t0 ^ U7
	y5 := y1 ^ U6
	y8 := U0 ^ U5
	t2 := y12 & y15
	y10 := y15 ^ t0
	y11 := y20 ^ y9
	y2 := y1 ^ U0
	y4 := y1 ^ U3
	y17 := y10 ^ y11
	t13 := y14 & y17
	y6 := y15 ^ U7
	t5 := y4 & U7
	t6 := t5 ^ t2
	t12 := y9 & y11
	y16 := t0 ^ y11
	t7 := y13 & y16
	y7 := U7 ^ y11
	t8 := y5 & y1
	t14 := t13 ^ t12
	t15 := y8 & y10
	t16 := t15 ^ t12
	y21 := y13 ^ y16
	y18 := U0 ^ y16
	y3 := y5 ^ y8
	t9 := t8 ^ t7
	t18 := t6 ^ t16
	t3 := y3 & y6
	t4 := t3 ^ t2
	t17 := t4 ^ t14
	t21 := t17 ^ y20
	t19 := t9 ^ t14
	t23 := t19 ^ y21
	t26 := t21 & t23
	y19 := y10 ^ y8
	t22 := t18 ^ y19
	t25 := t21 ^ t22
	t31 := t22 ^ t26
	t10 := y2 & y7
	t11 := t10 ^ t7
	t20 := t11 ^ t16
	t24 := t20 ^ y18
	t27 := t24 ^ t26
	t30 := t23 ^ t24
	t32 := t31 & t30
	t33 := t32 ^ t24
	t35 := t27 ^ t33
	t36 := t24 & t35
	t34 := t23 ^ t33
	t37 := t36 ^ t34
	z1 := t37 & y6
	t38 := t27 ^ t36
	t28 := t25 & t27
	z2 := t33 & U7
	t29 := t28 ^ t22
	t39 := t29 & t38
	z10 := t37 & y3
	z11 := t33 & y4
	t40 := t25 ^ t39
	z13 := t40 & y5
	t44 := t33 ^ t37
	z4 := t40 & y1
	z5 := t29 & y7
	t42 := t29 ^ t33
	t47 := z10 ^ z11
	z14 := t29 & y2
	t43 := t29 ^ t40
	z0 := t44 & y15
	t48 := z5 ^ z13
	z15 := t42 & y9
	z9 := t44 & y12
	z12 := t43 & y13
	t41 := t40 ^ t37
	z6 := t42 & y11
	t56 := z12 ^ t48
	t51 := z2 ^ z5
	z3 := t43 & y16
	t50 := z2 ^ z12
	z8 := t41 & y10
	t49 := z9 ^ z10
	t45 := t42 ^ t41
	t53 := z0 ^ z3
	z7 := t45 & y17
	t54 := z6 ^ z7
	t57 := t50 ^ t53
	z16 := t45 & y14
	t59 := z3 ^ t54
	z17 := t41 & y8
	t61 := z14 ^ t57
	t46 := z15 ^ z16
	t52 := z7 ^ z8
	t60 := t46 ^ t57
	t58 := z4 ^ t46
	t62 := t52 ^ t58
	t65 := t61 ^ t62
	t63 := t49 ^ t58
	S0 := t59 ^ t63
	t66 := z1 ^ t63
	S3 := t53 ^ t66
	t55 := z16 ^ z17
	t64 := z4 ^ t59
	t67 := t64 ^ t65
	S6 := t56 ^ t62
	S4 := t51 ^ t66
	S5 := t47 ^ t65
	S7 := t48 ^ t60
	S2 := t55 ^ t67
	S1 := t64 ^ S3
	return S7, S6, S5, S4, S3, S2, S1, S0
}
