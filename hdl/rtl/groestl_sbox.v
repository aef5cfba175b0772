// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_sbox.v
// --------------
// The S-box as logic for one byte: the basis change into GF((2^4)^2),
// the inversion of groestl_sbox_inverse and the basis change back with
// the affine part (groestl_sbox.vh). tb_groestl_sbox checks it, and so
// the inversion the fast core uses, against the table.
//======================================================================

`default_nettype none

module groestl_sbox(
                    input wire [7 : 0]  x,
                    output wire [7 : 0] y
                   );

`include "groestl_sbox.vh"

  wire [7 : 0] inverse;

  groestl_sbox_inverse inv(.a(gf2_linear_map(SBOX_IN_ROWS, x)), .b(inverse));

  assign y = gf2_linear_map(SBOX_OUT_ROWS, inverse) ^ 8'h63;

endmodule // groestl_sbox

//======================================================================
// EOF groestl_sbox.v
//======================================================================
