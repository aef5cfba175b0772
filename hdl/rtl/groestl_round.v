// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_round.v
// ---------------
// One whole round of P or Q, all bytes at once (groestl_fast), in
// the composite basis of groestl_sbox.vh: state_in is the state with
// the round constant already added, each byte mapped into the basis;
// state_out is the next state mapped into the basis, less a constant
// that the caller adds with the next round constant (groestl_fast.v).
//
// A byte of the state goes through one inversion (the only nonlinear
// step, groestl_sbox_inverse.v) and then the linear layer
// (groestl_round_linear.v).
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_round #(parameter COLS = 8,
                       parameter PERM_Q = 0,
                       parameter GROESTL0 = 0)
                     (
                      input wire [COLS * 64 - 1 : 0]  state_in,
                      output wire [COLS * 64 - 1 : 0] state_out
                     );

  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  wire [COLS * 64 - 1 : 0] inverted;


  //----------------------------------------------------------------
  // The inversions, one per byte, then the linear layer.
  //----------------------------------------------------------------
  genvar k;
  generate
    for (k = 0 ; k < COLS * 8 ; k = k + 1) begin : bytes
      groestl_sbox_inverse inv(.a(state_in[8 * k +: 8]), .b(inverted[8 * k +: 8]));
    end
  endgenerate

  groestl_round_linear #(.COLS(COLS), .PERM_Q(PERM_Q), .GROESTL0(GROESTL0)) linear(
    .inverted(inverted),
    .state_out(state_out)
  );

endmodule // groestl_round

//======================================================================
// EOF groestl_round.v
//======================================================================
