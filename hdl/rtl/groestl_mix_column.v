// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_mix_column.v
// --------------------
// MixBytes of one column (groestl_mix.vh): b = circ(02,02,03,04,05,
// 03,05,07) * a. Byte i of a port is row i, at bits [8i+7 : 8i].
//======================================================================

`default_nettype none

module groestl_mix_column(
                          input wire [63 : 0]  a,
                          output wire [63 : 0] b
                         );

`include "groestl_mix.vh"

  assign b = groestl_mix(a);

endmodule // groestl_mix_column

//======================================================================
// EOF groestl_mix_column.v
//======================================================================
