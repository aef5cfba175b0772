// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_pad.v
// -------------
// The padding of groestl_front.v: takes the message as an AXI4-Stream
// (groestl_stream_ports.vh: 64-bit beats, the tkeep rules), pads it
// and counts its blocks, and hands the padded message on as columns
// (one 64-bit column of the state per beat, row r at bits
// [8r+7 : 8r]). A message that breaks the tkeep rules is hashed as if
// the last beat held its leading run of kept bytes, and its final
// column carries col_error.
//
// Padding: the byte 0x80 right after the message, zeros, and the
// number of blocks (padding included) as a 64-bit big-endian number
// in the last column of the last block. col_last marks the last
// column of each block, col_final the last column of the message.
//======================================================================

`default_nettype none

module groestl_pad #(parameter COLS = 8)
                   (
`include "groestl_stream_ports.vh"

                    output wire [63 : 0] col_data,
                    output wire          col_last,
                    output wire          col_final,
                    output wire          col_error,
                    output wire          col_valid,
                    input wire           col_ready
                   );

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  localparam COL_BITS = (COLS > 8) ? 4 : 3;
  localparam integer LAST_COL = COLS - 1;


  //----------------------------------------------------------------
  // Functions.
  //----------------------------------------------------------------
  // The number of kept bytes at the start of a beat.
  function [3 : 0] leading_ones(input [7 : 0] keep);
    integer i;
    reg     run;
    begin
      leading_ones = 4'd0;
      run = 1'b1;
      for (i = 0 ; i < 8 ; i = i + 1)
        begin
          run = run & keep[i];
          leading_ones = leading_ones + {3'd0, run};
        end
    end
  endfunction // leading_ones


  //----------------------------------------------------------------
  // Registers including update variables and write enable.
  //----------------------------------------------------------------
  reg                    padding_reg;  // the message is in; padding follows
  reg                    padding_new;
  reg                    padding_we;

  reg                    marker_reg;   // the 0x80 byte is still owed
  reg                    marker_new;
  reg                    marker_we;

  reg [COL_BITS - 1 : 0] col_reg;      // column of the block
  reg                    col_rst;
  reg                    col_inc;

  // The number of this block, from 1, as eight 8-bit digits whose
  // carries move up one digit per clock: a short carry chain, and the
  // count is settled long before it is read (COLS >= 8 clocks after
  // the last increment).
  reg [63 : 0]           block_reg;
  reg [6 : 0]            carry_reg;    // digit k wrapped; digit k + 1 still to step
  reg                    block_rst;
  reg                    block_inc;

  reg                    error_reg;    // a tkeep rule was broken
  reg                    error_set;
  reg                    error_rst;


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  reg [63 : 0] tmp_col_data;
  reg          tmp_col_final;
  reg          tmp_col_valid;
  reg          tmp_tready;

  wire [3 : 0]  nbytes;
  wire          keep_ok;
  wire          is_last_col;
  wire [63 : 0] last_beat_data;
  wire [63 : 0] length_col;
  wire [63 : 0] block_next;
  wire [6 : 0]  block_carry;


  //----------------------------------------------------------------
  // Concurrent connectivity for ports etc.
  //----------------------------------------------------------------
  assign s_axis_tready = tmp_tready;
  assign col_data      = tmp_col_data;
  assign col_last      = is_last_col;
  assign col_final     = tmp_col_final;
  assign col_error     = tmp_col_final & error_reg;
  assign col_valid     = tmp_col_valid;

  assign nbytes      = leading_ones(s_axis_tkeep);
  assign keep_ok     = s_axis_tlast ? ((s_axis_tkeep & (s_axis_tkeep + 8'd1)) == 8'd0) :
                                      (s_axis_tkeep == 8'hff);
  assign is_last_col = col_reg == LAST_COL[COL_BITS - 1 : 0];

  genvar b;
  generate
    for (b = 0 ; b < 8 ; b = b + 1) begin : digits
      wire step = (b == 0) ? block_inc : carry_reg[(b == 0) ? 0 : b - 1];
      assign block_next[8 * b +: 8] = block_reg[8 * b +: 8] + {7'd0, step};
      if (b < 7) begin : carry
        assign block_carry[b] = step && (block_reg[8 * b +: 8] == 8'hff);
      end
    end

    for (b = 0 ; b < 8 ; b = b + 1) begin : bytes
      // The last beat: its kept bytes, then the 0x80 marker, then zeros.
      assign last_beat_data[8 * b +: 8] = (b < nbytes)  ? s_axis_tdata[8 * b +: 8] :
                                          (b == nbytes) ? 8'h80 : 8'h00;
      // The block count, big-endian: row 0 holds the top byte.
      assign length_col[8 * b +: 8] = block_reg[8 * (7 - b) +: 8];
    end
  endgenerate


  //----------------------------------------------------------------
  // reg_update
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : reg_update
      if (!reset_n)
        begin
          padding_reg <= 1'b0;
          marker_reg  <= 1'b0;
          col_reg     <= {COL_BITS{1'b0}};
          block_reg   <= 64'd1;
          carry_reg   <= 7'd0;
          error_reg   <= 1'b0;
        end
      else
        begin
          if (padding_we)
            padding_reg <= padding_new;

          if (marker_we)
            marker_reg <= marker_new;

          if (col_rst)
            col_reg <= {COL_BITS{1'b0}};
          else if (col_inc)
            col_reg <= col_reg + 1'b1;

          if (block_rst)
            begin
              block_reg <= 64'd1;
              carry_reg <= 7'd0;
            end
          else
            begin
              block_reg <= block_next;
              carry_reg <= block_carry;
            end

          if (error_rst)
            error_reg <= 1'b0;
          else if (error_set)
            error_reg <= 1'b1;
        end
    end // reg_update


  //----------------------------------------------------------------
  // pad_logic
  // Passes message beats on as columns until tlast, then emits the
  // padding columns. Nothing is taken from the stream meanwhile.
  //----------------------------------------------------------------
  always @*
    begin : pad_logic
      tmp_tready    = 1'b0;
      tmp_col_valid = 1'b0;
      tmp_col_data  = 64'd0;
      tmp_col_final = 1'b0;
      padding_new   = 1'b0;
      padding_we    = 1'b0;
      marker_new    = 1'b0;
      marker_we     = 1'b0;
      col_rst       = 1'b0;
      col_inc       = 1'b0;
      block_rst    = 1'b0;
      block_inc    = 1'b0;
      error_set     = 1'b0;
      error_rst     = 1'b0;

      if (!padding_reg)
        begin
          tmp_tready    = col_ready;
          tmp_col_valid = s_axis_tvalid;
          tmp_col_data  = s_axis_tlast ? last_beat_data : s_axis_tdata;

          if (s_axis_tvalid && col_ready)
            begin
              col_inc    = 1'b1;
              block_inc = is_last_col;
              error_set  = !keep_ok;
              if (s_axis_tlast)
                begin
                  padding_new = 1'b1;
                  padding_we  = 1'b1;
                  marker_new  = nbytes == 4'd8;
                  marker_we   = 1'b1;
                end
            end
        end
      else
        begin
          tmp_col_valid = 1'b1;

          if (is_last_col && !marker_reg)
            begin
              tmp_col_data  = length_col;
              tmp_col_final = 1'b1;
              if (col_ready)
                begin
                  padding_we = 1'b1;
                  col_rst    = 1'b1;
                  block_rst = 1'b1;
                  error_rst  = 1'b1;
                end
            end
          else
            begin
              tmp_col_data = marker_reg ? 64'h80 : 64'h00;
              if (col_ready)
                begin
                  marker_we  = 1'b1;
                  col_inc    = 1'b1;
                  block_inc = is_last_col;
                end
            end
        end
    end // pad_logic

endmodule // groestl_pad

//======================================================================
// EOF groestl_pad.v
//======================================================================
