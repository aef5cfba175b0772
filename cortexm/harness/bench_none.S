/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* bench_none: the empty function of the baseline firmware (bench_main.c), in its own file so
 * that the compiler cannot drop the call. */
    .syntax unified
    .thumb
    .text
    .global bench_none
    .type bench_none, %function
    .thumb_func
bench_none:
    bx lr
    .size bench_none, . - bench_none
