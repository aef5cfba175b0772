// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// tb_groestl_sbox.v
// -----------------
// Checks both forms of the S-box against the table of
// src/groestl_sbox.h (as the ROM image scripts/sbox_hex.py writes):
// groestl_sbox (composite-field logic) on all 256 inputs, and
// groestl_sbox_rom on all 512 addresses, S(x) and S(x ^ 0xff).
// +rom=FILE names the image. Ends with $fatal on any mismatch.
//======================================================================

`default_nettype none

module tb_groestl_sbox;

  parameter SBOX_FILE = "groestl_sbox.hex";

  reg [7 : 0]  table_image [0 : 511];
  reg [7 : 0]  x;
  wire [7 : 0] y;
  reg          clk;
  reg [8 : 0]  addr;
  wire [7 : 0] data;
  integer      i, errors;

  groestl_sbox dut_logic(.x(x), .y(y));

  groestl_sbox_rom #(.SBOX_FILE(SBOX_FILE)) dut_rom(.clk(clk), .addr(addr), .data(data));

  initial
    begin : main
      errors = 0;
      clk    = 1'b0;
      $readmemh(SBOX_FILE, table_image);

      for (i = 0 ; i < 256 ; i = i + 1)
        begin
          x = i[7 : 0];
          #1;
          if (y !== table_image[i])
            begin
              $display("ERROR: logic S(%02x) = %02x, table %02x", x, y, table_image[i]);
              errors = errors + 1;
            end
        end

      for (i = 0 ; i < 512 ; i = i + 1)
        begin
          addr = i[8 : 0];
          x    = i[7 : 0] ^ (i >= 256 ? 8'hff : 8'h00);
          #1 clk = 1'b1;
          #1 clk = 1'b0;
          if (data !== table_image[i] || data !== y)
            begin
              $display("ERROR: ROM[%03x] = %02x, table %02x, logic S(%02x) = %02x",
                       addr, data, table_image[i], x, y);
              errors = errors + 1;
            end
        end

      if (errors != 0)
        $fatal(1, "FAILED: %0d S-box errors", errors);
      $display("PASS: S-box logic (256 inputs) and ROM (512 addresses) match the table");
      $finish;
    end // main

endmodule // tb_groestl_sbox

//======================================================================
// EOF tb_groestl_sbox.v
//======================================================================
