// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_fast.v
// --------------
// The throughput core: P and Q side by side, one round of both per
// clock (Jungk, Reith, Apfelbeck's high-throughput design), with
// logic S-boxes. A block takes ROUNDS clocks (10, or 14 for the
// 1024-bit state), the next block entering on the clock the last
// round ends. The output transformation runs on the same P datapath
// fed an all-zero message block: P(h) ^ h.
//
// For the clock rate, the states and the chaining value are kept in
// the composite basis of the S-box (groestl_sbox.vh), so a round is
// an inversion and one linear layer (groestl_round.v), and every
// register input is one level of logic after the rounds: the next
// round constant, the message, the chaining value and the
// feed-forward are added as AND-XOR terms whose selects and addends
// come from registers. The digest leaves the basis at the output.
//
// Parameters:
//   DIGEST_BITS: 8..512 in steps of 8 (over 256: 1024-bit state)
//   GROESTL0:    1 for Groestl-0, 0 for the final version
//
// Ports: groestl_core_ports.vh (message in, digest out).
//======================================================================

`default_nettype none

module groestl_fast #(parameter integer DIGEST_BITS = 256,
                      parameter integer GROESTL0 = 0)
                    (
`include "groestl_core_ports.vh"
                    );

`include "groestl_spec.vh"
`include "groestl_sbox.vh"
`include "groestl_mix.vh"
`include "groestl_params.vh"

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  // The control states.
  localparam [1 : 0] CTRL_IDLE   = 2'd0;  // no block; P and Q are zero
  localparam [1 : 0] CTRL_PRIMED = 2'd1;  // the adders hold the waiting block's start
  localparam [1 : 0] CTRL_BLOCK  = 2'd2;  // the rounds of a message block
  localparam [1 : 0] CTRL_OMEGA  = 2'd3;  // the rounds of the output transformation

`include "groestl_basis.vh"


  //----------------------------------------------------------------
  // Registers including update variables and write enable.
  //----------------------------------------------------------------
  // In the basis, with the constant of the round they enter added;
  // all zero while idle, so that the rounds then output zero.
  reg [BITS - 1 : 0]        p_reg;        // state of P
  wire [BITS - 1 : 0]       p_new;
  reg [BITS - 1 : 0]        q_reg;        // state of Q
  wire [BITS - 1 : 0]       q_new;
  reg                       pq_we;
  reg                       pq_clear;

  reg [BITS - 1 : 0]        h_reg;        // chaining value, in the basis
  wire [BITS - 1 : 0]       h_new;
  reg                       h_we;
  reg                       h_iv;

  // What the rounds' outputs get added on the next clock, set one
  // clock ahead so that the register inputs are one LUT after the
  // rounds: the next round constants, or at a block's start the
  // chaining value, the message and the first round constants.
  reg [BITS - 1 : 0]        p_add_reg;
  reg [BITS - 1 : 0]        p_add_new;
  reg [BITS - 1 : 0]        q_add_reg;
  reg [BITS - 1 : 0]        q_add_new;
  reg                       add_we;

  reg [3 : 0]               round_reg;
  reg                       round_rst;
  reg                       round_inc;

  reg                       last_reg;     // round_reg is the last round
  reg                       last_new;
  reg                       last_we;

  reg [1 : 0]               ctrl_reg;
  reg [1 : 0]               ctrl_new;
  reg                       ctrl_we;

  reg                       next_reg;     // the adders hold the next block's start
  reg                       next_new;
  reg                       next_we;

  reg                       final_reg;    // the block is the last of its message
  reg                       error_reg;    // the message broke the tkeep rules
  reg                       block_flags_we;

  reg [DIGEST_BITS - 1 : 0] digest_reg;   // in the basis, less ROUND_CONST
  reg                       digest_error_reg;
  reg                       digest_we;
  reg                       digest_valid_reg;
  reg                       digest_valid_new;
  reg                       digest_valid_we;


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  // The adders' next value: a block's start (with the message unless it
  // is the output transformation), else the constants of round add_round.
  reg                 add_start;
  reg                 add_msg;
  reg [3 : 0]         add_round;

  // The rounds' outputs: the next states in the basis, less ROUND_CONST
  // (which cancels in the feed-forward P ^ Q).
  wire [BITS - 1 : 0] p_out;
  wire [BITS - 1 : 0] q_out;
  wire [BITS - 1 : 0] msg_basis;

  wire [BITS - 1 : 0] block_data;
  wire                block_final;
  wire                block_error;
  wire                block_valid;
  reg                 block_take;

  wire                digest_free;


  //----------------------------------------------------------------
  // Concurrent connectivity for ports etc.
  //----------------------------------------------------------------
  assign digest       = digest_from_basis(digest_reg);
  assign digest_error = digest_error_reg;
  assign digest_valid = digest_valid_reg;

  assign msg_basis   = to_basis(block_data);
  assign digest_free = !digest_valid_reg || digest_ready;


  //----------------------------------------------------------------
  // Instantiations.
  //----------------------------------------------------------------
  // The front end wired as in groestl_compact.v, less its block_rotate.
  groestl_front #(.COLS(COLS)) front(
`include "groestl_stream_connect.vh"
                                     .block_data(block_data),
                                     .block_final(block_final),
                                     .block_error(block_error),
                                     .block_valid(block_valid),
                                     .block_rotate(1'b0),
                                     .block_take(block_take)
                                    );

  groestl_round #(.COLS(COLS), .PERM_Q(0), .GROESTL0(GROESTL0)) round_p(
                                                                         .state_in(p_reg),
                                                                         .state_out(p_out)
                                                                        );

  groestl_round #(.COLS(COLS), .PERM_Q(1), .GROESTL0(GROESTL0)) round_q(
                                                                         .state_in(q_reg),
                                                                         .state_out(q_out)
                                                                        );

  groestl_fast_feed #(.BITS(BITS)) feed(
                                        .p_out(p_out),
                                        .q_out(q_out),
                                        .p_add(p_add_reg),
                                        .q_add(q_add_reg),
                                        .h(h_reg),
                                        .last(last_reg),
                                        .p_new(p_new),
                                        .q_new(q_new),
                                        .h_new(h_new)
                                       );


  //----------------------------------------------------------------
  // reg_update
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : reg_update
      if (!reset_n)
        begin
          round_reg        <= 4'd0;
          last_reg         <= 1'b0;
          ctrl_reg         <= CTRL_IDLE;
          next_reg         <= 1'b0;
          final_reg        <= 1'b0;
          error_reg        <= 1'b0;
          digest_error_reg <= 1'b0;
          digest_valid_reg <= 1'b0;
        end
      else
        begin
          if (round_rst)
            round_reg <= 4'd0;
          else if (round_inc)
            round_reg <= round_reg + 4'd1;

          if (last_we)
            last_reg <= last_new;

          if (ctrl_we)
            ctrl_reg <= ctrl_new;

          if (next_we)
            next_reg <= next_new;

          if (block_flags_we)
            begin
              final_reg <= block_final;
              error_reg <= block_error;
            end

          if (digest_we)
            digest_error_reg <= error_reg;

          if (digest_valid_we)
            digest_valid_reg <= digest_valid_new;
        end

      // The constant loads are synchronous resets of the flip-flops,
      // which cost no logic in front of them.
      if (!reset_n || pq_clear)
        begin
          p_reg <= {BITS{1'b0}};
          q_reg <= {BITS{1'b0}};
        end
      else if (pq_we)
        begin
          p_reg <= p_new;
          q_reg <= q_new;
        end

      if (!reset_n || h_iv)
        h_reg <= IV_BASIS;
      else if (h_we)
        h_reg <= h_new;

      // Data only: each is written before it is read.
      if (add_we)
        begin
          p_add_reg <= p_add_new;
          q_add_reg <= q_add_new;
        end

      // The output transformation, P(h) ^ h, truncated to its last bytes.
      if (digest_we)
        digest_reg <= p_out[BITS - 1 -: DIGEST_BITS] ^ h_reg[BITS - 1 -: DIGEST_BITS];
    end // reg_update


  //----------------------------------------------------------------
  // datapath_logic: the adders for the next clock. The next P and Q
  // states and chaining value (groestl_fast_feed), each bit one LUT
  // after the rounds:
  //   a step:           P, Q one round further, plus the next constants;
  //   the last round:   h ^= P ^ Q, P = h ^ P ^ Q ^ m plus its first
  //                     constant (m = 0 for the output transformation),
  //                     Q = m plus its first constant;
  //   a start (idle):   P = h ^ m, Q = m, plus the first constants, as
  //                     the rounds' outputs are zero.
  //----------------------------------------------------------------
  always @*
    begin : datapath_logic
      {q_add_new, p_add_new} = next_adders(add_start, add_msg, add_round, h_reg, msg_basis);
    end // datapath_logic


  //----------------------------------------------------------------
  // core_ctrl
  // A block starts from idle one clock after it is in the buffer (the
  // clock that sets the adders, CTRL_PRIMED), or on the last round of
  // the block before if it was there one clock earlier; the rounds
  // step; at the last round the core chains into the next block, the
  // output transformation, or idle; the output transformation's last
  // round gives the digest and idles. It sets strobes only.
  //----------------------------------------------------------------
  always @*
    begin : core_ctrl
      pq_we            = 1'b0;
      pq_clear         = 1'b0;
      h_we             = 1'b0;
      h_iv             = 1'b0;
      add_we           = 1'b0;
      add_start        = 1'b0;
      add_msg          = 1'b1;
      add_round        = round_reg + 4'd2;
      block_take       = 1'b0;
      block_flags_we   = 1'b0;
      round_rst        = 1'b0;
      round_inc        = 1'b0;
      last_new         = 1'b0;
      last_we          = 1'b0;
      ctrl_new         = CTRL_IDLE;
      ctrl_we          = 1'b0;
      next_new         = 1'b0;
      next_we          = 1'b0;
      digest_we        = 1'b0;
      digest_valid_new = 1'b0;
      digest_valid_we  = 1'b0;

      if (digest_valid_reg && digest_ready)
        digest_valid_we = 1'b1;

      case (ctrl_reg)
        CTRL_IDLE:
          if (block_valid)
            begin
              add_we    = 1'b1;
              add_start = 1'b1;
              ctrl_new  = CTRL_PRIMED;
              ctrl_we   = 1'b1;
            end

        CTRL_PRIMED:
          begin
            pq_we          = 1'b1;
            block_take     = 1'b1;
            block_flags_we = 1'b1;
            round_rst      = 1'b1;
            add_we         = 1'b1;
            add_round      = 4'd1;
            ctrl_new       = CTRL_BLOCK;
            ctrl_we        = 1'b1;
          end

        default:  // CTRL_BLOCK, CTRL_OMEGA
          if (!last_reg)
            begin
              pq_we     = 1'b1;
              round_inc = 1'b1;
              add_we    = 1'b1;
              if (round_reg == LAST_ROUND - 4'd1)
                begin
                  last_new  = 1'b1;
                  last_we   = 1'b1;
                  add_start = 1'b1;
                  add_msg   = !final_reg;
                  next_new  = ctrl_reg == CTRL_BLOCK && !final_reg && block_valid;
                  next_we   = 1'b1;
                end
            end
          else if (ctrl_reg == CTRL_BLOCK)
            begin
              h_we      = 1'b1;
              round_rst = 1'b1;
              last_we   = 1'b1;
              if (final_reg || next_reg)
                begin
                  pq_we     = 1'b1;
                  add_we    = 1'b1;
                  add_round = 4'd1;
                  if (final_reg)
                    begin
                      ctrl_new = CTRL_OMEGA;
                      ctrl_we  = 1'b1;
                    end
                  else
                    begin
                      block_take     = 1'b1;
                      block_flags_we = 1'b1;
                    end
                end
              else
                begin
                  pq_clear = 1'b1;
                  ctrl_we  = 1'b1;
                end
            end
          else if (digest_free)
            begin
              digest_we        = 1'b1;
              digest_valid_new = 1'b1;
              digest_valid_we  = 1'b1;
              h_iv             = 1'b1;
              pq_clear         = 1'b1;
              round_rst        = 1'b1;
              last_we          = 1'b1;
              ctrl_we          = 1'b1;
            end
      endcase
    end // core_ctrl

endmodule // groestl_fast

//======================================================================
// EOF groestl_fast.v
//======================================================================
