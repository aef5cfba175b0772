// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_block_buffer.v
// ----------------------
// Collects the padded columns of one message block from groestl_pad
// while the core works on the previous block. Columns shift in at the
// top, so once full, slot j (block_data[64j+63 : 64j]) is column j.
//
// The fast core reads the whole block at once. The compact core reads
// it as column pairs (j, j + COLS/2) at slots 0 and COLS/2, and
// block_rotate moves the next pair there (each half rotates on its
// own, so COLS/2 rotations bring the block back to its start).
// block_take frees the buffer for the next block.
//======================================================================

`default_nettype none

module groestl_block_buffer #(parameter COLS = 8)
                            (
                             input wire                    clk,
                             input wire                    reset_n,

                             input wire [63 : 0]           col_data,
                             input wire                    col_last,
                             input wire                    col_final,
                             input wire                    col_error,
                             input wire                    col_valid,
                             output wire                   col_ready,

                             // Passed on as groestl_front.v's ports.
                             output wire [COLS * 64 - 1 : 0] block_data,
                             output wire                   block_final,
                             output wire                   block_error,
                             output wire                   block_valid,
                             input wire                    block_rotate,
                             input wire                    block_take
                            );

  //----------------------------------------------------------------
  // Constants.
  //----------------------------------------------------------------
  localparam BITS = COLS * 64;
  localparam HALF = BITS / 2;


  //----------------------------------------------------------------
  // Registers including update variables and write enable.
  //----------------------------------------------------------------
  reg [BITS - 1 : 0] slots_reg;
  reg [BITS - 1 : 0] slots_new;
  reg                slots_we;

  reg                full_reg;
  reg                full_new;
  reg                full_we;

  reg                final_reg;
  reg                error_reg;
  reg                flags_we;


  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  wire fill;


  //----------------------------------------------------------------
  // Concurrent connectivity for ports etc.
  //----------------------------------------------------------------
  assign col_ready   = !full_reg;
  assign block_data  = slots_reg;
  assign block_final = final_reg;
  assign block_error = error_reg;
  assign block_valid = full_reg;

  assign fill = col_valid && !full_reg;


  //----------------------------------------------------------------
  // reg_update
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : reg_update
      if (!reset_n)
        begin
          full_reg  <= 1'b0;
          final_reg <= 1'b0;
          error_reg <= 1'b0;
        end
      else
        begin
          if (full_we)
            full_reg <= full_new;

          if (flags_we)
            begin
              final_reg <= col_final;
              error_reg <= col_error;
            end
        end

      // Data only: no reset needed, nothing reads it before it is full.
      if (slots_we)
        slots_reg <= slots_new;
    end // reg_update


  //----------------------------------------------------------------
  // buffer_logic
  //----------------------------------------------------------------
  always @*
    begin : buffer_logic
      slots_new = {col_data, slots_reg[BITS - 1 : 64]};
      slots_we  = 1'b0;
      full_new  = 1'b0;
      full_we   = 1'b0;
      flags_we  = 1'b0;

      if (fill)
        begin
          slots_we = 1'b1;
          if (col_last)
            begin
              full_new = 1'b1;
              full_we  = 1'b1;
              flags_we = 1'b1;
            end
        end
      else if (block_rotate)
        begin
          slots_new = {slots_reg[HALF + 63 : HALF], slots_reg[BITS - 1 : HALF + 64],
                       slots_reg[63 : 0], slots_reg[HALF - 1 : 64]};
          slots_we  = 1'b1;
        end

      if (block_take)
        full_we = 1'b1;
    end // buffer_logic

endmodule // groestl_block_buffer

//======================================================================
// EOF groestl_block_buffer.v
//======================================================================
