// SPDX-License-Identifier: MIT OR Apache-2.0
//======================================================================
// tb_groestl_mix_column.v
// -----------------------
// Checks groestl_mix_column (the 48-XOR formulation) against the
// definition, b_i = sum_j B[i][j] a_j with B = circ(02,02,03,04,05,
// 03,05,07), computed with a shift-and-add multiplication in GF(2^8):
// every single-byte column, then 2000 random columns. $fatal on a mismatch.
//======================================================================

`default_nettype none

module tb_groestl_mix_column;

  localparam [63 : 0] CIRC = {8'h07, 8'h05, 8'h03, 8'h05, 8'h04, 8'h03, 8'h02, 8'h02};

  reg [63 : 0]  a;
  wire [63 : 0] b;
  integer       n, errors;
  reg [31 : 0]  rng;

  groestl_mix_column dut(.a(a), .b(b));

  function [7 : 0] gmul(input [7 : 0] u, input [7 : 0] v);
    integer k;
    reg [7 : 0] p, w;
    begin
      p = 8'h00;
      w = u;
      for (k = 0 ; k < 8 ; k = k + 1)
        begin
          if (v[k])
            p = p ^ w;
          w = {w[6 : 0], 1'b0} ^ (w[7] ? 8'h1b : 8'h00);
        end
      gmul = p;
    end
  endfunction // gmul

  // Row i of B is the first row rotated right i times: B[i][j] = CIRC[(j - i) mod 8].
  function [63 : 0] reference(input [63 : 0] col);
    integer i, j;
    reg [7 : 0] s;
    begin
      for (i = 0 ; i < 8 ; i = i + 1)
        begin
          s = 8'h00;
          for (j = 0 ; j < 8 ; j = j + 1)
            s = s ^ gmul(CIRC[8 * ((j - i + 8) % 8) +: 8], col[8 * j +: 8]);
          reference[8 * i +: 8] = s;
        end
    end
  endfunction // reference

  task check(input [63 : 0] col);
    begin
      a = col;
      #1;
      if (b !== reference(col))
        begin
          $display("ERROR: MixBytes(%016x) = %016x, expected %016x", col, b, reference(col));
          errors = errors + 1;
        end
    end
  endtask // check

  initial
    begin : main
      errors = 0;
      rng    = 32'h2545f491;
      for (n = 0 ; n < 8 * 256 ; n = n + 1)
        check({56'd0, n[7 : 0]} << (8 * (n / 256)));
      for (n = 0 ; n < 2000 ; n = n + 1)
        begin
          rng = rng ^ (rng << 13);
          rng = rng ^ (rng >> 17);
          rng = rng ^ (rng << 5);
          a[31 : 0] = rng;
          rng = rng ^ (rng << 13);
          rng = rng ^ (rng >> 17);
          rng = rng ^ (rng << 5);
          check({rng, a[31 : 0]});
        end
      if (errors != 0)
        $fatal(1, "FAILED: %0d MixBytes errors", errors);
      $display("PASS: MixBytes on every single-byte column and 2000 random ones");
      $finish;
    end // main

endmodule // tb_groestl_mix_column

//======================================================================
// EOF tb_groestl_mix_column.v
//======================================================================
