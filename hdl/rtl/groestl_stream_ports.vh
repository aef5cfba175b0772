// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_stream_ports.vh
// -----------------------
// The clock, the reset and the message input: the first ports of the
// single-stream cores (through groestl_core_ports.vh) and of the
// front end they pass the message to (groestl_front.v, groestl_pad.v),
// included inside their port lists, so that all have the same ones;
// groestl_stream_connect.vh connects them by name.
//
// reset_n: synchronous, active low. Message in: AXI4-Stream, 64-bit
// beats, byte 0 of a beat at tdata[7:0]. tkeep: 8'hff on every beat
// but the last; on the last (tlast) beat a run of ones from bit 0,
// 8'h00 included (a zero-length message is one beat with tlast and
// tkeep 8'h00). A message that breaks this rule is hashed as if its
// last beat held its leading run of kept bytes, and flagged.
//======================================================================

input wire          clk,
input wire          reset_n,

input wire [63 : 0] s_axis_tdata,
input wire [7 : 0]  s_axis_tkeep,
input wire          s_axis_tlast,
input wire          s_axis_tvalid,
output wire         s_axis_tready,

//======================================================================
// EOF groestl_stream_ports.vh
//======================================================================
