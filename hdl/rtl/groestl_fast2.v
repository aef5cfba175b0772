// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_fast2.v
// ---------------
// The two-message throughput core: groestl_fast's datapath (P and Q
// side by side, states in the S-box's composite basis) with its round
// cut by a pipeline register between the inversions and the linear
// layer, five LUT levels on either side, and two independent
// messages in flight so that both halves work every clock: while the
// inversions take message A's P and Q, the linear layer takes
// message B's, and on the next clock the other way round. Each
// message takes 2 * ROUNDS clocks a block, two of them together one
// block per ROUNDS clocks.
//
// Two input streams, s0 and s1, each with its own front end
// (groestl_front.v) and its own digest port: a message entering on
// s0 leaves on digest0, in order. The streams share nothing but the
// rounds; one can stand still (no data, or its digest not taken)
// while the other runs at full speed.
//
// Pipeline. Stage 1 holds the state S (p_reg, q_reg: state plus round
// constant, in the basis) of the stream phase_reg; stage 2 holds the
// inversions of the other stream's state (pi_reg, qi_reg). Each clock
// the stage-1 state moves on to stage 2 through the inversions, and
// the stage-2 one comes back to stage 1 through the linear layer and
// groestl_fast_feed, which adds what the adders hold. Whatever
// belongs to one message travels with it: its chaining value (h1_reg
// with the stage-1 message, h2_reg with the stage-2 one) and its
// control state (*_s1_reg, *_s2_reg).
//
// Control. While a message sits in stage 2, slot_ctrl decides what
// happens on its next pass through stage 2 and registers that as its
// plan (plan_*_reg); on the clock it spends in stage 1 the plan
// becomes its command (add_*_reg, last_reg, clear_reg, h_iv_reg,
// out_reg) and its new control state, so that both the adders and
// stage 2 see registers only: the next round constants, or at a
// block's end the next block's start (h ^ m, m, plus the first
// constants; m = 0 for the output transformation, and m leaves the
// buffer into msg_basis_reg with the plan), or clear (no block: the
// stream idles with an all-zero state, so that the rounds give zero),
// or the digest. (Deciding in stage 1, one clock later, put six LUT
// levels and a 1024-way fan-out in front of the adders: 93 MHz.) Before the output
// transformation starts, the stream's digest register must be free
// (or being taken); if not, the stream waits with its state cleared
// and h kept (CTRL_WAIT), so a digest nobody takes holds its stream
// alone.
//
// Parameters: DIGEST_BITS (8..512 in steps of 8; over 256: 1024-bit
// state, 14 rounds), GROESTL0 (1: Groestl-0). Each stream's ports
// are those of groestl_core_ports.vh with s0_/s1_ and digest0/digest1
// names.
//======================================================================

`default_nettype none

module groestl_fast2 #(parameter integer DIGEST_BITS = 256,
                       parameter integer GROESTL0 = 0)
                     (
                      input wire                        clk,
                      input wire                        reset_n,

                      input wire [63 : 0]               s0_axis_tdata,
                      input wire [7 : 0]                s0_axis_tkeep,
                      input wire                        s0_axis_tlast,
                      input wire                        s0_axis_tvalid,
                      output wire                       s0_axis_tready,

                      input wire [63 : 0]               s1_axis_tdata,
                      input wire [7 : 0]                s1_axis_tkeep,
                      input wire                        s1_axis_tlast,
                      input wire                        s1_axis_tvalid,
                      output wire                       s1_axis_tready,

                      output wire [DIGEST_BITS - 1 : 0] digest0,
                      output wire                       digest0_error,
                      output wire                       digest0_valid,
                      input wire                        digest0_ready,

                      output wire [DIGEST_BITS - 1 : 0] digest1,
                      output wire                       digest1_error,
                      output wire                       digest1_valid,
                      input wire                        digest1_ready
                     );

`include "groestl_spec.vh"
`include "groestl_sbox.vh"
`include "groestl_mix.vh"
`include "groestl_params.vh"

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  // A stream's control states.
  localparam [1 : 0] CTRL_IDLE  = 2'd0;  // no block; its state is zero, h its chaining value
  localparam [1 : 0] CTRL_WAIT  = 2'd1;  // as idle, its output transformation waits for
                                         // the digest register
  localparam [1 : 0] CTRL_BLOCK = 2'd2;  // the rounds of a message block
  localparam [1 : 0] CTRL_OMEGA = 2'd3;  // the rounds of the output transformation

`include "groestl_basis.vh"


  //----------------------------------------------------------------
  // Registers including update variables and write enable.
  //----------------------------------------------------------------
  reg                       phase_reg;    // the stream in stage 1

  // Stage 1: the states with the constant of their round added, in
  // the basis (all zero for an idle stream).
  reg [BITS - 1 : 0]        p_reg;
  reg [BITS - 1 : 0]        q_reg;
  wire [BITS - 1 : 0]       p_new;
  wire [BITS - 1 : 0]       q_new;

  // Stage 2: the states after the inversions.
  reg [BITS - 1 : 0]        pi_reg;
  reg [BITS - 1 : 0]        qi_reg;
  wire [BITS - 1 : 0]       pi_new;
  wire [BITS - 1 : 0]       qi_new;

  // The chaining values of the stage-1 and the stage-2 message.
  reg [BITS - 1 : 0]        h1_reg;
  reg [BITS - 1 : 0]        h2_reg;
  wire [BITS - 1 : 0]       h1_new;

  // The control state of the stage-2 message, and what slot_ctrl
  // planned for the stage-1 one: its next control state and command.
  reg [1 : 0]               ctrl_s2_reg;
  reg [1 : 0]               plan_ctrl_reg;
  reg [1 : 0]               plan_ctrl_new;
  reg [3 : 0]               round_s2_reg;  // the round of its state
  reg [3 : 0]               plan_round_reg;
  reg [3 : 0]               plan_round_new;
  reg                       final_s2_reg;  // its block is the last of the message
  reg                       plan_final_reg;
  reg                       plan_final_new;
  reg                       error_s2_reg;  // its message broke the tkeep rules
  reg                       plan_error_reg;
  reg                       plan_error_new;
  reg                       plan_start_reg; // the adders: a block's start
  reg                       plan_start_new;
  reg                       plan_msg_reg;   // with the message
  reg                       plan_msg_new;
  reg                       plan_last_reg;
  reg                       plan_last_new;
  reg                       plan_clear_reg;
  reg                       plan_clear_new;
  reg                       plan_iv_reg;
  reg                       plan_iv_new;
  reg                       plan_out_reg;
  reg                       plan_out_new;
  reg [BITS - 1 : 0]        msg_basis_reg;  // the planned block's message, in the basis

  // The command for the stage-2 message, set while it is in stage 1.
  reg [BITS - 1 : 0]        p_add_reg;    // added to the rounds' outputs
  reg [BITS - 1 : 0]        p_add_new;
  reg [BITS - 1 : 0]        q_add_reg;
  reg [BITS - 1 : 0]        q_add_new;
  reg                       last_reg;     // last round: feed-forward, h updated
  reg                       clear_reg;    // the state becomes zero
  reg                       h_iv_reg;     // h becomes the IV
  reg                       out_reg;      // the digest is P(h) ^ h
  reg                       out_error_reg;

  // Per stream, in the basis, less ROUND_CONST.
  reg [DIGEST_BITS - 1 : 0] digest0_reg;
  reg [DIGEST_BITS - 1 : 0] digest1_reg;
  reg                       digest0_error_reg;
  reg                       digest1_error_reg;
  reg                       digest0_valid_reg;
  reg                       digest1_valid_reg;


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  reg                 take;       // the stage-2 stream's block is planned
  reg                 omega_due;  // its output transformation is next (slot_ctrl)

  wire [BITS - 1 : 0] p_out;
  wire [BITS - 1 : 0] q_out;
  wire [BITS - 1 : 0] msg_basis;
  wire [DIGEST_BITS - 1 : 0] out_digest;

  wire [BITS - 1 : 0] block0_data;
  wire                block0_final;
  wire                block0_error;
  wire                block0_valid;
  wire [BITS - 1 : 0] block1_data;
  wire                block1_final;
  wire                block1_error;
  wire                block1_valid;

  // The stage-2 stream's block and digest port.
  wire                block_valid;
  wire                block_final;
  wire                block_error;
  wire                digest_free;
  wire                out0;
  wire                out1;


  //----------------------------------------------------------------
  // Concurrent connectivity for ports etc.
  //----------------------------------------------------------------
  assign digest0       = digest_from_basis(digest0_reg);
  assign digest1       = digest_from_basis(digest1_reg);
  assign digest0_error = digest0_error_reg;
  assign digest1_error = digest1_error_reg;
  assign digest0_valid = digest0_valid_reg;
  assign digest1_valid = digest1_valid_reg;

  assign block_valid = phase_reg ? block0_valid : block1_valid;
  assign block_final = phase_reg ? block0_final : block1_final;
  assign block_error = phase_reg ? block0_error : block1_error;
  assign msg_basis   = to_basis(phase_reg ? block0_data : block1_data);
  assign digest_free = phase_reg ? (!digest0_valid_reg || digest0_ready) :
                                   (!digest1_valid_reg || digest1_ready);

  // The output transformation, P(h) ^ h, truncated to its last bytes,
  // for the stream in stage 2 (the one not in stage 1).
  assign out_digest = p_out[BITS - 1 -: DIGEST_BITS] ^ h2_reg[BITS - 1 -: DIGEST_BITS];
  assign out0       = out_reg && phase_reg;
  assign out1       = out_reg && !phase_reg;


  //----------------------------------------------------------------
  // Instantiations.
  //----------------------------------------------------------------
  groestl_front #(.COLS(COLS)) front0(
                                      .clk(clk),
                                      .reset_n(reset_n),
                                      .s_axis_tdata(s0_axis_tdata),
                                      .s_axis_tkeep(s0_axis_tkeep),
                                      .s_axis_tlast(s0_axis_tlast),
                                      .s_axis_tvalid(s0_axis_tvalid),
                                      .s_axis_tready(s0_axis_tready),
                                      .block_data(block0_data),
                                      .block_final(block0_final),
                                      .block_error(block0_error),
                                      .block_valid(block0_valid),
                                      .block_rotate(1'b0),
                                      .block_take(take && phase_reg)
                                     );

  groestl_front #(.COLS(COLS)) front1(
                                      .clk(clk),
                                      .reset_n(reset_n),
                                      .s_axis_tdata(s1_axis_tdata),
                                      .s_axis_tkeep(s1_axis_tkeep),
                                      .s_axis_tlast(s1_axis_tlast),
                                      .s_axis_tvalid(s1_axis_tvalid),
                                      .s_axis_tready(s1_axis_tready),
                                      .block_data(block1_data),
                                      .block_final(block1_final),
                                      .block_error(block1_error),
                                      .block_valid(block1_valid),
                                      .block_rotate(1'b0),
                                      .block_take(take && !phase_reg)
                                     );

  // Stage 1 to stage 2: the inversions, one per byte of P and of Q.
  genvar k;
  generate
    for (k = 0 ; k < BITS / 8 ; k = k + 1) begin : bytes
      groestl_sbox_inverse inv_p(.a(p_reg[8 * k +: 8]), .b(pi_new[8 * k +: 8]));
      groestl_sbox_inverse inv_q(.a(q_reg[8 * k +: 8]), .b(qi_new[8 * k +: 8]));
    end
  endgenerate

  // Stage 2 back to stage 1: the linear layers and the adders.
  groestl_round_linear #(.COLS(COLS), .PERM_Q(0), .GROESTL0(GROESTL0)) linear_p(
    .inverted(pi_reg),
    .state_out(p_out)
  );

  groestl_round_linear #(.COLS(COLS), .PERM_Q(1), .GROESTL0(GROESTL0)) linear_q(
    .inverted(qi_reg),
    .state_out(q_out)
  );

  groestl_fast_feed #(.BITS(BITS), .CHAIN_LAST(1)) feed(
                                                        .p_out(p_out),
                                                        .q_out(q_out),
                                                        .p_add(p_add_reg),
                                                        .q_add(q_add_reg),
                                                        .h(h2_reg),
                                                        .last(last_reg),
                                                        .p_new(p_new),
                                                        .q_new(q_new),
                                                        .h_new(h1_new)
                                                       );


  //----------------------------------------------------------------
  // reg_update
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : reg_update
      if (!reset_n)
        begin
          phase_reg         <= 1'b0;
          ctrl_s2_reg       <= CTRL_IDLE;
          round_s2_reg      <= 4'd0;
          final_s2_reg      <= 1'b0;
          error_s2_reg      <= 1'b0;
          plan_ctrl_reg     <= CTRL_IDLE;
          plan_round_reg    <= 4'd0;
          plan_final_reg    <= 1'b0;
          plan_error_reg    <= 1'b0;
          plan_start_reg    <= 1'b0;
          plan_msg_reg      <= 1'b0;
          plan_last_reg     <= 1'b0;
          plan_clear_reg    <= 1'b1;
          plan_iv_reg       <= 1'b0;
          plan_out_reg      <= 1'b0;
          last_reg          <= 1'b0;
          clear_reg         <= 1'b1;  // what stage 2 holds now is no message's
          h_iv_reg          <= 1'b0;
          out_reg           <= 1'b0;
          out_error_reg     <= 1'b0;
          digest0_error_reg <= 1'b0;
          digest1_error_reg <= 1'b0;
          digest0_valid_reg <= 1'b0;
          digest1_valid_reg <= 1'b0;
        end
      else
        begin
          phase_reg     <= !phase_reg;

          // The stage-1 message moves to stage 2 with its plan as its
          // state and command; the stage-2 one to stage 1 with the plan
          // slot_ctrl makes for it.
          ctrl_s2_reg    <= plan_ctrl_reg;
          round_s2_reg   <= plan_round_reg;
          final_s2_reg   <= plan_final_reg;
          error_s2_reg   <= plan_error_reg;
          last_reg       <= plan_last_reg;
          clear_reg      <= plan_clear_reg;
          h_iv_reg       <= plan_iv_reg;
          out_reg        <= plan_out_reg;
          out_error_reg  <= plan_error_reg;

          plan_ctrl_reg  <= plan_ctrl_new;
          plan_round_reg <= plan_round_new;
          plan_final_reg <= plan_final_new;
          plan_error_reg <= plan_error_new;
          plan_start_reg <= plan_start_new;
          plan_msg_reg   <= plan_msg_new;
          plan_last_reg  <= plan_last_new;
          plan_clear_reg <= plan_clear_new;
          plan_iv_reg    <= plan_iv_new;
          plan_out_reg   <= plan_out_new;

          // A stream's digest is written only when it is free
          // (slot_ctrl checked that before the output transformation).
          if (out0)
            begin
              digest0_valid_reg <= 1'b1;
              digest0_error_reg <= out_error_reg;
            end
          else if (digest0_ready)
            digest0_valid_reg <= 1'b0;

          if (out1)
            begin
              digest1_valid_reg <= 1'b1;
              digest1_error_reg <= out_error_reg;
            end
          else if (digest1_ready)
            digest1_valid_reg <= 1'b0;
        end

      // The constant loads are synchronous resets of the flip-flops,
      // which cost no logic in front of them.
      if (!reset_n || clear_reg)
        begin
          p_reg <= {BITS{1'b0}};
          q_reg <= {BITS{1'b0}};
        end
      else
        begin
          p_reg <= p_new;
          q_reg <= q_new;
        end

      if (!reset_n || h_iv_reg)
        h1_reg <= IV_BASIS;
      else
        h1_reg <= h1_new;

      if (!reset_n)
        h2_reg <= IV_BASIS;
      else
        h2_reg <= h1_reg;

      // Data only: stage 2 of a stream with clear_reg set is ignored.
      pi_reg    <= pi_new;
      qi_reg    <= qi_new;
      p_add_reg <= p_add_new;
      q_add_reg <= q_add_new;
      if (take)
        msg_basis_reg <= msg_basis;

      if (out0)
        digest0_reg <= out_digest;
      if (out1)
        digest1_reg <= out_digest;
    end // reg_update


  //----------------------------------------------------------------
  // datapath_logic: the adders for the stage-1 message's next clock in
  // stage 2, as its plan says (see groestl_fast.v):
  //   a step:            the constants of the round it enters;
  //   the last round:    P = h ^ P ^ Q ^ m, Q = m, plus the first
  //                      constants (m = 0 for the output transformation);
  //   a start from idle: P = h ^ m, Q = m, plus the first constants,
  //                      as the rounds' outputs are zero.
  //----------------------------------------------------------------
  always @*
    begin : datapath_logic
      {q_add_new, p_add_new} = next_adders(plan_start_reg, plan_msg_reg, plan_round_reg, h1_reg,
                                           msg_basis_reg);
    end // datapath_logic


  //----------------------------------------------------------------
  // slot_ctrl
  // The plan of the message in stage 2, of stream !phase_reg, for its
  // next pass: its control state then, and what happens to it. A
  // block starts when it is in the buffer, from idle or at the last
  // round of the block before; at a message's last block the output
  // transformation follows once the digest register is free (it stays
  // free: only this message fills it); its last round gives the
  // digest, and the stream idles from the IV. A block that arrives a
  // clock after it was looked for waits for the next pass. It sets
  // strobes only.
  //----------------------------------------------------------------
  always @*
    begin : slot_ctrl
      plan_ctrl_new  = ctrl_s2_reg;
      plan_round_new = 4'd0;
      plan_final_new = final_s2_reg;
      plan_error_new = error_s2_reg;
      plan_start_new = 1'b0;
      plan_msg_new   = 1'b1;
      plan_last_new  = 1'b0;
      plan_clear_new = 1'b0;
      plan_iv_new    = 1'b0;
      plan_out_new   = 1'b0;
      take           = 1'b0;
      omega_due      = 1'b0;

      case (ctrl_s2_reg)
        CTRL_IDLE:
          if (block_valid)
            begin
              plan_start_new = 1'b1;
              take           = 1'b1;
              plan_ctrl_new  = CTRL_BLOCK;
              plan_final_new = block_final;
              plan_error_new = block_error;
            end
          else
            plan_clear_new = 1'b1;

        CTRL_WAIT:
          omega_due = 1'b1;

        CTRL_BLOCK:
          if (round_s2_reg != LAST_ROUND)
            plan_round_new = round_s2_reg + 4'd1;
          else
            begin
              plan_last_new = 1'b1;
              if (final_s2_reg)
                omega_due = 1'b1;
              else if (block_valid)
                begin
                  plan_start_new = 1'b1;
                  take           = 1'b1;
                  plan_final_new = block_final;
                  plan_error_new = block_error;
                end
              else
                begin
                  plan_clear_new = 1'b1;
                  plan_ctrl_new  = CTRL_IDLE;
                end
            end

        default:  // CTRL_OMEGA
          if (round_s2_reg != LAST_ROUND)
            plan_round_new = round_s2_reg + 4'd1;
          else
            begin
              plan_out_new   = 1'b1;
              plan_iv_new    = 1'b1;
              plan_clear_new = 1'b1;
              plan_ctrl_new  = CTRL_IDLE;
              plan_final_new = 1'b0;
              plan_error_new = error_s2_reg;  // for the digest; then unused
            end
      endcase

      // The output transformation starts once the stream's digest
      // register is free; until then the stream waits, cleared.
      if (omega_due)
        begin
          if (digest_free)
            begin
              plan_start_new = 1'b1;
              plan_msg_new   = 1'b0;
              plan_ctrl_new  = CTRL_OMEGA;
            end
          else
            begin
              plan_clear_new = 1'b1;
              plan_ctrl_new  = CTRL_WAIT;
            end
        end
    end // slot_ctrl

endmodule // groestl_fast2

//======================================================================
// EOF groestl_fast2.v
//======================================================================
