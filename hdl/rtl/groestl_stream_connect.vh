// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_stream_connect.vh
// -------------------------
// The ports of groestl_stream_ports.vh passed on by name to the front
// end that takes the message: included inside the instance's port
// connections, in a module whose own ports they are.
//======================================================================

.clk(clk),
.reset_n(reset_n),
.s_axis_tdata(s_axis_tdata),
.s_axis_tkeep(s_axis_tkeep),
.s_axis_tlast(s_axis_tlast),
.s_axis_tvalid(s_axis_tvalid),
.s_axis_tready(s_axis_tready),

//======================================================================
// EOF groestl_stream_connect.vh
//======================================================================
