// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_gf16_norm.v
// -------------------
// The norm d of an element of GF((2^4)^2) (groestl_sbox.vh): two
// levels of LUT4s, kept as a module so that ABC keeps that depth
// rather than merging it with the inversion of d after it (one LUT
// less, one level more).
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_gf16_norm(
                         input wire [7 : 0]  a,
                         output wire [3 : 0] d
                        );

  // Kept apart in Verilator too: inlined, its functions would clash
  // with the includer's copies (VARHIDDEN).
  /*verilator no_inline_module*/

`include "groestl_sbox.vh"

  assign d = gf16_norm(a);

endmodule // groestl_gf16_norm

//======================================================================
// EOF groestl_gf16_norm.v
//======================================================================
