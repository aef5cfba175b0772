//======================================================================
// groestl_mix_column.v
// --------------------
// MixBytes of one column: b = circ(02,02,03,04,05,03,05,07) * a over
// GF(2^8) modulo x^8 + x^4 + x^3 + x + 1. Byte i of a port is row i,
// at bits [8i+7 : 8i].
//
// The 48 XORs and 16 doublings of Aoki et al. (SECRYPT 2011, 4.3),
// row indices mod 8:
//   t_i = a_i + a_{i+1}
//   x_i = t_i + t_{i+3}
//   y_i = t_i + t_{i+2} + a_{i+6}
//   b_i = 2 * (2 * x_{i+3} + y_{i+7}) + y_{i+4}
//======================================================================

`default_nettype none

module groestl_mix_column(
                          input wire [63 : 0]  a,
                          output wire [63 : 0] b
                         );

  //----------------------------------------------------------------
  // Functions.
  //----------------------------------------------------------------
  // Multiplication by 2 in GF(2^8).
  function [7 : 0] xtime(input [7 : 0] v);
    begin
      xtime = {v[6 : 0], 1'b0} ^ (v[7] ? 8'h1b : 8'h00);
    end
  endfunction // xtime


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  wire [63 : 0] t;
  wire [63 : 0] x;
  wire [63 : 0] y;


  //----------------------------------------------------------------
  // Concurrent connectivity.
  //----------------------------------------------------------------
  genvar i;
  generate
    for (i = 0 ; i < 8 ; i = i + 1) begin : rows
      assign t[8 * i +: 8] = a[8 * i +: 8] ^ a[8 * ((i + 1) % 8) +: 8];
      assign x[8 * i +: 8] = t[8 * i +: 8] ^ t[8 * ((i + 3) % 8) +: 8];
      assign y[8 * i +: 8] = t[8 * i +: 8] ^ t[8 * ((i + 2) % 8) +: 8] ^
                             a[8 * ((i + 6) % 8) +: 8];
      assign b[8 * i +: 8] = xtime(xtime(x[8 * ((i + 3) % 8) +: 8]) ^
                                   y[8 * ((i + 7) % 8) +: 8]) ^
                             y[8 * ((i + 4) % 8) +: 8];
    end
  endgenerate

endmodule // groestl_mix_column

//======================================================================
// EOF groestl_mix_column.v
//======================================================================
