// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// tb_groestl_stream.v
// -------------------
// One stream of tb_groestl_core: reads a vector file, streams its
// messages into a core's AXI4-Stream input with random gaps on
// tvalid, takes the digests with random digest_ready, and checks
// every digest, in order, against the file. It also checks the
// digest channel's rules (digest_valid and digest held until taken).
//
// Vector file (+vectors=FILE for stream 0, +vectors1=FILE for stream
// 1; written by scripts/hdltest.py from kat/ and the C library),
// records of
//   nbytes reset_after bad_keep_beat in_stall out_stall
//   beat words (hex, byte 0 in bits 7:0), at least one
//   digest words (hex, digest byte 0 in bits 7:0)
// reset_after >= 0 (stream 0 only): once every digest of both streams
//   is out, send that many beats, reset the core (the other stream
//   pauses between two of its messages meanwhile), then send the
//   whole message again.
// bad_keep_beat >= 0: that beat carries tkeep 8'h7f and the digest
//   must come with digest_error.
// in_stall, out_stall: percent of clocks with tvalid low, and with
//   digest_ready low, while the message is sent.
// +seed=N seeds the random gaps; +nocheck prints the digests instead
// of comparing them (scripts/rtlsum.py).
//======================================================================

`default_nettype none

module tb_groestl_stream #(parameter integer DIGEST_BITS = 256,
                           parameter integer STREAM = 0)
                         (
                          input wire                       clk,
                          input wire                       reset_n,

                          output reg [63 : 0]              tdata,
                          output reg [7 : 0]               tkeep,
                          output reg                       tlast,
                          output reg                       tvalid,
                          input wire                       tready,

                          input wire [DIGEST_BITS - 1 : 0] digest,
                          input wire                       digest_error,
                          input wire                       digest_valid,
                          output reg                       digest_ready,

                          // This stream resets the core (the bench ORs them).
                          output reg                       reset_req,
                          // Pause between messages, all digests in: asked, given.
                          output reg                       quiet_req,
                          input wire                       other_quiet,
                          input wire                       quiet_asked,
                          output reg                       quiet,
                          // A message of this stream is in the core.
                          output wire                      busy,
                          output reg                       done,
                          output reg [31 : 0]              errors,
                          output reg [31 : 0]              messages,
                          output reg [31 : 0]              overlapped
                         );

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  localparam integer DIGEST_WORDS = (DIGEST_BITS + 63) / 64;
  localparam integer QUEUE        = 16;
  localparam integer MAX_BEATS    = 1 << 20;


  //----------------------------------------------------------------
  // Bench state.
  //----------------------------------------------------------------
  reg [63 : 0]              beats [0 : MAX_BEATS - 1];
  reg [DIGEST_BITS - 1 : 0] expected [0 : QUEUE - 1];
  reg                       expected_error [0 : QUEUE - 1];
  integer                   first_cycle [0 : QUEUE - 1];
  integer                   last_cycle [0 : QUEUE - 1];

  integer      cycles;
  integer      sent;       // messages whose last beat is in
  integer      started;    // messages whose first beat is in
  integer      received;
  integer      in_stall;
  integer      out_stall;
  reg          check;
  reg [31 : 0] rng;

  reg                       prev_pending;
  reg [DIGEST_BITS - 1 : 0] prev_digest;
  reg                       prev_error;

  assign busy = started > received;


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
  // Cycle count.
  //----------------------------------------------------------------
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
              $display("ERROR: stream %0d: digest_valid or the digest changed before digest_ready",
                       STREAM);
              errors = errors + 1;
            end

          if (digest_valid && digest_ready)
            begin
              slot = received % QUEUE;
              if (received >= sent)
                begin
                  $display("ERROR: stream %0d: a digest for a message not sent", STREAM);
                  errors = errors + 1;
                end
              else if (!check)
                begin
                  $write("digest ");
                  show_digest(digest);
                  $display(" clocks %0d latency %0d stream %0d", cycles - first_cycle[slot],
                           cycles - last_cycle[slot], STREAM);
                end
              else if (digest !== expected[slot] ||
                       digest_error !== expected_error[slot])
                begin
                  $write("ERROR: stream %0d message %0d: got ", STREAM, received);
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
      reset_req = 1'b1;
      tvalid    = 1'b0;
      repeat (3) @ (negedge clk);
      reset_req = 1'b0;
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
    begin
      while (received < sent)
        @ (negedge clk);
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
          if (i == 0 && send_beats == nbeats)
            begin
              started = started + 1;
              // Taken while the digest before is still to come?
              if (received < sent)
                overlapped = overlapped + 1;
            end
        end
      if (send_beats == nbeats)
        begin
          last_cycle[sent % QUEUE] = cycles;
          sent = sent + 1;
        end
    end
  endtask // send_message

  // Between two messages: pause while the other stream asks for it.
  task give_quiet;
    begin
      if (quiet_asked)
        begin
          wait_all_received;
          quiet = 1'b1;
          while (quiet_asked)
            @ (negedge clk);
          quiet = 1'b0;
        end
    end
  endtask // give_quiet


  //----------------------------------------------------------------
  // The stream.
  //----------------------------------------------------------------
  initial
    begin : main
      reg [1023 : 0] path;
      integer fd, nbytes, reset_after, bad_beat, nbeats, i, r;
      reg [63 : 0] word;
      reg [64 * DIGEST_WORDS - 1 : 0] words;
      reg have_file;

      errors     = 0;
      overlapped = 0;
      messages   = 0;
      sent       = 0;
      started    = 0;
      received   = 0;
      done       = 1'b0;
      reset_req  = 1'b0;
      quiet_req  = 1'b0;
      quiet      = 1'b0;
      check      = !$test$plusargs("nocheck");
      if (!$value$plusargs("seed=%d", rng))
        rng = 1;
      rng = rng * 32'h9e3779b9 + 32'h1 + STREAM * 32'h6a09e667;
      in_stall  = 0;
      out_stall = 0;
      tdata     = 64'd0;
      tkeep     = 8'd0;
      tlast     = 1'b0;
      tvalid    = 1'b0;

      if (STREAM == 0)
        have_file = $value$plusargs("vectors=%s", path);
      else
        have_file = $value$plusargs("vectors1=%s", path);
      fd = 0;
      if (have_file)
        begin
          fd = $fopen(path, "r");
          if (fd == 0)
            $fatal(1, "FAILED: stream %0d: cannot open the vector file", STREAM);
        end
      else if (STREAM == 0)
        $fatal(1, "FAILED: no +vectors=FILE");

      // The bench holds the reset for the first clocks.
      @ (posedge reset_n);

      r = (fd == 0) ? 0 : $fscanf(fd, "%d %d %d %d %d", nbytes, reset_after, bad_beat,
                                  in_stall, out_stall);
      while (r == 5)
        begin
          nbeats = (nbytes == 0) ? 1 : (nbytes + 7) / 8;
          if (nbeats > MAX_BEATS)
            $fatal(1, "FAILED: stream %0d: message %0d too long for the bench", STREAM, messages);
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
            $fatal(1, "FAILED: stream %0d: vector file cut short at message %0d", STREAM,
                   messages);

          give_quiet;

          // Keep at most QUEUE - 1 digests outstanding.
          while (sent - received >= QUEUE - 1)
            @ (negedge clk);

          if (reset_after >= 0)
            begin
              // A reset in the middle of a message: everything before is in
              // (on both streams), the cut message is forgotten, and the
              // whole one must hash right.
              if (STREAM != 0)
                $fatal(1, "FAILED: resets are for stream 0's vector file only");
              quiet_req = 1'b1;
              wait_all_received;
              while (!other_quiet)
                @ (negedge clk);
              send_message(nbytes, nbeats, reset_after, -1);
              reset_dut;
              quiet_req = 1'b0;
            end

          expected[sent % QUEUE]       = words[DIGEST_BITS - 1 : 0];
          expected_error[sent % QUEUE] = bad_beat >= 0;
          send_message(nbytes, nbeats, nbeats, bad_beat);
          messages = messages + 1;
          r = $fscanf(fd, "%d %d %d %d %d", nbytes, reset_after, bad_beat, in_stall,
                      out_stall);
        end
      if (fd != 0)
        $fclose(fd);

      wait_all_received;
      done = 1'b1;
      // Done, but still give the other stream its pauses.
      forever
        begin
          give_quiet;
          @ (negedge clk);
        end
    end // main

endmodule // tb_groestl_stream

//======================================================================
// EOF tb_groestl_stream.v
//======================================================================
