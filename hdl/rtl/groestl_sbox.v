//======================================================================
// groestl_sbox.v
// --------------
// The S-box as logic (composite-field inversion), for one byte; see
// groestl_sbox.vh. tb_groestl_sbox checks it against the table.
// keep_hierarchy: Yosys then maps it once (78 LUT4s on ECP5 and
// iCE40) rather than flattening 128 copies into one network, which
// ABC9 had not mapped after 20 minutes (and maps into wide muxes).
//======================================================================

`default_nettype none

(* keep_hierarchy *)
module groestl_sbox(
                    input wire [7 : 0]  x,
                    output wire [7 : 0] y
                   );

`include "groestl_sbox.vh"

  assign y = groestl_sbox_logic(x);

endmodule // groestl_sbox

//======================================================================
// EOF groestl_sbox.v
//======================================================================
