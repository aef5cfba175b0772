// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_front.v
// ---------------
// The stream front end every core uses, once per input stream: the
// padding and block count (groestl_pad.v) feeding the block buffer
// (groestl_block_buffer.v), which collects the next padded block
// while the core works on the one before.
//
// Message in: groestl_stream_ports.vh. Block out (the buffer's ports,
// passed on): block_data holds column j at [64j+63 : 64j] once
// block_valid is high; block_final marks the last block of a message,
// block_error a message that broke the tkeep rules; block_take frees
// the buffer; block_rotate moves the next column pair into slots 0
// and COLS/2 (the compact core reads a block pair by pair).
//======================================================================

`default_nettype none

module groestl_front #(parameter COLS = 8)
                     (
`include "groestl_stream_ports.vh"

                      // The ports of groestl_block_buffer.v, passed on.
                      output wire [COLS * 64 - 1 : 0]  block_data,
                      output wire                      block_final,
                      output wire                      block_error,
                      output wire                      block_valid,
                      input wire                       block_rotate,
                      input wire                       block_take
                     );

  //----------------------------------------------------------------
  // Wires.
  //----------------------------------------------------------------
  wire [63 : 0] col_data;
  wire          col_last;
  wire          col_final;
  wire          col_error;
  wire          col_valid;
  wire          col_ready;


  //----------------------------------------------------------------
  // Instantiations.
  //----------------------------------------------------------------
  groestl_pad #(.COLS(COLS)) pad(
`include "groestl_stream_connect.vh"
                                 .col_data(col_data),
                                 .col_last(col_last),
                                 .col_final(col_final),
                                 .col_error(col_error),
                                 .col_valid(col_valid),
                                 .col_ready(col_ready)
                                );

  // Its block_* ports are front's, by name (as the cores connect front).
  groestl_block_buffer #(.COLS(COLS)) buffer(
                                             .clk(clk),
                                             .reset_n(reset_n),
                                             .col_data(col_data),
                                             .col_last(col_last),
                                             .col_final(col_final),
                                             .col_error(col_error),
                                             .col_valid(col_valid),
                                             .col_ready(col_ready),
                                             .block_data(block_data),
                                             .block_final(block_final),
                                             .block_error(block_error),
                                             .block_valid(block_valid),
                                             .block_rotate(block_rotate),
                                             .block_take(block_take)
                                            );

endmodule // groestl_front

//======================================================================
// EOF groestl_front.v
//======================================================================
