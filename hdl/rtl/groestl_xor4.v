// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_xor4.v
// --------------
// The XOR of four bits, kept as a module of its own so that it stays
// one LUT4: groestl_round_linear builds its trees of these where ABC,
// given the flat XORs, maps them a level deeper.
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_xor4(
                    input wire [3 : 0] a,
                    output wire        y
                   );

  assign y = ^a;

endmodule // groestl_xor4

//======================================================================
// EOF groestl_xor4.v
//======================================================================
