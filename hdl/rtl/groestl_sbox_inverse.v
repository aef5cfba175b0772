// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_sbox_inverse.v
// ----------------------
// The nonlinear core of the S-box for one byte: inversion in
// GF((2^4)^2), in and out in the composite basis (groestl_sbox.vh):
// {a1, a0} to {a1 * n, (a1 + a0) * n}, n = 1/d. Five levels of LUT4s:
// the norm d two, n one, the products two (a1 + a0 is ready long
// before n); each step is a module of its own so that ABC keeps them. The fast core keeps its state in that basis and folds the
// S-box's linear maps into MixBytes, so this is all that stands
// between two linear layers. keep_hierarchy: Yosys then maps it once
// rather than flattening 128 copies into one network, which ABC9 had
// not mapped after 20 minutes.
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_sbox_inverse(
                            input wire [7 : 0]  a,
                            output wire [7 : 0] b
                           );

`include "groestl_sbox.vh"

  wire [3 : 0] d;
  wire [3 : 0] n;
  wire [3 : 0] a_sum;

  assign n     = gf16_inverse(d);
  assign a_sum = a[7 : 4] ^ a[3 : 0];

  groestl_gf16_norm norm(.a(a), .d(d));
  groestl_gf16_mul  high(.x(a[7 : 4]), .y(n), .z(b[7 : 4]));
  groestl_gf16_mul  low(.x(a_sum), .y(n), .z(b[3 : 0]));

endmodule // groestl_sbox_inverse

//======================================================================
// EOF groestl_sbox_inverse.v
//======================================================================
