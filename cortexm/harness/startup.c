/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* startup.c - the firmwares' reset: the vector table, .data copied from flash, .bss zeroed,
 * main(); a fault or main's return ends the emulation through semihosting. */
#include <stdint.h>

#include "semihost.h"

extern uint32_t data_start[], data_end[], data_load[], bss_start[], bss_end[], stack_top[];
int main(void);

static void fault(void)
{
    semihost_write0("firmware: fault\n");
    semihost_exit(3);
}

void reset_handler(void);
void reset_handler(void)
{
    uint32_t *from = data_load, *to = data_start;
    while (to < data_end)
        *to++ = *from++;
    for (to = bss_start; to < bss_end;)
        *to++ = 0;
    semihost_exit(main());
}

__attribute__((section(".vectors"), used)) static void (*const vectors[16])(void) = {
    (void (*)(void))stack_top, reset_handler, fault, fault, fault, fault, fault, 0, 0, 0, 0,
    fault, fault, 0, fault, fault,
};
