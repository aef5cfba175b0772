// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_basis.vh
// ----------------
// What the two fast cores (groestl_fast.v, groestl_fast2.v) share for
// keeping their states in the composite basis of the S-box
// (groestl_sbox.vh): the maps of a state and a digest in and out of
// the basis, the round constants in the basis, the constants the
// rounds leave out, and what the adders hold. Included in the module
// body after groestl_spec.vh, groestl_sbox.vh, groestl_mix.vh and
// groestl_params.vh (COLS, BITS, IV from DIGEST_BITS; GROESTL0).
//======================================================================

// The inverse of the map into the basis, for the digest.
localparam [63 : 0] SBOX_BASIS_OUT_ROWS = gf2_inverse_rows(SBOX_IN_ROWS);

// A state, byte by byte, into the composite basis.
function [BITS - 1 : 0] to_basis(input [BITS - 1 : 0] v);
  integer c;
  begin
    for (c = 0 ; c < COLS ; c = c + 1)
      to_basis[64 * c +: 64] = gf2_map_column(SBOX_IN_ROWS, v[64 * c +: 64]);
  end
endfunction // to_basis

// The round constant of P or Q for a round, in the basis.
function [BITS - 1 : 0] round_constant(input rc_q, input [3 : 0] rc_round);
  integer k;
  reg [6 : 0] kk;
  begin
    for (k = 0 ; k < BITS / 8 ; k = k + 1)
      begin
        kk = k[6 : 0];
        round_constant[8 * k +: 8] =
          gf2_linear_map(SBOX_IN_ROWS,
                         groestl_arc(rc_q, kk[2 : 0], kk[6 : 3], rc_round, GROESTL0 != 0, 1'b1));
      end
  end
endfunction // round_constant

// What groestl_round_linear leaves out of each column: 0x63 (the
// S-box's constant) through MixBytes into the basis. The rounds' outputs
// lack it; the adders put it back with the next round constant, and it
// cancels in the feed-forward P ^ Q.
localparam [63 : 0] ROUND_CONST_COL = gf2_map_column(SBOX_IN_ROWS, groestl_mix({8{8'h63}}));
localparam [BITS - 1 : 0] ROUND_CONST = {COLS{ROUND_CONST_COL}};

localparam [BITS - 1 : 0] IV_BASIS = to_basis(IV);

// What the adders hold for the next clock, {Q's, P's}: at a block's
// start, P = h ^ m and Q = m (P without m for the output
// transformation: ad_msg low) plus the first round constants; else
// the constants of round ad_round, with ROUND_CONST, which the rounds
// leave out.
function [2 * BITS - 1 : 0] next_adders(input ad_start, input ad_msg, input [3 : 0] ad_round,
                                        input [BITS - 1 : 0] ad_h, input [BITS - 1 : 0] ad_m);
  begin
    if (ad_start)
      next_adders = {ad_m ^ round_constant(1'b1, 4'd0),
                     ad_h ^ (ad_msg ? ad_m : {BITS{1'b0}}) ^ round_constant(1'b0, 4'd0)};
    else
      next_adders = {ROUND_CONST ^ round_constant(1'b1, ad_round),
                     ROUND_CONST ^ round_constant(1'b0, ad_round)};
  end
endfunction // next_adders

// The digest out of the basis, from a register that holds it as the
// rounds give it: less ROUND_CONST.
function [DIGEST_BITS - 1 : 0] digest_from_basis(input [DIGEST_BITS - 1 : 0] v);
  integer k;
  reg [DIGEST_BITS - 1 : 0] w;
  begin
    w = v ^ ROUND_CONST[BITS - 1 -: DIGEST_BITS];
    for (k = 0 ; k < DIGEST_BITS / 8 ; k = k + 1)
      digest_from_basis[8 * k +: 8] = gf2_linear_map(SBOX_BASIS_OUT_ROWS, w[8 * k +: 8]);
  end
endfunction // digest_from_basis

//======================================================================
// EOF groestl_basis.vh
//======================================================================
