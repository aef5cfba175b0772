// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_core_ports.vh
// ---------------------
// The ports of a single-stream core (groestl_fast.v,
// groestl_compact.v), included as its port list, so that both have
// the same: the clock, the reset and the message input
// (groestl_stream_ports.vh), and the digest output. Needs the
// module's parameter DIGEST_BITS.
//
// Digest out: byte i of the digest at digest[8i+7 : 8i], held with
// digest_valid until digest_ready; digest_error, with it, flags a
// message whose tkeep broke the rules. A new message may stream in
// while the core still works on the one before.
//======================================================================

`include "groestl_stream_ports.vh"

output wire [DIGEST_BITS - 1 : 0] digest,
output wire                       digest_error,
output wire                       digest_valid,
input wire                        digest_ready

//======================================================================
// EOF groestl_core_ports.vh
//======================================================================
