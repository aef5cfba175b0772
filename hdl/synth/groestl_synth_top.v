// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_synth_top.v
// -------------------
// A four-pin harness around a core, for place and route on packages
// that cannot bond its 340 ports, and so that nothing of the core is
// optimised away. The core's inputs come from a shift register fed
// by din; all its outputs are folded by registered XOR levels (four
// bits per LUT) into dout. The harness costs about
// 75 + (DIGEST_BITS + 3) / 3 flip-flops and LUTs; every path in it is
// one LUT deep, so it does not set the clock.
//======================================================================

`default_nettype none

module groestl_synth_top #(parameter integer CORE = 1,          // 0 fast, 1 compact
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
  localparam IN_BITS = 64 + 8 + 3;            // tdata, tkeep, tlast, tvalid, digest_ready
  localparam N0      = DIGEST_BITS + 3;       // digest, digest_error, digest_valid, tready
  localparam N1      = (N0 + 3) / 4;
  localparam N2      = (N1 + 3) / 4;
  localparam N3      = (N2 + 3) / 4;
  localparam N4      = (N3 + 3) / 4;


  //----------------------------------------------------------------
  // Functions.
  //----------------------------------------------------------------
  // XOR of each group of four bits (missing bits count as zero).
  function [255 : 0] fold4(input [1023 : 0] v);
    integer i;
    begin
      for (i = 0 ; i < 256 ; i = i + 1)
        fold4[i] = ^v[4 * i +: 4];
    end
  endfunction // fold4


  //----------------------------------------------------------------
  // Registers and wires.
  //----------------------------------------------------------------
  reg [IN_BITS - 1 : 0] in_reg;
  reg [N1 - 1 : 0]      fold1_reg;
  reg [N2 - 1 : 0]      fold2_reg;
  reg [N3 - 1 : 0]      fold3_reg;
  reg [N4 - 1 : 0]      fold4_reg;
  reg                   out_reg;

  wire [DIGEST_BITS - 1 : 0] digest;
  wire                       digest_error;
  wire                       digest_valid;
  wire                       tready;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [255 : 0]             fold1, fold2, fold3, fold4_w;  // the low N1, N2... bits
  /* verilator lint_on UNUSEDSIGNAL */

  assign dout    = out_reg;
  assign fold1   = fold4({{(1024 - N0){1'b0}}, digest, digest_error, digest_valid, tready});
  assign fold2   = fold4({{(1024 - N1){1'b0}}, fold1_reg});
  assign fold3   = fold4({{(1024 - N2){1'b0}}, fold2_reg});
  assign fold4_w = fold4({{(1024 - N3){1'b0}}, fold3_reg});


  //----------------------------------------------------------------
  // The core.
  //----------------------------------------------------------------
  generate
    if (CORE == 0) begin : fast
      groestl_fast #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0)) core(
        .clk(clk), .reset_n(reset_n),
        .s_axis_tdata(in_reg[63 : 0]), .s_axis_tkeep(in_reg[71 : 64]),
        .s_axis_tlast(in_reg[72]), .s_axis_tvalid(in_reg[73]), .s_axis_tready(tready),
        .digest(digest), .digest_error(digest_error),
        .digest_valid(digest_valid), .digest_ready(in_reg[74]));
    end
    else begin : compact
      groestl_compact #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0),
                        .SBOX_FILE(SBOX_FILE)) core(
        .clk(clk), .reset_n(reset_n),
        .s_axis_tdata(in_reg[63 : 0]), .s_axis_tkeep(in_reg[71 : 64]),
        .s_axis_tlast(in_reg[72]), .s_axis_tvalid(in_reg[73]), .s_axis_tready(tready),
        .digest(digest), .digest_error(digest_error),
        .digest_valid(digest_valid), .digest_ready(in_reg[74]));
    end
  endgenerate


  //----------------------------------------------------------------
  // reg_update
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : reg_update
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
