// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_params.vh
// -----------------
// Included in the body of every core: the state's size and initial
// value that DIGEST_BITS selects, and the refusal of a DIGEST_BITS
// other than 8..512 in steps of 8, or a GROESTL0 other than 0 or 1,
// at elaboration. Verilog-2005 has no elaboration-time error, so a
// bad value instantiates a module that does not exist, named for the
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

// Over 256 bits: the 1024-bit state (16 columns, 14 rounds).
localparam WIDE   = DIGEST_BITS > 256;
localparam COLS   = WIDE ? 16 : 8;
localparam BITS   = COLS * 64;
localparam ROUNDS = WIDE ? 14 : 10;
localparam [3 : 0] LAST_ROUND = ROUNDS - 1;

// Initial value: the digest size, big-endian, in the last two bytes.
localparam [15 : 0] SIZE = DIGEST_BITS[15 : 0];
localparam [BITS - 1 : 0] IV = {SIZE[7 : 0], SIZE[15 : 8], {(BITS - 16){1'b0}}};

//======================================================================
// EOF groestl_params.vh
//======================================================================
