#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""sbox_hex.py OUT - write the ROM image of rtl/groestl_sbox_rom.v (512 hex lines: S(x) for
x < 256, then S(x ^ 0xff)) from src/groestl_sbox.h, the project's only copy of the S-box."""
import sys

import hdlcommon

if len(sys.argv) != 2:
    sys.exit(__doc__)
hdlcommon.write_sbox_rom(sys.argv[1])
