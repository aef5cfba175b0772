// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// tb_groestl_pad.v
// ----------------
// Checks the stream front end, groestl_front (groestl_pad followed by
// groestl_block_buffer), against a model of the padding: for every
// message length from 0 to 2 blocks + 17 bytes (random contents,
// random gaps on both sides), each block must equal the padded
// message (0x80, zeros, the block count as 64-bit big-endian), the
// last block must carry block_final, and a message with a bad tkeep
// must carry block_error. Every other block is also read the compact
// core's way: COLS/2 rotations showing column pairs (j, j + COLS/2).
// $fatal on any mismatch.
//======================================================================

`default_nettype none

module tb_groestl_pad;

  parameter integer COLS = 8;

  localparam integer BLOCK   = 8 * COLS;
  localparam integer BITS    = 64 * COLS;
  localparam integer MAX_LEN = 2 * BLOCK + 17;
  localparam integer MAX_PAD = 4 * BLOCK;

  reg                clk;
  reg                reset_n;
  reg [63 : 0]       tdata;
  reg [7 : 0]        tkeep;
  reg                tlast;
  reg                tvalid;
  wire               tready;
  wire [BITS - 1 : 0] block_data;
  wire               block_final, block_error, block_valid;
  reg                block_rotate, block_take;

  reg [7 : 0]        msg [0 : MAX_LEN - 1];
  reg [7 : 0]        padded [0 : MAX_PAD - 1];
  integer            padded_blocks;
  integer            errors, len, rotated_blocks;
  reg [31 : 0]       rng;
  reg                bad_keep;

  groestl_front #(.COLS(COLS)) front(
    .clk(clk), .reset_n(reset_n),
    .s_axis_tdata(tdata), .s_axis_tkeep(tkeep), .s_axis_tlast(tlast),
    .s_axis_tvalid(tvalid), .s_axis_tready(tready),
    .block_data(block_data), .block_final(block_final), .block_error(block_error),
    .block_valid(block_valid), .block_rotate(block_rotate), .block_take(block_take));

  initial clk = 1'b0;
  always #5 clk = !clk;

  task next_random;
    begin
      rng = rng ^ (rng << 13);
      rng = rng ^ (rng >> 17);
      rng = rng ^ (rng << 5);
    end
  endtask // next_random

  // The model: message, 0x80, zeros, block count (big-endian, 8 bytes).
  task make_padded(input integer n);
    integer i, total;
    begin
      total = ((n + 1 + 8 + BLOCK - 1) / BLOCK) * BLOCK;
      padded_blocks = total / BLOCK;
      for (i = 0 ; i < total ; i = i + 1)
        padded[i] = (i < n) ? msg[i] : (i == n) ? 8'h80 : 8'h00;
      for (i = 0 ; i < 8 ; i = i + 1)
        padded[total - 1 - i] = padded_blocks >> (8 * i);
    end
  endtask // make_padded

  // Inputs change just after the falling edge; see tb_groestl_core.v.
  task send(input integer n);
    integer beat, nbeats, i, kept;
    begin
      nbeats = (n == 0) ? 1 : (n + 7) / 8;
      for (beat = 0 ; beat < nbeats ; beat = beat + 1)
        begin
          next_random;
          while (rng[2 : 0] == 3'd0)
            begin
              tvalid = 1'b0;
              @ (negedge clk);
              next_random;
            end
          for (i = 0 ; i < 8 ; i = i + 1)
            tdata[8 * i +: 8] = (8 * beat + i < n) ? msg[8 * beat + i] : rng[7 : 0];
          kept  = n - 8 * beat;
          tkeep = (kept >= 8) ? 8'hff : ((8'h1 << kept) - 8'h1);
          if (bad_keep && beat == 0)
            tkeep = 8'hfe;
          tlast  = beat == nbeats - 1;
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
    end
  endtask // send

  task check_block(input integer k);
    integer col, row, j, turn;
    reg [63 : 0] lo, hi;
    begin
      for (col = 0 ; col < COLS ; col = col + 1)
        for (row = 0 ; row < 8 ; row = row + 1)
          if (block_data[64 * col + 8 * row +: 8] !== padded[BLOCK * k + 8 * col + row])
            begin
              $display("ERROR: length %0d block %0d column %0d row %0d: %02x, expected %02x",
                       len, k, col, row, block_data[64 * col + 8 * row +: 8],
                       padded[BLOCK * k + 8 * col + row]);
              errors = errors + 1;
            end
      if (block_final !== (k == padded_blocks - 1) ||
          (block_final && block_error !== bad_keep))
        begin
          $display("ERROR: length %0d block %0d: final %0d error %0d", len, k,
                   block_final, block_error);
          errors = errors + 1;
        end
      if (k % 2 == 1)
        begin
          // The compact core's access: pairs at slots 0 and COLS/2.
          for (turn = 0 ; turn <= COLS / 2 ; turn = turn + 1)
            begin
              j  = turn % (COLS / 2);
              lo = block_data[63 : 0];
              hi = block_data[BITS / 2 +: 64];
              for (row = 0 ; row < 8 ; row = row + 1)
                if (lo[8 * row +: 8] !== padded[BLOCK * k + 8 * j + row] ||
                    hi[8 * row +: 8] !== padded[BLOCK * k + 8 * (j + COLS / 2) + row])
                  begin
                    $display("ERROR: length %0d block %0d pair %0d after %0d rotations",
                             len, k, j, turn);
                    errors = errors + 1;
                  end
              if (turn < COLS / 2)
                begin
                  block_rotate = 1'b1;
                  @ (negedge clk);
                  block_rotate = 1'b0;
                end
            end
          rotated_blocks = rotated_blocks + 1;
        end
    end
  endtask // check_block

  task receive;
    integer k;
    begin
      for (k = 0 ; k < padded_blocks ; k = k + 1)
        begin
          while (!block_valid)
            @ (negedge clk);
          next_random;
          repeat (rng[1 : 0])
            @ (negedge clk);
          check_block(k);
          block_take = 1'b1;
          @ (negedge clk);
          block_take = 1'b0;
        end
    end
  endtask // receive

  initial
    begin : main
      integer i;
      errors         = 0;
      rotated_blocks = 0;
      rng            = 32'h12345678;
      tvalid         = 1'b0;
      tdata          = 64'd0;
      tkeep          = 8'd0;
      tlast          = 1'b0;
      block_rotate   = 1'b0;
      block_take     = 1'b0;
      reset_n        = 1'b0;
      repeat (3) @ (negedge clk);
      reset_n = 1'b1;

      for (len = 0 ; len <= MAX_LEN ; len = len + 1)
        begin
          for (i = 0 ; i < len ; i = i + 1)
            begin
              next_random;
              msg[i] = rng[15 : 8];
            end
          bad_keep = (len > 8) && (len % 5 == 0);
          make_padded(len);
          fork
            send(len);
            receive;
          join
        end

      if (errors != 0 || rotated_blocks == 0)
        $fatal(1, "FAILED: %0d front-end errors", errors);
      $display("PASS: padding and block buffer, %0d columns, lengths 0..%0d", COLS, MAX_LEN);
      $finish;
    end // main

endmodule // tb_groestl_pad

//======================================================================
// EOF tb_groestl_pad.v
//======================================================================
