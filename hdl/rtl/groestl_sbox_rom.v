// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// groestl_sbox_rom.v
// ------------------
// The S-box as a synchronous 512 x 8 ROM, for devices with block RAM:
// the data for addr appears one clock after addr is presented.
// Entries 0..255 hold S(x), entries 256..511 hold S(x ^ 0xff), so
// the complement of every byte that AddRoundConstant applies to Q in
// the final version costs an address bit instead of logic.
//
// SBOX_FILE is the ROM image that scripts/sbox_hex.py generates from
// src/groestl_sbox.h, the project's only copy of the S-box.
//======================================================================

`default_nettype none

module groestl_sbox_rom #(parameter SBOX_FILE = "groestl_sbox.hex")
                        (
                         input wire           clk,
                         input wire [8 : 0]   addr,
                         output wire [7 : 0]  data
                        );

  //----------------------------------------------------------------
  // Registers and memory.
  //----------------------------------------------------------------
  (* rom_style = "block" *)  // Yosys would build it from LUTs on Xilinx
  reg [7 : 0] rom [0 : 511];
  reg [7 : 0] data_reg;

  initial $readmemh(SBOX_FILE, rom);


  //----------------------------------------------------------------
  // Concurrent connectivity.
  //----------------------------------------------------------------
  assign data = data_reg;


  //----------------------------------------------------------------
  // rom_read: the block RAM's registered read port.
  //----------------------------------------------------------------
  always @ (posedge clk)
    begin : rom_read
      data_reg <= rom[addr];
    end // rom_read

endmodule // groestl_sbox_rom

//======================================================================
// EOF groestl_sbox_rom.v
//======================================================================
