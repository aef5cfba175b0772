// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_fast_feed.v
// -------------------
// The register inputs of the fast core's P, Q and chaining value, one
// LUT4 per bit after the rounds (see groestl_fast.v):
//   p_new = p_out ^ (last & q_out) ^ p_add
//   q_new = (!last & q_out) ^ q_add
//   h_new = h ^ p_out ^ q_out        (CHAIN_LAST = 0: groestl_fast
//                                     writes h only at a block's end)
//   h_new = h ^ (last & (p_out ^ q_out))  (CHAIN_LAST = 1: groestl_fast2,
//                                     whose chaining values move every clock)
// keep_hierarchy: in the core, ABC does not know that the rounds'
// outputs arrive last and shares LUTs with other logic into a second
// level behind them.
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_fast_feed #(parameter BITS = 512,
                           parameter CHAIN_LAST = 0)
                         (
                          input wire [BITS - 1 : 0]  p_out,
                          input wire [BITS - 1 : 0]  q_out,
                          input wire [BITS - 1 : 0]  p_add,
                          input wire [BITS - 1 : 0]  q_add,
                          input wire [BITS - 1 : 0]  h,
                          input wire                 last,
                          output wire [BITS - 1 : 0] p_new,
                          output wire [BITS - 1 : 0] q_new,
                          output wire [BITS - 1 : 0] h_new
                         );

  assign p_new = p_out ^ ({BITS{last}} & q_out) ^ p_add;
  assign q_new = ({BITS{!last}} & q_out) ^ q_add;
  assign h_new = h ^ ((CHAIN_LAST != 0) ? {BITS{last}} & (p_out ^ q_out) : p_out ^ q_out);

endmodule // groestl_fast_feed

//======================================================================
// EOF groestl_fast_feed.v
//======================================================================
