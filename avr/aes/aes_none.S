/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Empty AES functions (a lone `ret` each, 2 bytes) for the baseline firmwares
 * build/aes-none-expanded.elf and build/aes-none-otf.elf (aes_driver.c with
 * AES_PREFIX=aes_none): `make bench` takes a form's ROM and static RAM as its program's
 * minus the baseline's (aes_bench.py). */
    .text
    .irp f, setkey, setkey_decrypt, last_key, encrypt, decrypt
    .global aes_none_\f
    .type aes_none_\f, @function
aes_none_\f:
    ret
    .size aes_none_\f, .-aes_none_\f
    .endr
