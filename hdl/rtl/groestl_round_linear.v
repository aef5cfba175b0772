// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_round_linear.v
// ----------------------
// The linear part of a round of P or Q in the composite basis of
// groestl_sbox.vh (groestl_round.v): the S-box's map out of the basis
// and its affine part, ShiftBytes (wiring), MixBytes and the map back
// into the basis, composed into a 64 x 64 matrix over GF(2) per
// column. Each output bit is the XOR of 24 to 42 inverted bits: three
// levels of four-input LUTs, where the three maps one after another
// take five. inverted is the state after the inversions; state_out
// the next state in the basis, less the constant that the fast cores
// add with the next round constant. Byte k of a state is row k % 8,
// column k / 8, at bits [8k+7 : 8k].
//
// groestl_fast puts it right behind the inversions; groestl_fast2
// puts its pipeline register between them.
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_round_linear #(parameter COLS = 8,
                              parameter PERM_Q = 0,
                              parameter GROESTL0 = 0)
                            (
                             input wire [COLS * 64 - 1 : 0]  inverted,
                             output wire [COLS * 64 - 1 : 0] state_out
                            );

`include "groestl_spec.vh"
`include "groestl_sbox.vh"
`include "groestl_mix.vh"

  //----------------------------------------------------------------
  // Functions.
  //----------------------------------------------------------------
  // The linear layer of a column: row i (bits 64i+63 : 64i) is the
  // mask of the inverted bits whose XOR is output bit i.
  function [4095 : 0] linear_rows(input unused);
    reg [63 : 0] column;
    integer i, j;
    begin
      linear_rows = {4096{unused}};
      for (j = 0 ; j < 64 ; j = j + 1)
        begin
          column = gf2_map_column(SBOX_IN_ROWS,
                                  groestl_mix(gf2_map_column(SBOX_OUT_ROWS, 64'd1 << j)));
          for (i = 0 ; i < 64 ; i = i + 1)
            linear_rows[64 * i + j] = column[i];
        end
    end
  endfunction // linear_rows


  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  localparam BITS = COLS * 64;
  localparam WIDE = COLS > 8;
  localparam [4095 : 0] LINEAR = linear_rows(1'b0);


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  wire [BITS - 1 : 0] shifted;


  //----------------------------------------------------------------
  // ShiftBytes as wiring, then the linear layer column by column.
  //----------------------------------------------------------------
  genvar c, r, i;
  generate
    for (c = 0 ; c < COLS ; c = c + 1) begin : columns
      for (r = 0 ; r < 8 ; r = r + 1) begin : rows
        localparam [3 : 0] SHIFT = groestl_shift(PERM_Q != 0, r, WIDE, GROESTL0 != 0);
        localparam integer SRC   = (c + {28'd0, SHIFT}) % COLS;

        assign shifted[64 * c + 8 * r +: 8] = inverted[64 * SRC + 8 * r +: 8];
      end

      for (i = 0 ; i < 64 ; i = i + 1) begin : bits
        assign state_out[64 * c + i] = ^(LINEAR[64 * i +: 64] & shifted[64 * c +: 64]);
      end
    end
  endgenerate

endmodule // groestl_round_linear

//======================================================================
// EOF groestl_round_linear.v
//======================================================================
