// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_ram.v
// -------------
// A simple dual-port RAM, one write port and one registered read
// port on the same clock, as block RAM (or LUT RAM) infers it on
// iCE40, ECP5 and Xilinx 7-series. The compact core never reads an
// address in the cycle it is written, so read-during-write behaviour
// does not matter.
//======================================================================

`default_nettype none

module groestl_ram #(parameter WIDTH = 16,
                     parameter ADDR_BITS = 5)
                   (
                    input wire                      clk,

                    input wire                      we,
                    input wire [ADDR_BITS - 1 : 0]  waddr,
                    input wire [WIDTH - 1 : 0]      wdata,

                    input wire [ADDR_BITS - 1 : 0]  raddr,
                    output wire [WIDTH - 1 : 0]     rdata
                   );

  //----------------------------------------------------------------
  // Registers and memory.
  //----------------------------------------------------------------
  reg [WIDTH - 1 : 0] mem [0 : (1 << ADDR_BITS) - 1];
  reg [WIDTH - 1 : 0] rdata_reg;


  //----------------------------------------------------------------
  // Concurrent connectivity.
  //----------------------------------------------------------------
  assign rdata = rdata_reg;


  //----------------------------------------------------------------
  // ram_access: the write port and the registered read port.
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : ram_access
      if (we)
        mem[waddr] <= wdata;
      rdata_reg <= mem[raddr];
    end // ram_access

endmodule // groestl_ram

//======================================================================
// EOF groestl_ram.v
//======================================================================
