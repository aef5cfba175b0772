// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// tb_groestl_core.v
// -----------------
// Self-checking bench for any core (CORE = 0: groestl_fast,
// 1: groestl_compact, 2: groestl_fast2). Each input stream of the core
// is driven and checked by a tb_groestl_stream (see there for the
// vector files and plusargs): one for the one-stream cores, two for
// groestl_fast2, which then run at once and independently, each with
// its own random gaps on tvalid and digest_ready. The bench owns the
// reset: at the start, and whenever stream 0 asks for one (stream 1
// pauses between messages meanwhile).
//
// Ends with $fatal on any mismatch, or if nothing moves on any port
// for TIMEOUT clocks before every digest is out; else prints PASS,
// how many messages began before the digest of the one before them on
// their stream was out, and on how many clocks both streams had a
// message in the core.
//======================================================================

`default_nettype none

module tb_groestl_core;

  //----------------------------------------------------------------
  // Parameters and constants.
  //----------------------------------------------------------------
  parameter integer CORE        = 0;
  parameter integer DIGEST_BITS = 256;
  parameter integer GROESTL0    = 0;
  parameter         SBOX_FILE   = "groestl_sbox.hex";

  localparam integer STREAMS = (CORE == 2) ? 2 : 1;
  localparam integer TIMEOUT = 100000;


  //----------------------------------------------------------------
  // Signals: index 1 of each pair is stream 1 (tied off for the
  // one-stream cores).
  //----------------------------------------------------------------
  reg                        clk;
  reg                        start_reset;
  wire                       reset_n;

  wire [63 : 0]              tdata [0 : 1];
  wire [7 : 0]               tkeep [0 : 1];
  wire                       tlast [0 : 1];
  wire                       tvalid [0 : 1];
  wire                       tready [0 : 1];
  wire [DIGEST_BITS - 1 : 0] digest [0 : 1];
  wire                       digest_error [0 : 1];
  wire                       digest_valid [0 : 1];
  wire                       digest_ready [0 : 1];

  wire                       reset_req [0 : 1];
  wire                       quiet_req [0 : 1];
  wire                       quiet [0 : 1];
  wire                       busy [0 : 1];
  wire                       done [0 : 1];
  wire [31 : 0]              errors [0 : 1];
  wire [31 : 0]              messages [0 : 1];
  wire [31 : 0]              overlapped [0 : 1];

  integer cycles;
  integer both_busy;   // clocks with a message of each stream in the core
  integer idle;        // clocks since a beat or a digest last moved

  assign reset_n = !(start_reset || reset_req[0] || reset_req[1]);


  //----------------------------------------------------------------
  // The device under test.
  //----------------------------------------------------------------
  generate
    if (CORE == 0) begin : fast
      groestl_fast #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0)) dut(
        .clk(clk), .reset_n(reset_n),
        .s_axis_tdata(tdata[0]), .s_axis_tkeep(tkeep[0]), .s_axis_tlast(tlast[0]),
        .s_axis_tvalid(tvalid[0]), .s_axis_tready(tready[0]),
        .digest(digest[0]), .digest_error(digest_error[0]),
        .digest_valid(digest_valid[0]), .digest_ready(digest_ready[0]));
    end
    else if (CORE == 1) begin : compact
      groestl_compact #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0),
                        .SBOX_FILE(SBOX_FILE)) dut(
        .clk(clk), .reset_n(reset_n),
        .s_axis_tdata(tdata[0]), .s_axis_tkeep(tkeep[0]), .s_axis_tlast(tlast[0]),
        .s_axis_tvalid(tvalid[0]), .s_axis_tready(tready[0]),
        .digest(digest[0]), .digest_error(digest_error[0]),
        .digest_valid(digest_valid[0]), .digest_ready(digest_ready[0]));
    end
    else begin : fast2
      groestl_fast2 #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0)) dut(
        .clk(clk), .reset_n(reset_n),
        .s0_axis_tdata(tdata[0]), .s0_axis_tkeep(tkeep[0]), .s0_axis_tlast(tlast[0]),
        .s0_axis_tvalid(tvalid[0]), .s0_axis_tready(tready[0]),
        .s1_axis_tdata(tdata[1]), .s1_axis_tkeep(tkeep[1]), .s1_axis_tlast(tlast[1]),
        .s1_axis_tvalid(tvalid[1]), .s1_axis_tready(tready[1]),
        .digest0(digest[0]), .digest0_error(digest_error[0]),
        .digest0_valid(digest_valid[0]), .digest0_ready(digest_ready[0]),
        .digest1(digest[1]), .digest1_error(digest_error[1]),
        .digest1_valid(digest_valid[1]), .digest1_ready(digest_ready[1]));
    end
  endgenerate


  //----------------------------------------------------------------
  // The streams.
  //----------------------------------------------------------------
  genvar s;
  generate
    for (s = 0 ; s < STREAMS ; s = s + 1) begin : streams
      tb_groestl_stream #(.DIGEST_BITS(DIGEST_BITS), .STREAM(s)) stream(
        .clk(clk), .reset_n(reset_n),
        .tdata(tdata[s]), .tkeep(tkeep[s]), .tlast(tlast[s]), .tvalid(tvalid[s]),
        .tready(tready[s]),
        .digest(digest[s]), .digest_error(digest_error[s]), .digest_valid(digest_valid[s]),
        .digest_ready(digest_ready[s]),
        .reset_req(reset_req[s]), .quiet_req(quiet_req[s]), .other_quiet(quiet[1 - s]),
        .quiet_asked(quiet_req[1 - s]), .quiet(quiet[s]), .busy(busy[s]), .done(done[s]),
        .errors(errors[s]), .messages(messages[s]), .overlapped(overlapped[s]));
    end
    if (STREAMS == 1) begin : one_stream
      assign tready[1]       = 1'b0;
      assign digest[1]       = {DIGEST_BITS{1'b0}};
      assign digest_error[1] = 1'b0;
      assign digest_valid[1] = 1'b0;
      assign tvalid[1]       = 1'b0;
      assign digest_ready[1] = 1'b0;
      assign reset_req[1]    = 1'b0;
      assign quiet_req[1]    = 1'b0;
      assign quiet[1]        = 1'b1;
      assign busy[1]         = 1'b0;
      assign done[1]         = 1'b1;
      assign errors[1]       = 32'd0;
      assign messages[1]     = 32'd0;
      assign overlapped[1]   = 32'd0;
    end
  endgenerate


  //----------------------------------------------------------------
  // Clock, counts and the watchdog.
  //----------------------------------------------------------------
  initial clk = 1'b0;
  always #5 clk = !clk;

  initial
    begin
      cycles    = 0;
      both_busy = 0;
      idle      = 0;
    end

  always @ (posedge clk)
    begin
      cycles <= cycles + 1;
      if (busy[0] && busy[1])
        both_busy <= both_busy + 1;
      if ((tvalid[0] && tready[0]) || (tvalid[1] && tready[1]) ||
          (digest_valid[0] && digest_ready[0]) || (digest_valid[1] && digest_ready[1]) ||
          !reset_n || (done[0] && done[1]))
        idle <= 0;
      else
        idle <= idle + 1;
      if (idle > TIMEOUT)
        $fatal(1, "FAILED: timeout, nothing moved for %0d clocks (messages: %0d, %0d)",
               TIMEOUT, messages[0], messages[1]);
    end


  //----------------------------------------------------------------
  // The test.
  //----------------------------------------------------------------
  initial
    begin : main
      start_reset = 1'b1;
      repeat (3) @ (negedge clk);
      start_reset = 1'b0;

      wait (done[0] && done[1]);
      repeat (20) @ (negedge clk);
      if (errors[0] + errors[1] != 0)
        $fatal(1, "FAILED: %0d errors in %0d messages", errors[0] + errors[1],
               messages[0] + messages[1]);
      if (STREAMS == 2)
        $display("PASS: %0d messages, %0d overlapped, %0d clocks with both streams busy, %0d clocks",
                 messages[0] + messages[1], overlapped[0] + overlapped[1], both_busy, cycles);
      else
        $display("PASS: %0d messages, %0d overlapped, %0d clocks", messages[0], overlapped[0],
                 cycles);
      $finish;
    end // main

endmodule // tb_groestl_core

//======================================================================
// EOF tb_groestl_core.v
//======================================================================
