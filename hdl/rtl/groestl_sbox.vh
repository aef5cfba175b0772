// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_sbox.vh
// ---------------
// The AES S-box of SubBytes as logic: inversion in the composite
// field GF((2^4)^2), not a 256-entry table. On LUT4 devices this
// takes about half the LUTs of a table (each GF(16) operation fits
// four-input LUTs), which is what the all-parallel core needs.
// Included by groestl_sbox.v (the whole S-box, checked against the
// table), groestl_sbox_inverse.v (the inversion alone, which the fast
// core instantiates for each byte) and the fast core, which folds the
// two linear maps into its MixBytes and keeps its state in the
// composite basis.
//
// x is mapped into GF((2^4)^2) = GF(16)[y]/(y^2 + y + 12), GF(16) =
// GF(2)[t]/(t^4 + t + 1), by the linear map SBOX_IN_ROWS; the element
// a1*y + a0 has the inverse (a1*y + (a0 + a1)) / d with
// d = 12*a1^2 + a1*a0 + a0^2; SBOX_OUT_ROWS maps back and applies the
// affine part of the S-box, then 0x63 is added.
// tb_groestl_sbox checks the logic against the table of
// src/groestl_sbox.h for all 256 inputs.
//======================================================================

// Row i of a map is the mask of the input bits whose XOR gives
// output bit i. (Not every includer uses every constant.)
/* verilator lint_off UNUSEDPARAM */
localparam [63 : 0] SBOX_IN_ROWS  = {8'ha0, 8'h0c, 8'h72, 8'hae,
                                     8'hc4, 8'h4a, 8'hbc, 8'h91};
localparam [63 : 0] SBOX_OUT_ROWS = {8'h96, 8'hb0, 8'h4e, 8'h0d,
                                     8'h53, 8'h87, 8'h21, 8'h33};
localparam [3 : 0]  SBOX_LAMBDA   = 4'hc;
/* verilator lint_on UNUSEDPARAM */

// Product in GF(16) modulo t^4 + t + 1: the carry-less product p,
// then t^4 = t + 1, t^5 = t^2 + t, t^6 = t^3 + t^2.
function [3 : 0] gf16_mul(input [3 : 0] mul_a, input [3 : 0] mul_b);
  reg [6 : 0] p;
  begin
    p = {3'b000, mul_a & {4{mul_b[0]}}} ^ {2'b00, mul_a & {4{mul_b[1]}}, 1'b0} ^
        {1'b0, mul_a & {4{mul_b[2]}}, 2'b00} ^ {mul_a & {4{mul_b[3]}}, 3'b000};
    gf16_mul = p[3 : 0] ^ {p[6], p[6] ^ p[5], p[5] ^ p[4], p[4]};
  end
endfunction // gf16_mul

// Squaring is linear in GF(16).
function [3 : 0] gf16_sq(input [3 : 0] sq_a);
  begin
    gf16_sq = {sq_a[3], sq_a[1] ^ sq_a[3], sq_a[2], sq_a[0] ^ sq_a[2]};
  end
endfunction // gf16_sq

function [7 : 0] gf2_linear_map(input [63 : 0] map_rows, input [7 : 0] map_v);
  begin
    gf2_linear_map = {^(map_rows[63 : 56] & map_v), ^(map_rows[55 : 48] & map_v),
                      ^(map_rows[47 : 40] & map_v), ^(map_rows[39 : 32] & map_v),
                      ^(map_rows[31 : 24] & map_v), ^(map_rows[23 : 16] & map_v),
                      ^(map_rows[15 : 8] & map_v),  ^(map_rows[7 : 0] & map_v)};
  end
endfunction // gf2_linear_map

// The same map on each of the eight bytes of a column.
function [63 : 0] gf2_map_column(input [63 : 0] col_rows, input [63 : 0] col_v);
  integer i;
  begin
    for (i = 0 ; i < 8 ; i = i + 1)
      gf2_map_column[8 * i +: 8] = gf2_linear_map(col_rows, col_v[8 * i +: 8]);
  end
endfunction // gf2_map_column

// Rows of the inverse of a map (by search: the input each unit output
// comes from). The fast core keeps its state in the composite basis and
// leaves it through this inverse of SBOX_IN_ROWS.
function [63 : 0] gf2_inverse_rows(input [63 : 0] inv_rows);
  integer v, i, j;
  begin
    gf2_inverse_rows = 64'd0;
    for (v = 0 ; v < 256 ; v = v + 1)
      for (i = 0 ; i < 8 ; i = i + 1)
        if (gf2_linear_map(inv_rows, v[7 : 0]) == (8'd1 << i))
          for (j = 0 ; j < 8 ; j = j + 1)
            gf2_inverse_rows[8 * j + i] = v[j];
  end
endfunction // gf2_inverse_rows

// The product of the two-bit halves x[2j+1 : 2j] and y[2k+1 : 2k]: the
// four of them (j, k = 0, 1) add up to x * y, each a function of four
// bits, one LUT4 per output bit (groestl_gf16_mul.v).
function [3 : 0] gf16_mul_half(input [3 : 0] half_x, input [3 : 0] half_y,
                               input half_j, input half_k);
  begin
    gf16_mul_half = gf16_mul(half_x & (half_j ? 4'hc : 4'h3), half_y & (half_k ? 4'hc : 4'h3));
  end
endfunction // gf16_mul_half

// The inversion of a = a1*y + a0 in GF((2^4)^2), as {a1, a0}, is
// {a1 * n, (a1 + a0) * n} with n = 1/d (0 maps to 0) and d the norm:
// d = 12*a1^2 + a1*a0 + a0^2, a quadratic form whose only cross terms
// are a1 times a0, so it is written as four functions of a half of a1
// and a half of a0 (the squares, linear over GF(2), go with the halves
// that have them): two levels of LUT4s (groestl_gf16_norm.v).
function [3 : 0] gf16_norm(input [7 : 0] norm_a);
  reg [3 : 0] a1, a0;
  integer j, k;
  begin
    a1        = norm_a[7 : 4];
    a0        = norm_a[3 : 0];
    gf16_norm = 4'd0;
    for (j = 0 ; j < 2 ; j = j + 1)
      for (k = 0 ; k < 2 ; k = k + 1)
        gf16_norm = gf16_norm ^ gf16_mul_half(a1, a0, j[0], k[0]) ^
                    (k == 0 ? gf16_mul(gf16_sq(a1 & (j == 1 ? 4'hc : 4'h3)), SBOX_LAMBDA) : 4'd0) ^
                    (j == 0 ? gf16_sq(a0 & (k == 1 ? 4'hc : 4'h3)) : 4'd0);
  end
endfunction // gf16_norm

// 1/d = d^14 = d^2 * d^4 * d^8 in GF(16) (0 maps to 0).
function [3 : 0] gf16_inverse(input [3 : 0] inv_d);
  reg [3 : 0] d2, d4, d8;
  begin
    d2           = gf16_sq(inv_d);
    d4           = gf16_sq(d2);
    d8           = gf16_sq(d4);
    gf16_inverse = gf16_mul(gf16_mul(d2, d4), d8);
  end
endfunction // gf16_inverse

//======================================================================
// EOF groestl_sbox.vh
//======================================================================
