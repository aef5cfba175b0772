// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_spec.vh
// ---------------
// The constants of the specification that vary with the variant, as
// functions; included inside the modules that need them.
// Arguments carry a prefix so that they hide no signal of the module
// that includes the file.
//   *_q:    0 for the permutation P, 1 for Q
//   *_wide: 1 for the 1024-bit permutations (16 columns, 14 rounds)
//   *_v0:   1 for Groestl-0, 0 for the final version
//======================================================================

// ShiftBytes: row `row` moves left by this many columns, so the byte
// that lands in column c comes from column c + shift.
//   final  P: 0 1 2 3 4 5 6 7 (row 7: 11 if wide)
//   final  Q: 1 3 5 7 0 2 4 6 (row 3: 11 if wide)
//   Groestl-0: Q shifts as P does.
function [3 : 0] groestl_shift(input sh_q, input [2 : 0] sh_row, input sh_wide, input sh_v0);
  begin
    if (sh_q && !sh_v0)
      groestl_shift = (sh_wide && sh_row == 3'd3) ? 4'd11 : {1'b0, sh_row[1 : 0], !sh_row[2]};
    else
      groestl_shift = (sh_wide && sh_row == 3'd7) ? 4'd11 : {1'b0, sh_row};
  end
endfunction // groestl_shift

// AddRoundConstant: what is XORed to the byte of row `row`, column
// `col`, in round `round` (from 0).
//   final:     P: row 0 ^= (col << 4) ^ round.
//              Q: every byte ^= 0xff, then row 7 ^= (col << 4) ^ round.
//   Groestl-0: P: byte (0,0) ^= round.  Q: byte (7,0) ^= 0xff ^ round.
// With complement = 0 the 0xff that the final Q adds to every byte is
// left out (the compact core's S-box ROM applies it).
function [7 : 0] groestl_arc(input arc_q, input [2 : 0] arc_row, input [3 : 0] arc_col,
                             input [3 : 0] arc_round, input arc_v0, input arc_complement);
  begin
    if (arc_v0)
      groestl_arc = (!arc_q && arc_row == 3'd0 && arc_col == 4'd0) ? {4'd0, arc_round} :
                    ( arc_q && arc_row == 3'd7 && arc_col == 4'd0) ? ~{4'd0, arc_round} :
                    8'h00;
    else if (!arc_q)
      groestl_arc = (arc_row == 3'd0) ? {arc_col, arc_round} : 8'h00;
    else
      groestl_arc = ((arc_row == 3'd7) ? {arc_col, arc_round} : 8'h00) ^
                    (arc_complement ? 8'hff : 8'h00);
  end
endfunction // groestl_arc

//======================================================================
// EOF groestl_spec.vh
//======================================================================
