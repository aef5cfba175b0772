// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_mix.vh
// --------------
// MixBytes of one column as a function: b = circ(02,02,03,04,05,03,
// 05,07) * a over GF(2^8) modulo x^8 + x^4 + x^3 + x + 1. Byte i is
// row i, at bits [8i+7 : 8i]. Included by groestl_mix_column.v and by
// the fast core, which composes it with the S-box's basis changes.
//
// The 48 XORs and 16 doublings of Aoki et al. (SECRYPT 2011, 4.3),
// row indices mod 8:
//   t_i = a_i + a_{i+1}
//   x_i = t_i + t_{i+3}
//   y_i = t_i + t_{i+2} + a_{i+6}
//   b_i = 2 * (2 * x_{i+3} + y_{i+7}) + y_{i+4}
//======================================================================

// Multiplication by 2 in GF(2^8).
function [7 : 0] gf256_double(input [7 : 0] dbl_v);
  begin
    gf256_double = {dbl_v[6 : 0], 1'b0} ^ (dbl_v[7] ? 8'h1b : 8'h00);
  end
endfunction // gf256_double

function [63 : 0] groestl_mix(input [63 : 0] mix_a);
  reg [63 : 0] t, x, y;
  integer i;
  begin
    for (i = 0 ; i < 8 ; i = i + 1)
      t[8 * i +: 8] = mix_a[8 * i +: 8] ^ mix_a[8 * ((i + 1) % 8) +: 8];
    for (i = 0 ; i < 8 ; i = i + 1)
      begin
        x[8 * i +: 8] = t[8 * i +: 8] ^ t[8 * ((i + 3) % 8) +: 8];
        y[8 * i +: 8] = t[8 * i +: 8] ^ t[8 * ((i + 2) % 8) +: 8] ^
                        mix_a[8 * ((i + 6) % 8) +: 8];
      end
    for (i = 0 ; i < 8 ; i = i + 1)
      groestl_mix[8 * i +: 8] = gf256_double(gf256_double(x[8 * ((i + 3) % 8) +: 8]) ^
                                             y[8 * ((i + 7) % 8) +: 8]) ^
                                y[8 * ((i + 4) % 8) +: 8];
  end
endfunction // groestl_mix

//======================================================================
// EOF groestl_mix.vh
//======================================================================
