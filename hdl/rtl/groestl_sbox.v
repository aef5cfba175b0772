//======================================================================
// groestl_sbox.v
// --------------
// The S-box as logic (composite-field inversion), for one byte; see
// groestl_sbox.vh. tb_groestl_sbox checks it against the table.
//======================================================================

`default_nettype none

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
