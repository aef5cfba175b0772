// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_gf16_mul.v
// ------------------
// Product in GF(16) (groestl_sbox.vh), as the sum of the four products
// of two-bit halves: two levels of LUT4s. keep_hierarchy holds that
// shape (flattened, ABC maps the fast core's inversions a level
// deeper).
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_gf16_mul(
                        input wire [3 : 0]  x,
                        input wire [3 : 0]  y,
                        output wire [3 : 0] z
                       );

  // Kept apart in Verilator too: inlined, its functions would clash
  // with the includer's copies (VARHIDDEN).
  /*verilator no_inline_module*/

`include "groestl_sbox.vh"

  assign z = gf16_mul_half(x, y, 1'b0, 1'b0) ^ gf16_mul_half(x, y, 1'b0, 1'b1) ^
             gf16_mul_half(x, y, 1'b1, 1'b0) ^ gf16_mul_half(x, y, 1'b1, 1'b1);

endmodule // groestl_gf16_mul

//======================================================================
// EOF groestl_gf16_mul.v
//======================================================================
