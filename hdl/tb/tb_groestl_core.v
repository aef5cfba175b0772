// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// tb_groestl_core.v
// -----------------
// Self-checking bench for either core (CORE = 0: groestl_fast,
// 1: groestl_compact). It streams the messages of a vector file into
// the core with random gaps on tvalid and random digest_ready, and
// checks every digest, in order, against the file. It also checks the
// digest channel's rules (digest_valid and digest held until taken).
//
// Plusargs:
//   +vectors=FILE  the messages (written by scripts/hdltest.py from
//                  kat/ and the C library), records of
//                    nbytes reset_after bad_keep_beat in_stall out_stall
//                    beat words (hex, byte 0 in bits 7:0), at least one
//                    digest words (hex, digest byte 0 in bits 7:0)
//                  reset_after >= 0: send that many beats, reset the
//                  core, then send the whole message again.
//                  bad_keep_beat >= 0: that beat carries tkeep 8'h7f
//                  and the digest must come with digest_error.
//   +seed=N        seeds the random gaps (default 1)
//                  in_stall, out_stall: percent of cycles with tvalid
//                  low, and with digest_ready low, while it is sent
//   +nocheck       print digests instead of comparing (scripts/rtlsum.py)
// Ends with $fatal on any mismatch or a timeout, else prints PASS and
// how many messages began before the digest of the one before them
// was out (the core takes a new message while it still works).
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

  localparam integer DIGEST_WORDS = (DIGEST_BITS + 63) / 64;
  localparam integer QUEUE        = 16;
  localparam integer MAX_BEATS    = 1 << 20;
  localparam integer TIMEOUT      = 100000;


  //----------------------------------------------------------------
  // Signals.
  //----------------------------------------------------------------
  reg                       clk;
  reg                       reset_n;

  reg [63 : 0]              tdata;
  reg [7 : 0]               tkeep;
  reg                       tlast;
  reg                       tvalid;
  wire                      tready;

  wire [DIGEST_BITS - 1 : 0] digest;
  wire                      digest_error;
  wire                      digest_valid;
  reg                       digest_ready;


  //----------------------------------------------------------------
  // Bench state.
  //----------------------------------------------------------------
  reg [63 : 0]              beats [0 : MAX_BEATS - 1];
  reg [DIGEST_BITS - 1 : 0] expected [0 : QUEUE - 1];
  reg                       expected_error [0 : QUEUE - 1];
  integer                   first_cycle [0 : QUEUE - 1];
  integer                   last_cycle [0 : QUEUE - 1];

  integer  cycles;
  integer  errors;
  integer  sent;
  integer  received;
  integer  in_stall;
  integer  out_stall;
  integer  overlapped;   // messages begun before the digest before them was out
  reg      check;
  reg [31 : 0] rng;

  reg                       prev_pending;
  reg [DIGEST_BITS - 1 : 0] prev_digest;
  reg                       prev_error;


  //----------------------------------------------------------------
  // The device under test.
  //----------------------------------------------------------------
  generate
    if (CORE == 0) begin : fast
      groestl_fast #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0)) dut(
        .clk(clk), .reset_n(reset_n),
        .s_axis_tdata(tdata), .s_axis_tkeep(tkeep), .s_axis_tlast(tlast),
        .s_axis_tvalid(tvalid), .s_axis_tready(tready),
        .digest(digest), .digest_error(digest_error),
        .digest_valid(digest_valid), .digest_ready(digest_ready));
    end
    else begin : compact
      groestl_compact #(.DIGEST_BITS(DIGEST_BITS), .GROESTL0(GROESTL0),
                        .SBOX_FILE(SBOX_FILE)) dut(
        .clk(clk), .reset_n(reset_n),
        .s_axis_tdata(tdata), .s_axis_tkeep(tkeep), .s_axis_tlast(tlast),
        .s_axis_tvalid(tvalid), .s_axis_tready(tready),
        .digest(digest), .digest_error(digest_error),
        .digest_valid(digest_valid), .digest_ready(digest_ready));
    end
  endgenerate


  //----------------------------------------------------------------
  // Random numbers: xorshift32, the same on every simulator.
  //----------------------------------------------------------------
  task next_random;
    begin
      rng = rng ^ (rng << 13);
      rng = rng ^ (rng >> 17);
      rng = rng ^ (rng << 5);
    end
  endtask // next_random

  function stalled(input [31 : 0] r, input integer percent);
    begin
      stalled = (r % 100) < percent;
    end
  endfunction // stalled


  //----------------------------------------------------------------
  // Clock and cycle count.
  //----------------------------------------------------------------
  initial clk = 1'b0;
  always #5 clk = !clk;

  initial cycles = 0;
  always @ (posedge clk)
    cycles <= cycles + 1;


  //----------------------------------------------------------------
  // Digest monitor: takes digests with random digest_ready and
  // compares them in order.
  //----------------------------------------------------------------
  task show_digest(input [DIGEST_BITS - 1 : 0] d);
    integer i;
    begin
      for (i = 0 ; i < DIGEST_BITS / 8 ; i = i + 1)
        $write("%02x", d[8 * i +: 8]);
    end
  endtask // show_digest

  always @ (posedge clk)
    begin : monitor
      integer slot;
      if (!reset_n)
        begin
          prev_pending <= 1'b0;
          digest_ready <= 1'b0;
        end
      else
        begin
          if (prev_pending && (!digest_valid || digest != prev_digest ||
                               digest_error != prev_error))
            begin
              $display("ERROR: digest_valid or the digest changed before digest_ready");
              errors = errors + 1;
            end

          if (digest_valid && digest_ready)
            begin
              slot = received % QUEUE;
              if (received >= sent)
                begin
                  $display("ERROR: a digest for a message not sent");
                  errors = errors + 1;
                end
              else if (!check)
                begin
                  $write("digest ");
                  show_digest(digest);
                  $display(" clocks %0d latency %0d", cycles - first_cycle[slot],
                           cycles - last_cycle[slot]);
                end
              else if (digest !== expected[slot] ||
                       digest_error !== expected_error[slot])
                begin
                  $write("ERROR: message %0d: got ", received);
                  show_digest(digest);
                  $write(" error %0d, expected ", digest_error);
                  show_digest(expected[slot]);
                  $display(" error %0d", expected_error[slot]);
                  errors = errors + 1;
                end
              received = received + 1;
            end

          prev_pending <= digest_valid && !digest_ready;
          prev_digest  <= digest;
          prev_error   <= digest_error;

          next_random;
          digest_ready <= !stalled(rng, out_stall);
        end
    end // monitor


  //----------------------------------------------------------------
  // Driver tasks.
  //----------------------------------------------------------------
  // The driver changes inputs just after the falling edge, so the core
  // samples settled values at the rising edge on every simulator.
  task reset_dut;
    begin
      @ (negedge clk);
      reset_n = 1'b0;
      tvalid  = 1'b0;
      repeat (3) @ (negedge clk);
      reset_n = 1'b1;
    end
  endtask // reset_dut

  // One beat, after random idle cycles; returns once it is taken.
  // tready depends only on the core's registers, so its value a
  // moment after the falling edge is the one the rising edge sees.
  task send_beat(input [63 : 0] data, input [7 : 0] keep, input last);
    begin
      next_random;
      while (stalled(rng, in_stall))
        begin
          tvalid = 1'b0;
          @ (negedge clk);
          next_random;
        end
      tdata  = data;
      tkeep  = keep;
      tlast  = last;
      tvalid = 1'b1;
      #1;
      while (!tready)
        begin
          @ (negedge clk);
          #1;
        end
      @ (negedge clk);
      tvalid = 1'b0;
    end
  endtask // send_beat

  task wait_all_received;
    integer waited;
    begin
      waited = 0;
      while (received < sent && waited < TIMEOUT)
        begin
          @ (negedge clk);
          waited = waited + 1;
        end
      if (received < sent)
        $fatal(1, "FAILED: timeout, %0d digests of %0d", received, sent);
    end
  endtask // wait_all_received

  // nbeats beats of the message in beats[], tlast on the last unless
  // cut short; bad_beat gets a tkeep that breaks the rules.
  task send_message(input integer nbytes, input integer nbeats, input integer send_beats,
                    input integer bad_beat);
    integer i, kept;
    reg [7 : 0] keep;
    begin
      for (i = 0 ; i < send_beats ; i = i + 1)
        begin
          kept = nbytes - 8 * i;
          keep = (i == bad_beat) ? 8'h7f : (kept >= 8) ? 8'hff : ((8'h1 << kept) - 8'h1);
          if (i == 0)
            first_cycle[sent % QUEUE] = cycles;
          send_beat(beats[i], keep, i == nbeats - 1);
          // Taken while the digest before is still to come?
          if (i == 0 && received < sent && send_beats == nbeats)
            overlapped = overlapped + 1;
        end
      if (send_beats == nbeats)
        begin
          last_cycle[sent % QUEUE] = cycles;
          sent = sent + 1;
        end
    end
  endtask // send_message


  //----------------------------------------------------------------
  // The test.
  //----------------------------------------------------------------
  initial
    begin : main
      reg [1023 : 0] path;
      integer fd, nbytes, reset_after, bad_beat, nbeats, i, r, messages;
      reg [63 : 0] word;
      reg [64 * DIGEST_WORDS - 1 : 0] words;

      errors     = 0;
      overlapped = 0;
      sent       = 0;
      received = 0;
      messages = 0;
      check    = !$test$plusargs("nocheck");
      if (!$value$plusargs("seed=%d", rng))
        rng = 1;
      rng = rng * 32'h9e3779b9 + 32'h1;
      in_stall  = 0;
      out_stall = 0;
      if (!$value$plusargs("vectors=%s", path))
        $fatal(1, "FAILED: no +vectors=FILE");
      fd = $fopen(path, "r");
      if (fd == 0)
        $fatal(1, "FAILED: cannot open the vector file");

      tdata  = 64'd0;
      tkeep  = 8'd0;
      tlast  = 1'b0;
      tvalid = 1'b0;
      reset_n = 1'b0;
      reset_dut;

      r = $fscanf(fd, "%d %d %d %d %d", nbytes, reset_after, bad_beat, in_stall, out_stall);
      while (r == 5)
        begin
          nbeats = (nbytes == 0) ? 1 : (nbytes + 7) / 8;
          if (nbeats > MAX_BEATS)
            $fatal(1, "FAILED: message %0d too long for the bench", messages);
          for (i = 0 ; i < nbeats ; i = i + 1)
            begin
              r = $fscanf(fd, "%h", word);
              beats[i] = word;
            end
          for (i = 0 ; i < DIGEST_WORDS ; i = i + 1)
            begin
              r = $fscanf(fd, "%h", word);
              words[64 * i +: 64] = word;
            end
          if (r != 1)
            $fatal(1, "FAILED: vector file cut short at message %0d", messages);

          // Keep at most QUEUE - 1 digests outstanding.
          while (sent - received >= QUEUE - 1)
            @ (negedge clk);

          if (reset_after >= 0)
            begin
              // A reset in the middle of a message: everything before is in,
              // the cut message is forgotten, and the whole one must hash right.
              wait_all_received;
              send_message(nbytes, nbeats, reset_after, -1);
              reset_dut;
            end

          expected[sent % QUEUE]       = words[DIGEST_BITS - 1 : 0];
          expected_error[sent % QUEUE] = bad_beat >= 0;
          send_message(nbytes, nbeats, nbeats, bad_beat);
          messages = messages + 1;
          r = $fscanf(fd, "%d %d %d %d %d", nbytes, reset_after, bad_beat, in_stall,
                      out_stall);
        end
      $fclose(fd);

      wait_all_received;
      repeat (20) @ (negedge clk);
      if (errors != 0)
        $fatal(1, "FAILED: %0d errors in %0d messages", errors, messages);
      $display("PASS: %0d messages, %0d overlapped, %0d clocks", messages, overlapped, cycles);
      $finish;
    end // main

endmodule // tb_groestl_core

//======================================================================
// EOF tb_groestl_core.v
//======================================================================
