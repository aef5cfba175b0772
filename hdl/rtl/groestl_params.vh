// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_params.vh
// -----------------
// Included in the body of every core: refuses a DIGEST_BITS other
// than 8..512 in steps of 8, or a GROESTL0 other than 0 or 1, at
// elaboration. Verilog-2005 has no elaboration-time error, so a bad
// value instantiates a module that does not exist, named for the
// rule: Yosys, Icarus Verilog and Verilator all stop there and print
// that name ("Unknown module type: DIGEST_BITS_must_be_8_to_512_in_
// steps_of_8", "... is not part of the design", "Cannot find file
// containing module ...").
//======================================================================

generate
  if (DIGEST_BITS < 8 || DIGEST_BITS > 512 || DIGEST_BITS % 8 != 0) begin : bad_digest_bits
    DIGEST_BITS_must_be_8_to_512_in_steps_of_8 refuse();
  end
  if (GROESTL0 != 0 && GROESTL0 != 1) begin : bad_groestl0
    GROESTL0_must_be_0_or_1 refuse();
  end
endgenerate

//======================================================================
// EOF groestl_params.vh
//======================================================================
