// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_synth_top.v
// -------------------
// A four-pin harness around a core, for place and route on packages
// that cannot bond its 340 ports (680 for groestl_fast2), and so that
// nothing of the core is optimised away. The core's inputs come from
// a shift register fed by din; all its outputs are folded by
// registered XOR levels (four bits per LUT) into dout. reset_n passes
// a two-flip-flop synchronizer, so the core's reset is a path from a
// flip-flop inside the clock's timing, as in a real design. The
// harness costs about 77 + (DIGEST_BITS + 3) / 3 flip-flops and LUTs
// (twice that for groestl_fast2); every path in it is one LUT deep,
// so it does not set the clock.
//======================================================================

`default_nettype none

module groestl_synth_top #(parameter integer CORE = 1,          // 0 fast, 1 compact, 2 fast2
                           parameter integer DIGEST_BITS = 256,
                           parameter integer GROESTL0 = 0,
                           parameter SBOX_FILE = "groestl_sbox.hex")
                         (
                          input wire  clk,
                          input wire  reset_n,
                          input wire  din,
                          output wire dout
                         );

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  localparam STREAMS = (CORE == 2) ? 2 : 1;
  // Per stream: tdata, tkeep, tlast, tvalid, digest_ready in; digest,
  // digest_error, digest_valid, tready out.
  localparam IN_BITS = STREAMS * (64 + 8 + 3);
  localparam N0      = STREAMS * (DIGEST_BITS + 3);
  localparam N1      = (N0 + 3) / 4;
  localparam N2      = (N1 + 3) / 4;
  localparam N3      = (N2 + 3) / 4;
  localparam N4      = (N3 + 3) / 4;


  //----------------------------------------------------------------
  // Functions.
  //----------------------------------------------------------------
  // XOR of each group of four bits (missing bits count as zero).
  function [511 : 0] fold4(input [2047 : 0] v);
    integer i;
    begin
      for (i = 0 ; i < 512 ; i = i + 1)
        fold4[i] = ^v[4 * i +: 4];
    end
  endfunction // fold4


  //----------------------------------------------------------------
  // Registers and wires.
  //----------------------------------------------------------------
  reg                   reset_meta_reg;   // the reset synchronizer
  reg                   reset_sync_reg;
  reg [IN_BITS - 1 : 0] in_reg;
  reg [N1 - 1 : 0]      fold1_reg;
  reg [N2 - 1 : 0]      fold2_reg;
  reg [N3 - 1 : 0]      fold3_reg;
  reg [N4 - 1 : 0]      fold4_reg;
  reg                   out_reg;

  wire [STREAMS * DIGEST_BITS - 1 : 0] digest;
  wire [STREAMS - 1 : 0]               digest_error;
  wire [STREAMS - 1 : 0]               digest_valid;
  wire [STREAMS - 1 : 0]               tready;
  wire                                 core_reset_n;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [511 : 0]             fold1, fold2, fold3, fold4_w;  // the low N1, N2... bits
  /* verilator lint_on UNUSEDSIGNAL */

  assign dout         = out_reg;
  assign core_reset_n = reset_sync_reg;
  assign fold1   = fold4({{(2048 - N0){1'b0}}, digest, digest_error, digest_valid, tready});
  assign fold2   = fold4({{(2048 - N1){1'b0}}, fold1_reg});
  assign fold3   = fold4({{(2048 - N2){1'b0}}, fold2_reg});
  assign fold4_w = fold4({{(2048 - N3){1'b0}}, fold3_reg});


  //----------------------------------------------------------------
  // The core.
  //----------------------------------------------------------------
  generate
    if (CORE == 0) begin : fast
      groestl_fast #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0)) core(
        .clk(clk), .reset_n(core_reset_n),
        .s_axis_tdata(in_reg[63 : 0]), .s_axis_tkeep(in_reg[71 : 64]),
        .s_axis_tlast(in_reg[72]), .s_axis_tvalid(in_reg[73]), .s_axis_tready(tready),
        .digest(digest), .digest_error(digest_error),
        .digest_valid(digest_valid), .digest_ready(in_reg[74]));
    end
    else if (CORE == 1) begin : compact
      groestl_compact #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0),
                        .SBOX_FILE(SBOX_FILE)) core(
        .clk(clk), .reset_n(core_reset_n),
        .s_axis_tdata(in_reg[63 : 0]), .s_axis_tkeep(in_reg[71 : 64]),
        .s_axis_tlast(in_reg[72]), .s_axis_tvalid(in_reg[73]), .s_axis_tready(tready),
        .digest(digest), .digest_error(digest_error),
        .digest_valid(digest_valid), .digest_ready(in_reg[74]));
    end
    else begin : fast2
      groestl_fast2 #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0)) core(
        .clk(clk), .reset_n(core_reset_n),
        .s0_axis_tdata(in_reg[63 : 0]), .s0_axis_tkeep(in_reg[71 : 64]),
        .s0_axis_tlast(in_reg[72]), .s0_axis_tvalid(in_reg[73]), .s0_axis_tready(tready[0]),
        .s1_axis_tdata(in_reg[138 : 75]), .s1_axis_tkeep(in_reg[146 : 139]),
        .s1_axis_tlast(in_reg[147]), .s1_axis_tvalid(in_reg[148]), .s1_axis_tready(tready[1]),
        .digest0(digest[DIGEST_BITS - 1 : 0]), .digest0_error(digest_error[0]),
        .digest0_valid(digest_valid[0]), .digest0_ready(in_reg[74]),
        .digest1(digest[2 * DIGEST_BITS - 1 : DIGEST_BITS]), .digest1_error(digest_error[1]),
        .digest1_valid(digest_valid[1]), .digest1_ready(in_reg[149]));
    end
  endgenerate


  //----------------------------------------------------------------
  // reg_update
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : reg_update
      reset_meta_reg <= reset_n;
      reset_sync_reg <= reset_meta_reg;
      in_reg    <= {in_reg[IN_BITS - 2 : 0], din};
      fold1_reg <= fold1[N1 - 1 : 0];
      fold2_reg <= fold2[N2 - 1 : 0];
      fold3_reg <= fold3[N3 - 1 : 0];
      fold4_reg <= fold4_w[N4 - 1 : 0];
      out_reg   <= ^fold4_reg;
    end // reg_update

endmodule // groestl_synth_top

//======================================================================
// EOF groestl_synth_top.v
//======================================================================
