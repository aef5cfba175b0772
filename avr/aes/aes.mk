# SPDX-License-Identifier: MIT OR Apache-2.0
# AES-128 (avr/aes/), included by avr/Makefile: `make test` and `make bench` run it too
# (aes-test, aes-bench). Two forms (aes128_expanded.S, aes128_otf.S), each a fast build and a
# -lowram build (the same source with -DAES128_AVR_LOWRAM: tables in flash). Firmware =
# aes/aes_driver.c + the form + the AES tables (aes/) + the shared tables (tables/).
AES_BUILDS := aes128_expanded aes128_expanded-lowram aes128_otf aes128_otf-lowram
AES_ELFS := $(addprefix $(B)/,$(addsuffix .elf,$(AES_BUILDS)))
AES_TABLES := $(B)/libaes128_tables.a
AES_INCLUDES := aes/aes128.inc $(INCLUDES)
# The test's Python needs `cryptography` and `cryptography_vectors` (aes/requirements.txt)
AES_PYTHON ?= python3

all: $(AES_ELFS)
$(AES_TABLES): $(B)/aes128_tables_flash.o $(B)/aes128_inv_sbox_ram.o
	rm -f $@ && $(AR) rcs $@ $^
$(B)/aes128_%.o: aes/aes128_%.S $(AES_INCLUDES) | $(B)
	$(CC) $(CFLAGS) -Iaes -c -o $@ $<
$(B)/aes128_%-lowram.o: aes/aes128_%.S $(AES_INCLUDES) | $(B)
	$(CC) $(CFLAGS) -Iaes -DAES128_AVR_LOWRAM -c -o $@ $<
$(B)/aes-driver-%.o: aes/aes_driver.c aes/aes128_avr.h runner/abi_check.h | $(B)
	$(CC) $(CFLAGS) -Iaes -DAES_PREFIX=$(subst -,_,$*) $(if $(findstring otf,$*),-DAES_OTF) -c -o $@ $<
$(AES_ELFS): $(B)/%.elf: $(B)/aes-driver-%.o $(B)/%.o $(DRIVER_OBJS) $(AES_TABLES) $(TABLES)
	$(CC) $(LDFLAGS) -Wl,-Map=$@.map -o $@ $^
# The baselines for ROM and static RAM: the same driver around empty functions (aes_none.S).
AES_NONE := $(B)/aes-none-expanded.elf $(B)/aes-none-otf.elf
$(B)/aes-none-driver-%.o: aes/aes_driver.c aes/aes128_avr.h runner/abi_check.h | $(B)
	$(CC) $(CFLAGS) -Iaes -DAES_PREFIX=aes_none $(if $(findstring otf,$*),-DAES_OTF) -c -o $@ $<
$(B)/aes_none.o: aes/aes_none.S $(INCLUDES) | $(B)
	$(CC) $(CFLAGS) -c -o $@ $<
$(B)/aes-none-%.elf: $(B)/aes-none-driver-%.o $(B)/aes_none.o $(DRIVER_OBJS)
	$(CC) $(LDFLAGS) -Wl,-Map=$@.map -o $@ $^
test: aes-test
bench: aes-bench
aes-test: $(RUNNER) $(AES_ELFS)
	$(AES_PYTHON) aes/aes_test.py --runner $(RUNNER) $(AES_BUILDS)
aes-bench: $(RUNNER) $(AES_ELFS) $(AES_NONE)
	python3 aes/aes_bench.py --runner $(RUNNER) --build $(B) $(AES_BUILDS)
.PHONY: aes-test aes-bench
