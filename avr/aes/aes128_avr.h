/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/*
 * aes128_avr.h - AES-128 (FIPS-197) in AVR assembly (ATmega128), callable from avr-gcc C.
 * Blocks are encrypted and decrypted in place. Two forms, each in two builds:
 *   fast:    the S-box and inverse S-box in SRAM (the S-box object is Grøstl's,
 *            groestl_avr_sbox_ram, when both are linked);
 *   lowram:  every table in flash (groestl_avr_sbox_flash and aes128_avr_*_flash).
 * Figures (cycles, RAM, ROM): `make -C avr bench` writes them to docs/BENCHMARKS.md.
 * Constant time: no branch depends on key or data; the only data-dependent addresses are
 * table look-ups, which take the same cycles at every address on this cache-less chip.
 * No static data besides the constant tables: the functions are reentrant.
 */
#ifndef AES128_AVR_H
#define AES128_AVR_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- expanded: aes128_expanded.S ------------------------------------------------------
 * setkey stores the 176-byte encryption schedule (round keys 0..10, FIPS-197 w[0..43] in
 * byte order), which encrypt takes. setkey_decrypt stores the decryption schedule (the
 * equivalent inverse cipher's, FIPS-197 5.3.5: the same with round keys 1..9 through
 * InvMixColumns), which decrypt takes. Schedules are the same for both builds. */
#define AES128_SCHEDULE_SIZE 176
void aes128_expanded_setkey(uint8_t rk[176], const uint8_t key[16]);
void aes128_expanded_setkey_decrypt(uint8_t dk[176], const uint8_t key[16]);
void aes128_expanded_encrypt(uint8_t block[16], const uint8_t rk[176]);
void aes128_expanded_decrypt(uint8_t block[16], const uint8_t dk[176]);
void aes128_expanded_lowram_setkey(uint8_t rk[176], const uint8_t key[16]);
void aes128_expanded_lowram_setkey_decrypt(uint8_t dk[176], const uint8_t key[16]);
void aes128_expanded_lowram_encrypt(uint8_t block[16], const uint8_t rk[176]);
void aes128_expanded_lowram_decrypt(uint8_t block[16], const uint8_t dk[176]);

/* ---- on the fly: aes128_otf.S ----------------------------------------------------------
 * No stored schedule: encrypt takes the key and derives each round key as it goes;
 * decrypt takes the LAST round key (round key 10) and walks the schedule backwards.
 * last_key derives that round key from the key (once per key). */
void aes128_otf_encrypt(uint8_t block[16], const uint8_t key[16]);
void aes128_otf_decrypt(uint8_t block[16], const uint8_t last_key[16]);
void aes128_otf_last_key(uint8_t last_key[16], const uint8_t key[16]);
void aes128_otf_lowram_encrypt(uint8_t block[16], const uint8_t key[16]);
void aes128_otf_lowram_decrypt(uint8_t block[16], const uint8_t last_key[16]);
void aes128_otf_lowram_last_key(uint8_t last_key[16], const uint8_t key[16]);

#ifdef __cplusplus
}
#endif
#endif /* AES128_AVR_H */
