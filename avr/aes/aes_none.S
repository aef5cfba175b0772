/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Empty AES functions (a lone `ret` each, 2 bytes) for the baseline firmwares
 * build/aes-none-expanded.elf and build/aes-none-otf.elf (aes_driver.c with
 * AES_PREFIX=aes_none): `make bench` takes a form's ROM and static RAM as its program's
 * minus the baseline's, the baseline's linked stubs added back (runner/linked_size.py).
 * Each stub in its own section (FUNCTION, common.inc), so --gc-sections keeps only those
 * the driver calls, as it keeps the forms' own functions. */
#include "common.inc"
    .irp f, setkey, setkey_decrypt, last_key, encrypt, decrypt
    FUNCTION aes_none_\f
    ret
    END_FUNCTION aes_none_\f
    .endr
