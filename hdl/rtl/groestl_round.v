//======================================================================
// groestl_round.v
// ---------------
// One whole round of P or Q, all bytes at once (the fast core):
// AddRoundConstant, SubBytes (one groestl_sbox module per byte),
// ShiftBytes (wiring) and MixBytes. Byte k of a state is row k % 8, column k / 8, at
// bits [8k+7 : 8k].
//======================================================================

`default_nettype none

module groestl_round #(parameter COLS = 8,
                       parameter PERM_Q = 0,
                       parameter GROESTL0 = 0)
                     (
                      input wire [COLS * 64 - 1 : 0]  state_in,
                      input wire [3 : 0]              round,
                      output wire [COLS * 64 - 1 : 0] state_out
                     );

`include "groestl_spec.vh"

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  localparam BITS = COLS * 64;
  localparam WIDE = COLS > 8;


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  wire [BITS - 1 : 0] subbed;
  wire [BITS - 1 : 0] shifted;


  //----------------------------------------------------------------
  // sub_bytes: AddRoundConstant and SubBytes, byte k at a time
  // (row k % 8, column k / 8).
  //----------------------------------------------------------------
  genvar k;
  generate
    for (k = 0 ; k < BITS / 8 ; k = k + 1) begin : bytes
      localparam [6 : 0] K = k;
      groestl_sbox sbox(.x(state_in[8 * k +: 8] ^
                           groestl_arc(PERM_Q != 0, K[2 : 0], K[6 : 3], round, GROESTL0 != 0, 1'b1)),
                        .y(subbed[8 * k +: 8]));
    end
  endgenerate // sub_bytes


  //----------------------------------------------------------------
  // ShiftBytes as the wiring into MixBytes, column by column.
  //----------------------------------------------------------------
  genvar c, r;
  generate
    for (c = 0 ; c < COLS ; c = c + 1) begin : columns
      for (r = 0 ; r < 8 ; r = r + 1) begin : rows
        localparam [3 : 0] SHIFT = groestl_shift(PERM_Q != 0, r, WIDE, GROESTL0 != 0);
        localparam integer SRC   = (c + {28'd0, SHIFT}) % COLS;

        assign shifted[64 * c + 8 * r +: 8] = subbed[64 * SRC + 8 * r +: 8];
      end

      groestl_mix_column mix(
                             .a(shifted[64 * c +: 64]),
                             .b(state_out[64 * c +: 64])
                            );
    end
  endgenerate

endmodule // groestl_round

//======================================================================
// EOF groestl_round.v
//======================================================================
