// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_compact.v
// -----------------
// The area core: a round of P and Q in 2 * (COLS/2) column-pair steps
// (Jungk, Reith, Apfelbeck's area design, improved): the state lives
// in eight row RAMs, ShiftBytes is done by their read addresses, and
// the S-boxes are sixteen 512 x 8 block-RAM ROMs.
//
// Layout. Row RAM r holds row r of P and of Q; a 16-bit word holds
// the bytes of columns j (low) and j + COLS/2 (high), so one read gives
// both bytes a column pair needs whatever the row's shift, and one
// write stores both bytes of a computed pair. Address:
// {bank, P not Q, j}; round k reads bank k % 2 and writes the other,
// the next block's input goes to bank 0.
//
// Schedule. Each round issues COLS/2 steps of Q (output columns c and
// c + COLS/2 for c = 0..COLS/2-1), then COLS/2 steps of P. A step is a
// five-stage pipeline: read the row RAMs; swap the two bytes where the
// shift says so and AddRoundConstant, into the S-box addresses; S-box
// ROM; MixBytes of both columns; write back. Q's last write of a round
// lands on the clock before Q's first read of the next one (COLS/2 + 4
// clocks after its first), so rounds follow without bubbles; a sixth
// stage would need one.
//
// Chaining. The last round writes nothing of its own: its outputs go
// into the accumulator acc (h ^= Q(..), then h ^= P(..)), and its
// write slots store the next block's input instead (Q: m, P: h ^ m),
// taken as column pairs from the block buffer. A block thus takes
// ROUNDS * COLS clocks, back to back. After the last block the output
// transformation runs as a block with message 0 (Q's result ignored);
// acc then holds P(h) ^ h, shown on digest until digest_ready; the
// next message's blocks meanwhile start from IV.
//
// Parameters: DIGEST_BITS (8..512, over 256: 1024-bit state),
// GROESTL0 (1: Groestl-0), SBOX_FILE (the ROM image, see
// groestl_sbox_rom.v). Ports: groestl_core_ports.vh (message in,
// digest out).
//======================================================================

`default_nettype none

module groestl_compact #(parameter integer DIGEST_BITS = 256,
                         parameter integer GROESTL0 = 0,
                         parameter SBOX_FILE = "groestl_sbox.hex")
                       (
`include "groestl_core_ports.vh"
                       );

`include "groestl_spec.vh"
`include "groestl_params.vh"

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  localparam HALF      = COLS / 2;
  localparam PAIR_BITS = WIDE ? 3 : 2;          // column pair index
  localparam ADDR_BITS = PAIR_BITS + 2;         // {bank, P, pair}
  localparam [3 : 0] COL_MASK  = WIDE ? 4'hf : 4'h7;
  localparam [3 : 0] HALF_BIT  = WIDE ? 4'h8 : 4'h4;

  localparam integer LAST_PAIR_I = HALF - 1;
  localparam [PAIR_BITS - 1 : 0] LAST_PAIR = LAST_PAIR_I[PAIR_BITS - 1 : 0];

  // The sequencer's states.
  localparam [1 : 0] SEQ_IDLE   = 2'd0;  // no block
  localparam [1 : 0] SEQ_LOAD   = 2'd1;  // a pass that only loads a message's first block
  localparam [1 : 0] SEQ_ROUNDS = 2'd2;  // the rounds of a block

  // What the write stage of a step does.
  localparam [1 : 0] W_ROUND = 2'd0;  // write the round's output
  localparam [1 : 0] W_LAST  = 2'd1;  // last round: acc, next input
  localparam [1 : 0] W_LOAD  = 2'd2;  // no round: next input only

  // The block that follows the last round.
  localparam [1 : 0] NEXT_NONE  = 2'd0;
  localparam [1 : 0] NEXT_MSG   = 2'd1;
  localparam [1 : 0] NEXT_OMEGA = 2'd2;

  // A step's tag as it travels down the pipeline.
  localparam TAG_VALID = 0;
  localparam TAG_P     = 1;
  localparam TAG_BANK  = 2;
  localparam TAG_FIRST = 3;
  localparam TAG_OMEGA = 4;
  localparam TAG_ERROR = 5;
  localparam TAG_WKIND = 6;                 // 2 bits
  localparam TAG_NEXT  = 8;                 // 2 bits
  localparam TAG_PAIR  = 10;                // PAIR_BITS bits
  localparam TAG_BITS  = TAG_PAIR + PAIR_BITS;


  //----------------------------------------------------------------
  // Registers including update variables and write enable.
  //----------------------------------------------------------------
  // Sequencer: the step being issued.
  reg [1 : 0]               seq_reg;
  reg [1 : 0]               seq_new;
  reg                       seq_we;

  reg [3 : 0]               round_reg;
  reg [3 : 0]               round_new;
  reg                       round_we;
  reg                       round_last_reg; // round_reg is the last round (kept for the
                                            // clock rate: a flag, not a compare)

  reg [PAIR_BITS : 0]       step_reg;      // {P, pair}
  reg                       step_rst;
  reg                       step_inc;

  reg [1 : 0]               next_reg;      // the block after this one
  reg                       first_reg;     // it starts a message
  reg                       next_we;

  reg                       omega_reg;     // this block is the output transformation
  reg                       final_reg;     // this block ends its message
  reg                       error_reg;     // its message broke the tkeep rules
  reg                       omega_new;
  reg                       final_new;
  reg                       error_new;
  reg                       block_we;

  // Pipeline.
  reg [TAG_BITS - 1 : 0]    tag1_reg;      // step in the S-box address stage
  reg [TAG_BITS - 1 : 0]    tag2_reg;      // in the S-box stage
  reg [TAG_BITS - 1 : 0]    tag3_reg;      // in the MixBytes stage
  reg [TAG_BITS - 1 : 0]    tag4_reg;      // in the write stage
  reg [7 : 0]               swap1_reg;     // per row: high byte feeds column c
  reg [63 : 0]              arc_a1_reg;    // AddRoundConstant, column c
  reg [63 : 0]              arc_b1_reg;    // and column c + COLS/2
  reg                       compl1_reg;    // S-box of the complement (Q)
  reg [71 : 0]              sbox_a2_reg;   // S-box ROM addresses, 9 bits a row,
  reg [71 : 0]              sbox_b2_reg;   // column c and c + COLS/2
  reg [127 : 0]             mix4_reg;      // {column c + COLS/2, column c}

  // Chaining value accumulator, column j at acc_reg[64j+63 : 64j]
  // (rotating like the block buffer's pairs while it is used).
  reg [BITS - 1 : 0]        acc_reg;
  reg [BITS - 1 : 0]        acc_new;
  reg                       acc_we;

  reg                       digest_valid_reg;
  reg                       digest_valid_new;
  reg                       digest_valid_we;
  reg                       digest_error_reg;


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  /* verilator lint_off UNUSEDSIGNAL */
  wire [BITS - 1 : 0]       block_data;    // read a column pair at a time
  /* verilator lint_on UNUSEDSIGNAL */
  wire                      block_final;
  wire                      block_error;
  wire                      block_valid;
  reg                       block_rotate;
  reg                       block_take;

  // Issue stage.
  reg                       issue;
  reg [TAG_BITS - 1 : 0]    tag0;
  reg [1 : 0]               next_now;
  reg                       first_now;
  wire                      step_p;
  wire [PAIR_BITS - 1 : 0]  step_pair;
  wire [ADDR_BITS - 1 : 0]  raddr [0 : 7];
  wire [7 : 0]              swap0;
  wire [63 : 0]             arc_a0;
  wire [63 : 0]             arc_b0;

  // Data stages.
  wire [15 : 0]             rdata [0 : 7];
  wire [71 : 0]             sbox_a1;
  wire [71 : 0]             sbox_b1;
  wire [63 : 0]             sbox_a;
  wire [63 : 0]             sbox_b;
  wire [63 : 0]             mix_a;
  wire [63 : 0]             mix_b;

  // Write stage.
  reg                       we;
  reg [ADDR_BITS - 1 : 0]   waddr;
  reg [127 : 0]             wdata;
  reg                       digest_set;
  wire [1 : 0]              wkind4;
  wire [1 : 0]              next4;
  wire [PAIR_BITS - 1 : 0]  pair4;
  wire [127 : 0]            acc_pair;
  wire [127 : 0]            msg_pair;
  wire [127 : 0]            iv_pair;
  wire [127 : 0]            acc_sum;


  //----------------------------------------------------------------
  // Concurrent connectivity for ports etc.
  //----------------------------------------------------------------
  assign digest       = acc_reg[BITS - 1 -: DIGEST_BITS];
  assign digest_error = digest_error_reg;
  assign digest_valid = digest_valid_reg;

  assign step_p    = step_reg[PAIR_BITS];
  assign step_pair = step_reg[PAIR_BITS - 1 : 0];

  assign wkind4 = tag4_reg[TAG_WKIND +: 2];
  assign next4  = tag4_reg[TAG_NEXT +: 2];
  assign pair4  = tag4_reg[TAG_PAIR +: PAIR_BITS];

  // Column pairs (c, c + COLS/2) as {high column, low column}.
  assign acc_pair = {acc_reg[BITS / 2 +: 64], acc_reg[0 +: 64]};
  assign msg_pair = {block_data[BITS / 2 +: 64], block_data[0 +: 64]};
  assign iv_pair  = (pair4 == LAST_PAIR) ? {IV[BITS - 64 +: 64], 64'd0} : 128'd0;
  // The last round adds its output to the chaining value, but for
  // Q's half of the output transformation.
  assign acc_sum  = acc_pair ^ ((wkind4 == W_LAST &&
                                 (tag4_reg[TAG_P] || !tag4_reg[TAG_OMEGA])) ?
                                mix4_reg : 128'd0);


  //----------------------------------------------------------------
  // Instantiations.
  //----------------------------------------------------------------
  // The front end wired as in groestl_fast.v, plus block_rotate.
  groestl_front #(.COLS(COLS)) front(
`include "groestl_stream_connect.vh"
                                     .block_data(block_data),
                                     .block_final(block_final),
                                     .block_error(block_error),
                                     .block_valid(block_valid),
                                     .block_rotate(block_rotate),
                                     .block_take(block_take)
                                    );

  genvar r;
  generate
    for (r = 0 ; r < 8 ; r = r + 1) begin : rows
      localparam [3 : 0] SHIFT_P = groestl_shift(1'b0, r, WIDE, GROESTL0 != 0);
      localparam [3 : 0] SHIFT_Q = groestl_shift(1'b1, r, WIDE, GROESTL0 != 0);

      // Output column c of row r reads column c + shift: the word of
      // pair (c + shift) mod COLS/2, its high byte if the sum wraps
      // past COLS/2.
      wire [3 : 0]             src  = {{(3 - PAIR_BITS){1'b0}}, 1'b0, step_pair} +
                                      (step_p ? SHIFT_P : SHIFT_Q);
      wire [3 : 0]             src_a = src & COL_MASK;
      wire [3 : 0]             src_b = src_a ^ HALF_BIT;
      wire [7 : 0]             lo    = rdata[r][7 : 0];
      wire [7 : 0]             hi    = rdata[r][15 : 8];

      // A register between the row RAMs and the S-box ROMs (the
      // block RAMs sit in two columns far apart): AddRoundConstant
      // and the swap are the only logic on either side.
      assign sbox_a1[9 * r +: 9] = {compl1_reg, (swap1_reg[r] ? hi : lo) ^ arc_a1_reg[8 * r +: 8]};
      assign sbox_b1[9 * r +: 9] = {compl1_reg, (swap1_reg[r] ? lo : hi) ^ arc_b1_reg[8 * r +: 8]};

      assign raddr[r]   = {round_reg[0], step_p, src[PAIR_BITS - 1 : 0]};
      assign swap0[r]   = src[PAIR_BITS];
      assign arc_a0[8 * r +: 8] = groestl_arc(!step_p, r, src_a, round_reg,
                                              GROESTL0 != 0, 1'b0);
      assign arc_b0[8 * r +: 8] = groestl_arc(!step_p, r, src_b, round_reg,
                                              GROESTL0 != 0, 1'b0);

      groestl_ram #(.WIDTH(16), .ADDR_BITS(ADDR_BITS)) row_ram(
        .clk(clk),
        .we(we),
        .waddr(waddr),
        .wdata({wdata[64 + 8 * r +: 8], wdata[8 * r +: 8]}),
        .raddr(raddr[r]),
        .rdata(rdata[r])
      );

      groestl_sbox_rom #(.SBOX_FILE(SBOX_FILE)) sbox_rom_a(
        .clk(clk),
        .addr(sbox_a2_reg[9 * r +: 9]),
        .data(sbox_a[8 * r +: 8])
      );

      groestl_sbox_rom #(.SBOX_FILE(SBOX_FILE)) sbox_rom_b(
        .clk(clk),
        .addr(sbox_b2_reg[9 * r +: 9]),
        .data(sbox_b[8 * r +: 8])
      );
    end
  endgenerate

  groestl_mix_column mix_col_a(.a(sbox_a), .b(mix_a));
  groestl_mix_column mix_col_b(.a(sbox_b), .b(mix_b));


  //----------------------------------------------------------------
  // reg_update
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : reg_update
      if (!reset_n)
        begin
          seq_reg          <= SEQ_IDLE;
          round_reg        <= 4'd0;
          round_last_reg   <= 1'b0;
          step_reg         <= {(PAIR_BITS + 1){1'b0}};
          next_reg         <= NEXT_NONE;
          first_reg        <= 1'b0;
          omega_reg        <= 1'b1;   // as if an output transformation had just ended
          final_reg        <= 1'b0;
          error_reg        <= 1'b0;
          tag1_reg         <= {TAG_BITS{1'b0}};
          tag2_reg         <= {TAG_BITS{1'b0}};
          tag3_reg         <= {TAG_BITS{1'b0}};
          tag4_reg         <= {TAG_BITS{1'b0}};
          acc_reg          <= IV;
          digest_valid_reg <= 1'b0;
          digest_error_reg <= 1'b0;
        end
      else
        begin
          if (seq_we)
            seq_reg <= seq_new;

          if (round_we)
            begin
              round_reg      <= round_new;
              round_last_reg <= round_new == LAST_ROUND;
            end

          if (step_rst)
            step_reg <= {(PAIR_BITS + 1){1'b0}};
          else if (step_inc)
            step_reg <= step_reg + 1'b1;

          if (next_we)
            begin
              next_reg  <= next_now;
              first_reg <= first_now;
            end

          if (block_we)
            begin
              omega_reg <= omega_new;
              final_reg <= final_new;
              error_reg <= error_new;
            end

          tag1_reg <= tag0;
          tag2_reg <= tag1_reg;
          tag3_reg <= tag2_reg;
          tag4_reg <= tag3_reg;

          if (acc_we)
            acc_reg <= acc_new;

          if (digest_valid_we)
            digest_valid_reg <= digest_valid_new;

          if (digest_set)
            digest_error_reg <= tag4_reg[TAG_ERROR];
        end

      // Data only: a step's data is read only where its tag is valid.
      swap1_reg  <= swap0;
      arc_a1_reg <= arc_a0;
      arc_b1_reg <= arc_b0;
      compl1_reg <= !step_p && (GROESTL0 == 0);
      sbox_a2_reg <= sbox_a1;
      sbox_b2_reg <= sbox_b1;
      mix4_reg   <= {mix_b, mix_a};
    end // reg_update


  //----------------------------------------------------------------
  // write_logic: the last pipeline stage. Writes a round's output, or
  // in the last round (and a load pass) adds the output to acc and
  // writes the next block's input, taking the message from the block
  // buffer pair by pair.
  //----------------------------------------------------------------
  always @*
    begin : write_logic
      we               = 1'b0;
      waddr            = {tag4_reg[TAG_BANK], tag4_reg[TAG_P], pair4};
      wdata            = mix4_reg;
      acc_new          = {acc_sum[127 : 64], acc_reg[BITS - 1 : BITS / 2 + 64],
                          acc_sum[63 : 0], acc_reg[BITS / 2 - 1 : 64]};
      acc_we           = 1'b0;
      block_rotate     = 1'b0;
      block_take       = 1'b0;
      digest_set       = 1'b0;
      digest_valid_new = 1'b0;
      digest_valid_we  = 1'b0;

      if (tag4_reg[TAG_VALID])
        begin
          if (wkind4 == W_ROUND)
            we = 1'b1;
          else
            begin
              // acc moves on a pair whenever a step uses it; a load pass
              // of a message's first block leaves it (and a digest) alone.
              acc_we = (wkind4 == W_LAST) || !tag4_reg[TAG_FIRST];

              if (next4 != NEXT_NONE)
                begin
                  we    = 1'b1;
                  wdata = (next4 == NEXT_MSG) ? msg_pair : 128'd0;
                  if (tag4_reg[TAG_P])
                    wdata = wdata ^ (tag4_reg[TAG_FIRST] ? iv_pair : acc_sum);
                end

              if (next4 == NEXT_MSG)
                begin
                  block_rotate = 1'b1;
                  block_take   = tag4_reg[TAG_P] && pair4 == LAST_PAIR;
                end

              if (wkind4 == W_LAST && tag4_reg[TAG_OMEGA] && tag4_reg[TAG_P] &&
                  pair4 == LAST_PAIR)
                begin
                  digest_set       = 1'b1;
                  digest_valid_new = 1'b1;
                  digest_valid_we  = 1'b1;
                end
            end
        end

      // The digest is taken: acc starts the next message.
      if (digest_valid_reg && digest_ready)
        begin
          digest_valid_we = 1'b1;
          acc_new         = IV;
          acc_we          = 1'b1;
        end
    end // write_logic


  //----------------------------------------------------------------
  // sequencer
  // Issues the steps: a load pass when a block arrives at an idle
  // core, then the rounds, chaining into the next block (or the
  // output transformation) without a gap. The last round waits while
  // acc still holds a digest nobody took.
  //----------------------------------------------------------------
  always @*
    begin : sequencer
      issue     = 1'b0;
      tag0      = {TAG_BITS{1'b0}};
      next_now  = next_reg;
      first_now = first_reg;
      next_we   = 1'b0;
      seq_new   = SEQ_IDLE;
      seq_we    = 1'b0;
      round_new = round_reg + 4'd1;
      round_we  = 1'b0;
      step_rst  = 1'b0;
      step_inc  = 1'b0;
      omega_new = 1'b0;
      final_new = block_final;
      error_new = block_error;
      block_we  = 1'b0;

      if (seq_reg == SEQ_IDLE)
        begin
          if (block_valid)
            begin
              // Start with a load pass of the waiting block.
              next_now  = NEXT_MSG;
              first_now = omega_reg;
              next_we   = 1'b1;
              block_we  = 1'b1;
              seq_new   = SEQ_LOAD;
              seq_we    = 1'b1;
              round_new = 4'd0;
              round_we  = 1'b1;
              step_rst  = 1'b1;
            end
        end
      else
        begin
          if (seq_reg == SEQ_ROUNDS && round_last_reg && step_reg == 0)
            begin
              // The first step of the last round decides what follows.
              next_now  = final_reg ? NEXT_OMEGA : (block_valid ? NEXT_MSG : NEXT_NONE);
              first_now = omega_reg;
              next_we   = 1'b1;
              issue     = !digest_valid_reg;
            end
          else
            issue = 1'b1;

          if (issue)
            begin
              tag0[TAG_VALID]          = 1'b1;
              tag0[TAG_P]              = step_p;
              tag0[TAG_BANK]           = !round_reg[0];
              tag0[TAG_FIRST]          = first_now;
              tag0[TAG_OMEGA]          = omega_reg;
              tag0[TAG_ERROR]          = error_reg;
              tag0[TAG_NEXT +: 2]      = next_now;
              tag0[TAG_PAIR +: PAIR_BITS] = step_pair;
              if (seq_reg == SEQ_LOAD)
                tag0[TAG_WKIND +: 2] = W_LOAD;
              else if (round_last_reg)
                tag0[TAG_WKIND +: 2] = W_LAST;
              else
                tag0[TAG_WKIND +: 2] = W_ROUND;
              if (seq_reg == SEQ_LOAD || round_last_reg)
                tag0[TAG_BANK] = 1'b0;

              step_inc = 1'b1;
            end

          // The round's last step (never the first, so always issued,
          // and next_reg is already decided): written without issue or
          // next_now, which keeps these enables shallow.
          if (step_p && step_pair == LAST_PAIR)
            begin
              round_we = 1'b1;
              if (seq_reg == SEQ_LOAD)
                begin
                  seq_new   = SEQ_ROUNDS;
                  seq_we    = 1'b1;
                  round_new = 4'd0;
                end
              else if (round_last_reg)
                begin
                  round_new = 4'd0;
                  case (next_reg)
                    NEXT_OMEGA:
                      begin
                        omega_new = 1'b1;
                        final_new = 1'b0;
                        error_new = error_reg;
                        block_we  = 1'b1;
                      end
                    NEXT_MSG:
                      block_we = 1'b1;
                    default:
                      seq_we = 1'b1;  // to SEQ_IDLE
                  endcase
                end
            end
        end
    end // sequencer

endmodule // groestl_compact

//======================================================================
// EOF groestl_compact.v
//======================================================================
