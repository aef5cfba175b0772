// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_basis.vh
// ----------------
// What the two fast cores (groestl_fast.v, groestl_fast2.v) share for
// keeping their states in the composite basis of the S-box
// (groestl_sbox.vh): the maps of a state and a digest in and out of
// the basis, the round constants in the basis, and the constants the
// rounds leave out. Included in the module body after
// groestl_spec.vh, groestl_sbox.vh and groestl_mix.vh, where COLS,
// BITS, IV, DIGEST_BITS and GROESTL0 are defined.
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

// The digest out of the basis.
function [DIGEST_BITS - 1 : 0] from_basis(input [DIGEST_BITS - 1 : 0] v);
  integer k;
  begin
    for (k = 0 ; k < DIGEST_BITS / 8 ; k = k + 1)
      from_basis[8 * k +: 8] = gf2_linear_map(SBOX_BASIS_OUT_ROWS, v[8 * k +: 8]);
  end
endfunction // from_basis

// What groestl_round_linear leaves out of each column: 0x63 (the
// S-box's constant) through MixBytes into the basis. The rounds' outputs
// lack it; the adders put it back with the next round constant, and it
// cancels in the feed-forward P ^ Q.
localparam [63 : 0] ROUND_CONST_COL = gf2_map_column(SBOX_IN_ROWS, groestl_mix({8{8'h63}}));
localparam [BITS - 1 : 0] ROUND_CONST = {COLS{ROUND_CONST_COL}};

localparam [BITS - 1 : 0] IV_BASIS = to_basis(IV);

//======================================================================
// EOF groestl_basis.vh
//======================================================================
