//======================================================================
// groestl_sbox_inverse.v
// ----------------------
// The nonlinear core of the S-box for one byte: inversion in
// GF((2^4)^2), in and out in the composite basis (groestl_sbox.vh).
// The fast core keeps its state in that basis and folds the S-box's
// linear maps into MixBytes, so this is all that stands between two
// linear layers. keep_hierarchy: Yosys then maps it once rather than
// flattening 128 copies into one network, which ABC9 had not mapped
// after 20 minutes.
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_sbox_inverse(
                            input wire [7 : 0]  a,
                            output wire [7 : 0] b
                           );

`include "groestl_sbox.vh"

  assign b = gf256_inverse(a);

endmodule // groestl_sbox_inverse

//======================================================================
// EOF groestl_sbox_inverse.v
//======================================================================
