/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* armv8_aes_rounds.h - written by scripts/armv8_rounds.py (the rounds of armv8_aes.c
 * as instructions: order and registers chosen there). Do not edit; run the script. */
#ifndef GROESTL_ARMV8_AES_ROUNDS_H
#define GROESTL_ARMV8_AES_ROUNDS_H

/* plain and sha3, TBL and AESE of the first round: 23 instructions */
#define GROESTL_ARMV8_HEAD \
    "ldp q8, q9, [%[k], #0]\n\t" \
    "ldp q10, q11, [%[k], #32]\n\t" \
    "ldp q12, q13, [%[k], #64]\n\t" \
    "ldp q14, q15, [%[k], #96]\n\t" \
    "ldp q16, q17, [%[m], #16]\n\t" \
    "ldp q18, q19, [%[m], #48]\n\t" \
    "aese v0.16b, v8.16b\n\t" \
    "ldr q20, [%[m], #112]\n\t" \
    "tbl v1.16b, { v1.16b }, v16.16b\n\t" \
    "aese v1.16b, v9.16b\n\t" \
    "tbl v2.16b, { v2.16b }, v17.16b\n\t" \
    "aese v2.16b, v10.16b\n\t" \
    "ldp q21, q22, [%[m], #80]\n\t" \
    "tbl v3.16b, { v3.16b }, v18.16b\n\t" \
    "aese v3.16b, v11.16b\n\t" \
    "tbl v4.16b, { v4.16b }, v19.16b\n\t" \
    "aese v4.16b, v12.16b\n\t" \
    "tbl v5.16b, { v5.16b }, v21.16b\n\t" \
    "aese v5.16b, v13.16b\n\t" \
    "tbl v6.16b, { v6.16b }, v22.16b\n\t" \
    "aese v6.16b, v14.16b\n\t" \
    "tbl v7.16b, { v7.16b }, v20.16b\n\t" \
    "aese v7.16b, v15.16b\n\t" \
    ""

/* plain, MixBytes, a round, TBL and AESE of the next round: 238 instructions */
#define GROESTL_ARMV8_PLAIN_LOOP \
    "eor v8.16b, v3.16b, v4.16b\n\t" \
    "eor v9.16b, v7.16b, v0.16b\n\t" \
    "eor v10.16b, v5.16b, v6.16b\n\t" \
    "eor v11.16b, v4.16b, v5.16b\n\t" \
    "eor v12.16b, v6.16b, v7.16b\n\t" \
    "eor v13.16b, v0.16b, v1.16b\n\t" \
    "eor v14.16b, v13.16b, v8.16b\n\t" \
    "eor v15.16b, v8.16b, v10.16b\n\t" \
    "eor v16.16b, v15.16b, v1.16b\n\t" \
    "eor v17.16b, v2.16b, v3.16b\n\t" \
    "eor v18.16b, v13.16b, v17.16b\n\t" \
    "eor v6.16b, v18.16b, v6.16b\n\t" \
    "eor v19.16b, v17.16b, v11.16b\n\t" \
    "eor v1.16b, v1.16b, v2.16b\n\t" \
    "eor v20.16b, v1.16b, v8.16b\n\t" \
    "eor v7.16b, v20.16b, v7.16b\n\t" \
    "eor v21.16b, v1.16b, v11.16b\n\t" \
    "eor v0.16b, v19.16b, v0.16b\n\t" \
    "eor v22.16b, v17.16b, v10.16b\n\t" \
    "eor v23.16b, v12.16b, v13.16b\n\t" \
    "eor v24.16b, v11.16b, v12.16b\n\t" \
    "eor v25.16b, v8.16b, v12.16b\n\t" \
    "eor v26.16b, v9.16b, v1.16b\n\t" \
    "eor v5.16b, v26.16b, v5.16b\n\t" \
    "eor v27.16b, v10.16b, v13.16b\n\t" \
    "eor v2.16b, v24.16b, v2.16b\n\t" \
    "eor v28.16b, v11.16b, v9.16b\n\t" \
    "eor v4.16b, v23.16b, v4.16b\n\t" \
    "eor v1.16b, v12.16b, v1.16b\n\t" \
    "ushr v29.16b, v28.16b, #5\n\t" \
    "sri v29.16b, v6.16b, #7\n\t" \
    "tbl v30.16b, { v31.16b }, v29.16b\n\t" \
    "eor v15.16b, v9.16b, v17.16b\n\t" \
    "eor v18.16b, v10.16b, v9.16b\n\t" \
    "eor v3.16b, v18.16b, v3.16b\n\t" \
    "add v20.16b, v25.16b, v25.16b\n\t" \
    "eor v19.16b, v20.16b, v5.16b\n\t" \
    "add v8.16b, v19.16b, v19.16b\n\t" \
    "ushr v26.16b, v25.16b, #5\n\t" \
    "sri v26.16b, v5.16b, #7\n\t" \
    "tbl v13.16b, { v31.16b }, v26.16b\n\t" \
    "eor v24.16b, v8.16b, v13.16b\n\t" \
    "eor v11.16b, v24.16b, v2.16b\n\t" \
    "add v23.16b, v27.16b, v27.16b\n\t" \
    "eor v12.16b, v23.16b, v7.16b\n\t" \
    "ushr v29.16b, v27.16b, #5\n\t" \
    "sri v29.16b, v7.16b, #7\n\t" \
    "tbl v17.16b, { v31.16b }, v29.16b\n\t" \
    "add v10.16b, v28.16b, v28.16b\n\t" \
    "eor v9.16b, v10.16b, v6.16b\n\t" \
    "add v18.16b, v9.16b, v9.16b\n\t" \
    "eor v20.16b, v18.16b, v30.16b\n\t" \
    "eor v19.16b, v20.16b, v3.16b\n\t" \
    "ushr v25.16b, v15.16b, #5\n\t" \
    "sri v25.16b, v16.16b, #7\n\t" \
    "tbl v26.16b, { v31.16b }, v25.16b\n\t" \
    "add v8.16b, v15.16b, v15.16b\n\t" \
    "eor v13.16b, v8.16b, v16.16b\n\t" \
    "add v24.16b, v12.16b, v12.16b\n\t" \
    "eor v23.16b, v24.16b, v17.16b\n\t" \
    "eor v27.16b, v23.16b, v4.16b\n\t" \
    "add v29.16b, v1.16b, v1.16b\n\t" \
    "eor v28.16b, v29.16b, v0.16b\n\t" \
    "ushr v1.16b, v1.16b, #5\n\t" \
    "sri v1.16b, v0.16b, #7\n\t" \
    "tbl v1.16b, { v31.16b }, v1.16b\n\t" \
    "add v10.16b, v21.16b, v21.16b\n\t" \
    "eor v9.16b, v10.16b, v3.16b\n\t" \
    "add v18.16b, v28.16b, v28.16b\n\t" \
    "eor v1.16b, v18.16b, v1.16b\n\t" \
    "eor v1.16b, v1.16b, v5.16b\n\t" \
    "ushr v5.16b, v14.16b, #5\n\t" \
    "sri v5.16b, v2.16b, #7\n\t" \
    "tbl v5.16b, { v31.16b }, v5.16b\n\t" \
    "add v30.16b, v13.16b, v13.16b\n\t" \
    "eor v20.16b, v30.16b, v26.16b\n\t" \
    "eor v6.16b, v20.16b, v6.16b\n\t" \
    "ushr v25.16b, v21.16b, #5\n\t" \
    "sri v25.16b, v3.16b, #7\n\t" \
    "tbl v3.16b, { v31.16b }, v25.16b\n\t" \
    "add v15.16b, v14.16b, v14.16b\n\t" \
    "eor v2.16b, v15.16b, v2.16b\n\t" \
    "add v2.16b, v2.16b, v2.16b\n\t" \
    "eor v2.16b, v2.16b, v5.16b\n\t" \
    "eor v2.16b, v2.16b, v7.16b\n\t" \
    "add v5.16b, v22.16b, v22.16b\n\t" \
    "eor v5.16b, v5.16b, v4.16b\n\t" \
    "add v5.16b, v5.16b, v5.16b\n\t" \
    "ushr v7.16b, v22.16b, #5\n\t" \
    "sri v7.16b, v4.16b, #7\n\t" \
    "tbl v4.16b, { v31.16b }, v7.16b\n\t" \
    "eor v4.16b, v5.16b, v4.16b\n\t" \
    "eor v4.16b, v4.16b, v16.16b\n\t" \
    "add v5.16b, v9.16b, v9.16b\n\t" \
    "eor v3.16b, v5.16b, v3.16b\n\t" \
    "eor v0.16b, v3.16b, v0.16b\n\t" \
    "ldr q3, [%[m], #240]\n\t" \
    "tbl v3.16b, { v4.16b }, v3.16b\n\t" \
    "ldr q4, [%[m], #368]\n\t" \
    "ldp q5, q7, [%[k], #128]\n\t" \
    "aese v11.16b, v5.16b\n\t" \
    "ldp q5, q8, [%[m], #176]\n\t" \
    "tbl v1.16b, { v1.16b }, v5.16b\n\t" \
    "tbl v5.16b, { v6.16b }, v8.16b\n\t" \
    "ldp q6, q12, [%[m], #144]\n\t" \
    "tbl v6.16b, { v19.16b }, v6.16b\n\t" \
    "aese v6.16b, v7.16b\n\t" \
    "tbl v7.16b, { v27.16b }, v12.16b\n\t" \
    "eor v24.16b, v11.16b, v6.16b\n\t" \
    "ldp q17, q23, [%[k], #192]\n\t" \
    "aese v5.16b, v17.16b\n\t" \
    "ldp q29, q10, [%[m], #208]\n\t" \
    "tbl v0.16b, { v0.16b }, v10.16b\n\t" \
    "tbl v2.16b, { v2.16b }, v29.16b\n\t" \
    "aese v2.16b, v23.16b\n\t" \
    "eor v28.16b, v5.16b, v2.16b\n\t" \
    "ldp q18, q13, [%[k], #160]\n\t" \
    "aese v1.16b, v13.16b\n\t" \
    "aese v7.16b, v18.16b\n\t" \
    "eor v30.16b, v1.16b, v5.16b\n\t" \
    "eor v26.16b, v24.16b, v30.16b\n\t" \
    "eor v20.16b, v6.16b, v7.16b\n\t" \
    "eor v21.16b, v20.16b, v28.16b\n\t" \
    "eor v25.16b, v7.16b, v1.16b\n\t" \
    "eor v14.16b, v25.16b, v28.16b\n\t" \
    "eor v15.16b, v14.16b, v11.16b\n\t" \
    "eor v22.16b, v24.16b, v25.16b\n\t" \
    "eor v16.16b, v20.16b, v30.16b\n\t" \
    "ushr v9.16b, v26.16b, #5\n\t" \
    "add v8.16b, v21.16b, v21.16b\n\t" \
    "add v19.16b, v26.16b, v26.16b\n\t" \
    "ushr v27.16b, v21.16b, #5\n\t" \
    "ldp q12, q17, [%[k], #224]\n\t" \
    "aese v0.16b, v12.16b\n\t" \
    "aese v3.16b, v17.16b\n\t" \
    "eor v10.16b, v16.16b, v3.16b\n\t" \
    "eor v29.16b, v3.16b, v11.16b\n\t" \
    "eor v3.16b, v0.16b, v3.16b\n\t" \
    "eor v23.16b, v22.16b, v0.16b\n\t" \
    "eor v0.16b, v2.16b, v0.16b\n\t" \
    "eor v13.16b, v30.16b, v0.16b\n\t" \
    "eor v18.16b, v30.16b, v3.16b\n\t" \
    "eor v6.16b, v13.16b, v6.16b\n\t" \
    "eor v14.16b, v3.16b, v24.16b\n\t" \
    "eor v26.16b, v0.16b, v24.16b\n\t" \
    "eor v5.16b, v14.16b, v5.16b\n\t" \
    "eor v21.16b, v28.16b, v29.16b\n\t" \
    "eor v12.16b, v28.16b, v3.16b\n\t" \
    "eor v7.16b, v12.16b, v7.16b\n\t" \
    "eor v3.16b, v3.16b, v20.16b\n\t" \
    "eor v17.16b, v29.16b, v20.16b\n\t" \
    "eor v2.16b, v17.16b, v2.16b\n\t" \
    "eor v16.16b, v19.16b, v7.16b\n\t" \
    "sri v9.16b, v7.16b, #7\n\t" \
    "tbl v11.16b, { v31.16b }, v9.16b\n\t" \
    "eor v22.16b, v25.16b, v0.16b\n\t" \
    "eor v0.16b, v0.16b, v29.16b\n\t" \
    "eor v1.16b, v0.16b, v1.16b\n\t" \
    "eor v30.16b, v29.16b, v25.16b\n\t" \
    "eor v13.16b, v8.16b, v1.16b\n\t" \
    "sri v27.16b, v1.16b, #7\n\t" \
    "tbl v24.16b, { v31.16b }, v27.16b\n\t" \
    "ushr v0.16b, v18.16b, #5\n\t" \
    "sri v0.16b, v2.16b, #7\n\t" \
    "tbl v0.16b, { v31.16b }, v0.16b\n\t" \
    "add v14.16b, v21.16b, v21.16b\n\t" \
    "eor v28.16b, v14.16b, v23.16b\n\t" \
    "add v12.16b, v18.16b, v18.16b\n\t" \
    "eor v20.16b, v12.16b, v2.16b\n\t" \
    "add v17.16b, v20.16b, v20.16b\n\t" \
    "eor v19.16b, v17.16b, v0.16b\n\t" \
    "eor v0.16b, v19.16b, v7.16b\n\t" \
    "add v7.16b, v28.16b, v28.16b\n\t" \
    "add v9.16b, v26.16b, v26.16b\n\t" \
    "eor v29.16b, v9.16b, v10.16b\n\t" \
    "ushr v25.16b, v3.16b, #5\n\t" \
    "sri v25.16b, v15.16b, #7\n\t" \
    "tbl v8.16b, { v31.16b }, v25.16b\n\t" \
    "ushr v27.16b, v21.16b, #5\n\t" \
    "sri v27.16b, v23.16b, #7\n\t" \
    "tbl v14.16b, { v31.16b }, v27.16b\n\t" \
    "eor v7.16b, v7.16b, v14.16b\n\t" \
    "eor v18.16b, v7.16b, v1.16b\n\t" \
    "add v1.16b, v29.16b, v29.16b\n\t" \
    "add v3.16b, v3.16b, v3.16b\n\t" \
    "eor v3.16b, v3.16b, v15.16b\n\t" \
    "ushr v7.16b, v26.16b, #5\n\t" \
    "sri v7.16b, v10.16b, #7\n\t" \
    "tbl v7.16b, { v31.16b }, v7.16b\n\t" \
    "eor v1.16b, v1.16b, v7.16b\n\t" \
    "eor v1.16b, v1.16b, v5.16b\n\t" \
    "ushr v7.16b, v30.16b, #5\n\t" \
    "sri v7.16b, v6.16b, #7\n\t" \
    "tbl v7.16b, { v31.16b }, v7.16b\n\t" \
    "add v12.16b, v16.16b, v16.16b\n\t" \
    "eor v20.16b, v12.16b, v11.16b\n\t" \
    "eor v17.16b, v20.16b, v10.16b\n\t" \
    "add v19.16b, v30.16b, v30.16b\n\t" \
    "eor v28.16b, v19.16b, v6.16b\n\t" \
    "add v9.16b, v28.16b, v28.16b\n\t" \
    "eor v7.16b, v9.16b, v7.16b\n\t" \
    "eor v25.16b, v7.16b, v23.16b\n\t" \
    "add v3.16b, v3.16b, v3.16b\n\t" \
    "eor v3.16b, v3.16b, v8.16b\n\t" \
    "eor v21.16b, v3.16b, v2.16b\n\t" \
    "add v2.16b, v13.16b, v13.16b\n\t" \
    "eor v2.16b, v2.16b, v24.16b\n\t" \
    "eor v2.16b, v2.16b, v15.16b\n\t" \
    "ushr v3.16b, v22.16b, #5\n\t" \
    "sri v3.16b, v5.16b, #7\n\t" \
    "tbl v3.16b, { v31.16b }, v3.16b\n\t" \
    "add v7.16b, v22.16b, v22.16b\n\t" \
    "eor v5.16b, v7.16b, v5.16b\n\t" \
    "add v5.16b, v5.16b, v5.16b\n\t" \
    "eor v3.16b, v5.16b, v3.16b\n\t" \
    "eor v3.16b, v3.16b, v6.16b\n\t" \
    "tbl v7.16b, { v3.16b }, v4.16b\n\t" \
    "ldp q3, q4, [%[k], #256]\n\t" \
    "aese v0.16b, v3.16b\n\t" \
    "ldp q3, q27, [%[k], #320]\n\t" \
    "ldp q14, q29, [%[k], #288]\n\t" \
    "ldp q26, q5, [%[m], #336]\n\t" \
    "tbl v6.16b, { v2.16b }, v5.16b\n\t" \
    "tbl v5.16b, { v17.16b }, v26.16b\n\t" \
    "aese v5.16b, v27.16b\n\t" \
    "ldp q16, q12, [%[m], #272]\n\t" \
    "tbl v2.16b, { v1.16b }, v12.16b\n\t" \
    "tbl v1.16b, { v18.16b }, v16.16b\n\t" \
    "aese v1.16b, v4.16b\n\t" \
    "aese v2.16b, v14.16b\n\t" \
    "ldp q4, q11, [%[k], #352]\n\t" \
    "aese v6.16b, v4.16b\n\t" \
    "aese v7.16b, v11.16b\n\t" \
    "ldp q20, q10, [%[m], #304]\n\t" \
    "tbl v4.16b, { v25.16b }, v10.16b\n\t" \
    "aese v4.16b, v3.16b\n\t" \
    "tbl v3.16b, { v21.16b }, v20.16b\n\t" \
    "aese v3.16b, v29.16b\n\t" \
    ""

/* plain, MixBytes, then the last round: 216 instructions */
#define GROESTL_ARMV8_PLAIN_TAIL \
    "eor v8.16b, v6.16b, v7.16b\n\t" \
    "eor v9.16b, v3.16b, v4.16b\n\t" \
    "eor v10.16b, v5.16b, v6.16b\n\t" \
    "eor v11.16b, v0.16b, v1.16b\n\t" \
    "eor v12.16b, v1.16b, v2.16b\n\t" \
    "eor v13.16b, v2.16b, v3.16b\n\t" \
    "eor v14.16b, v7.16b, v0.16b\n\t" \
    "eor v15.16b, v4.16b, v5.16b\n\t" \
    "eor v16.16b, v9.16b, v10.16b\n\t" \
    "eor v17.16b, v10.16b, v11.16b\n\t" \
    "eor v18.16b, v8.16b, v11.16b\n\t" \
    "eor v19.16b, v13.16b, v10.16b\n\t" \
    "eor v20.16b, v15.16b, v8.16b\n\t" \
    "eor v21.16b, v12.16b, v9.16b\n\t" \
    "eor v1.16b, v16.16b, v1.16b\n\t" \
    "eor v22.16b, v10.16b, v14.16b\n\t" \
    "eor v4.16b, v18.16b, v4.16b\n\t" \
    "eor v7.16b, v21.16b, v7.16b\n\t" \
    "eor v2.16b, v20.16b, v2.16b\n\t" \
    "eor v3.16b, v22.16b, v3.16b\n\t" \
    "eor v23.16b, v8.16b, v12.16b\n\t" \
    "eor v24.16b, v11.16b, v13.16b\n\t" \
    "eor v25.16b, v15.16b, v14.16b\n\t" \
    "eor v26.16b, v11.16b, v9.16b\n\t" \
    "eor v27.16b, v9.16b, v8.16b\n\t" \
    "eor v6.16b, v24.16b, v6.16b\n\t" \
    "ushr v28.16b, v25.16b, #5\n\t" \
    "eor v29.16b, v12.16b, v15.16b\n\t" \
    "ushr v30.16b, v19.16b, #5\n\t" \
    "eor v16.16b, v14.16b, v12.16b\n\t" \
    "eor v10.16b, v13.16b, v15.16b\n\t" \
    "eor v18.16b, v14.16b, v13.16b\n\t" \
    "sri v30.16b, v4.16b, #7\n\t" \
    "sri v28.16b, v6.16b, #7\n\t" \
    "eor v0.16b, v10.16b, v0.16b\n\t" \
    "eor v5.16b, v16.16b, v5.16b\n\t" \
    "tbl v21.16b, { v31.16b }, v28.16b\n\t" \
    "tbl v20.16b, { v31.16b }, v30.16b\n\t" \
    "add v22.16b, v29.16b, v29.16b\n\t" \
    "add v11.16b, v26.16b, v26.16b\n\t" \
    "ushr v9.16b, v23.16b, #5\n\t" \
    "eor v8.16b, v11.16b, v2.16b\n\t" \
    "sri v9.16b, v0.16b, #7\n\t" \
    "eor v24.16b, v22.16b, v3.16b\n\t" \
    "tbl v12.16b, { v31.16b }, v9.16b\n\t" \
    "ushr v15.16b, v18.16b, #5\n\t" \
    "add v14.16b, v19.16b, v19.16b\n\t" \
    "add v13.16b, v23.16b, v23.16b\n\t" \
    "eor v10.16b, v13.16b, v0.16b\n\t" \
    "sri v15.16b, v1.16b, #7\n\t" \
    "eor v16.16b, v14.16b, v4.16b\n\t" \
    "tbl v28.16b, { v31.16b }, v15.16b\n\t" \
    "ushr v30.16b, v29.16b, #5\n\t" \
    "add v11.16b, v27.16b, v27.16b\n\t" \
    "ushr v22.16b, v26.16b, #5\n\t" \
    "sri v30.16b, v3.16b, #7\n\t" \
    "eor v9.16b, v11.16b, v5.16b\n\t" \
    "sri v22.16b, v2.16b, #7\n\t" \
    "tbl v19.16b, { v31.16b }, v30.16b\n\t" \
    "tbl v23.16b, { v31.16b }, v22.16b\n\t" \
    "add v13.16b, v17.16b, v17.16b\n\t" \
    "ushr v14.16b, v27.16b, #5\n\t" \
    "ushr v15.16b, v17.16b, #5\n\t" \
    "sri v14.16b, v5.16b, #7\n\t" \
    "sri v15.16b, v7.16b, #7\n\t" \
    "ldp q29, q26, [%[m], #224]\n\t" \
    "ldp q11, q30, [%[k], #224]\n\t" \
    "eor v22.16b, v13.16b, v7.16b\n\t" \
    "tbl v27.16b, { v31.16b }, v14.16b\n\t" \
    "tbl v17.16b, { v31.16b }, v15.16b\n\t" \
    "add v13.16b, v18.16b, v18.16b\n\t" \
    "add v14.16b, v25.16b, v25.16b\n\t" \
    "add v15.16b, v24.16b, v24.16b\n\t" \
    "eor v18.16b, v13.16b, v1.16b\n\t" \
    "eor v25.16b, v14.16b, v6.16b\n\t" \
    "eor v24.16b, v15.16b, v19.16b\n\t" \
    "eor v0.16b, v24.16b, v0.16b\n\t" \
    "ldp q13, q14, [%[m], #192]\n\t" \
    "tbl v0.16b, { v0.16b }, v29.16b\n\t" \
    "aese v0.16b, v11.16b\n\t" \
    "add v15.16b, v18.16b, v18.16b\n\t" \
    "ldp q19, q24, [%[k], #192]\n\t" \
    "add v29.16b, v8.16b, v8.16b\n\t" \
    "add v11.16b, v16.16b, v16.16b\n\t" \
    "eor v18.16b, v15.16b, v28.16b\n\t" \
    "eor v8.16b, v29.16b, v23.16b\n\t" \
    "eor v16.16b, v11.16b, v20.16b\n\t" \
    "eor v7.16b, v8.16b, v7.16b\n\t" \
    "eor v1.16b, v16.16b, v1.16b\n\t" \
    "eor v6.16b, v18.16b, v6.16b\n\t" \
    "tbl v6.16b, { v6.16b }, v13.16b\n\t" \
    "tbl v7.16b, { v7.16b }, v14.16b\n\t" \
    "tbl v1.16b, { v1.16b }, v26.16b\n\t" \
    "aese v1.16b, v30.16b\n\t" \
    "aese v6.16b, v19.16b\n\t" \
    "aese v7.16b, v24.16b\n\t" \
    "ldp q15, q28, [%[m], #128]\n\t" \
    "ldp q29, q23, [%[m], #160]\n\t" \
    "add v11.16b, v10.16b, v10.16b\n\t" \
    "ldp q20, q8, [%[k], #160]\n\t" \
    "ldp q16, q18, [%[k], #128]\n\t" \
    "add v13.16b, v25.16b, v25.16b\n\t" \
    "add v14.16b, v22.16b, v22.16b\n\t" \
    "eor v26.16b, v11.16b, v12.16b\n\t" \
    "eor v30.16b, v13.16b, v21.16b\n\t" \
    "eor v19.16b, v14.16b, v17.16b\n\t" \
    "eor v5.16b, v26.16b, v5.16b\n\t" \
    "eor v4.16b, v19.16b, v4.16b\n\t" \
    "eor v3.16b, v30.16b, v3.16b\n\t" \
    "tbl v3.16b, { v3.16b }, v28.16b\n\t" \
    "tbl v5.16b, { v5.16b }, v23.16b\n\t" \
    "tbl v4.16b, { v4.16b }, v29.16b\n\t" \
    "aese v4.16b, v20.16b\n\t" \
    "aese v3.16b, v18.16b\n\t" \
    "aese v5.16b, v8.16b\n\t" \
    "add v24.16b, v9.16b, v9.16b\n\t" \
    "eor v10.16b, v4.16b, v5.16b\n\t" \
    "eor v25.16b, v3.16b, v4.16b\n\t" \
    "eor v22.16b, v24.16b, v27.16b\n\t" \
    "eor v2.16b, v22.16b, v2.16b\n\t" \
    "tbl v2.16b, { v2.16b }, v15.16b\n\t" \
    "aese v2.16b, v16.16b\n\t" \
    "eor v11.16b, v5.16b, v6.16b\n\t" \
    "eor v12.16b, v1.16b, v2.16b\n\t" \
    "eor v13.16b, v0.16b, v1.16b\n\t" \
    "eor v21.16b, v13.16b, v25.16b\n\t" \
    "eor v14.16b, v2.16b, v3.16b\n\t" \
    "eor v17.16b, v25.16b, v11.16b\n\t" \
    "eor v26.16b, v17.16b, v1.16b\n\t" \
    "eor v1.16b, v14.16b, v10.16b\n\t" \
    "eor v19.16b, v14.16b, v11.16b\n\t" \
    "eor v30.16b, v7.16b, v0.16b\n\t" \
    "eor v0.16b, v1.16b, v0.16b\n\t" \
    "eor v1.16b, v30.16b, v12.16b\n\t" \
    "eor v28.16b, v12.16b, v25.16b\n\t" \
    "eor v23.16b, v6.16b, v7.16b\n\t" \
    "eor v5.16b, v1.16b, v5.16b\n\t" \
    "eor v1.16b, v25.16b, v23.16b\n\t" \
    "eor v29.16b, v28.16b, v7.16b\n\t" \
    "eor v7.16b, v23.16b, v12.16b\n\t" \
    "eor v20.16b, v10.16b, v23.16b\n\t" \
    "eor v18.16b, v13.16b, v14.16b\n\t" \
    "eor v8.16b, v23.16b, v13.16b\n\t" \
    "eor v9.16b, v30.16b, v14.16b\n\t" \
    "eor v24.16b, v11.16b, v13.16b\n\t" \
    "eor v27.16b, v11.16b, v30.16b\n\t" \
    "eor v2.16b, v20.16b, v2.16b\n\t" \
    "eor v22.16b, v10.16b, v30.16b\n\t" \
    "eor v15.16b, v8.16b, v4.16b\n\t" \
    "eor v4.16b, v12.16b, v10.16b\n\t" \
    "eor v16.16b, v18.16b, v6.16b\n\t" \
    "eor v3.16b, v27.16b, v3.16b\n\t" \
    "add v6.16b, v9.16b, v9.16b\n\t" \
    "add v17.16b, v19.16b, v19.16b\n\t" \
    "ushr v25.16b, v24.16b, #5\n\t" \
    "eor v28.16b, v6.16b, v26.16b\n\t" \
    "sri v25.16b, v29.16b, #7\n\t" \
    "eor v23.16b, v17.16b, v15.16b\n\t" \
    "tbl v14.16b, { v31.16b }, v25.16b\n\t" \
    "ushr v6.16b, v21.16b, #5\n\t" \
    "add v13.16b, v24.16b, v24.16b\n\t" \
    "add v11.16b, v1.16b, v1.16b\n\t" \
    "eor v20.16b, v11.16b, v5.16b\n\t" \
    "sri v6.16b, v2.16b, #7\n\t" \
    "eor v30.16b, v13.16b, v29.16b\n\t" \
    "tbl v6.16b, { v31.16b }, v6.16b\n\t" \
    "ushr v8.16b, v19.16b, #5\n\t" \
    "ushr v12.16b, v9.16b, #5\n\t" \
    "ushr v10.16b, v7.16b, #5\n\t" \
    "sri v10.16b, v0.16b, #7\n\t" \
    "sri v8.16b, v15.16b, #7\n\t" \
    "sri v12.16b, v26.16b, #7\n\t" \
    "tbl v18.16b, { v31.16b }, v12.16b\n\t" \
    "tbl v27.16b, { v31.16b }, v8.16b\n\t" \
    "tbl v17.16b, { v31.16b }, v10.16b\n\t" \
    "add v7.16b, v7.16b, v7.16b\n\t" \
    "ushr v25.16b, v4.16b, #5\n\t" \
    "add v24.16b, v22.16b, v22.16b\n\t" \
    "sri v25.16b, v3.16b, #7\n\t" \
    "eor v11.16b, v24.16b, v16.16b\n\t" \
    "eor v7.16b, v7.16b, v0.16b\n\t" \
    "tbl v13.16b, { v31.16b }, v25.16b\n\t" \
    "add v19.16b, v21.16b, v21.16b\n\t" \
    "ushr v1.16b, v1.16b, #5\n\t" \
    "add v4.16b, v4.16b, v4.16b\n\t" \
    "eor v9.16b, v19.16b, v2.16b\n\t" \
    "eor v4.16b, v4.16b, v3.16b\n\t" \
    "sri v1.16b, v5.16b, #7\n\t" \
    "tbl v12.16b, { v31.16b }, v1.16b\n\t" \
    "ushr v1.16b, v22.16b, #5\n\t" \
    "add v8.16b, v11.16b, v11.16b\n\t" \
    "add v7.16b, v7.16b, v7.16b\n\t" \
    "sri v1.16b, v16.16b, #7\n\t" \
    "eor v7.16b, v7.16b, v17.16b\n\t" \
    "tbl v10.16b, { v31.16b }, v1.16b\n\t" \
    "eor v1.16b, v7.16b, v5.16b\n\t" \
    "eor v5.16b, v8.16b, v10.16b\n\t" \
    "eor v7.16b, v5.16b, v3.16b\n\t" \
    "add v3.16b, v4.16b, v4.16b\n\t" \
    "add v4.16b, v20.16b, v20.16b\n\t" \
    "add v5.16b, v9.16b, v9.16b\n\t" \
    "eor v24.16b, v3.16b, v13.16b\n\t" \
    "eor v5.16b, v5.16b, v6.16b\n\t" \
    "eor v3.16b, v4.16b, v12.16b\n\t" \
    "eor v6.16b, v3.16b, v2.16b\n\t" \
    "eor v3.16b, v5.16b, v29.16b\n\t" \
    "eor v4.16b, v24.16b, v0.16b\n\t" \
    "add v0.16b, v23.16b, v23.16b\n\t" \
    "add v2.16b, v30.16b, v30.16b\n\t" \
    "add v5.16b, v28.16b, v28.16b\n\t" \
    "eor v5.16b, v5.16b, v18.16b\n\t" \
    "eor v2.16b, v2.16b, v14.16b\n\t" \
    "eor v25.16b, v0.16b, v27.16b\n\t" \
    "eor v0.16b, v2.16b, v15.16b\n\t" \
    "eor v2.16b, v5.16b, v16.16b\n\t" \
    "eor v5.16b, v25.16b, v26.16b\n\t" \
    ""

/* sha3, MixBytes, a round, TBL and AESE of the next round: 206 instructions */
#define GROESTL_ARMV8_SHA3_LOOP \
    "eor v8.16b, v2.16b, v3.16b\n\t" \
    "eor v9.16b, v3.16b, v4.16b\n\t" \
    "eor v10.16b, v0.16b, v1.16b\n\t" \
    "eor v11.16b, v1.16b, v2.16b\n\t" \
    "eor v12.16b, v4.16b, v5.16b\n\t" \
    "eor v13.16b, v7.16b, v0.16b\n\t" \
    "eor v14.16b, v5.16b, v6.16b\n\t" \
    "eor v15.16b, v6.16b, v7.16b\n\t" \
    "eor v16.16b, v10.16b, v9.16b\n\t" \
    "eor3 v7.16b, v11.16b, v9.16b, v7.16b\n\t" \
    "eor3 v6.16b, v10.16b, v8.16b, v6.16b\n\t" \
    "eor v17.16b, v11.16b, v12.16b\n\t" \
    "eor v18.16b, v8.16b, v14.16b\n\t" \
    "eor3 v0.16b, v8.16b, v12.16b, v0.16b\n\t" \
    "eor v19.16b, v13.16b, v8.16b\n\t" \
    "eor v20.16b, v9.16b, v15.16b\n\t" \
    "eor3 v1.16b, v9.16b, v14.16b, v1.16b\n\t" \
    "eor3 v2.16b, v12.16b, v15.16b, v2.16b\n\t" \
    "eor v21.16b, v12.16b, v13.16b\n\t" \
    "eor v22.16b, v15.16b, v11.16b\n\t" \
    "eor3 v4.16b, v15.16b, v10.16b, v4.16b\n\t" \
    "eor v23.16b, v14.16b, v10.16b\n\t" \
    "eor3 v3.16b, v14.16b, v13.16b, v3.16b\n\t" \
    "eor3 v5.16b, v13.16b, v11.16b, v5.16b\n\t" \
    "add v24.16b, v20.16b, v20.16b\n\t" \
    "eor v25.16b, v24.16b, v5.16b\n\t" \
    "ushr v26.16b, v20.16b, #5\n\t" \
    "sri v26.16b, v5.16b, #7\n\t" \
    "tbl v27.16b, { v31.16b }, v26.16b\n\t" \
    "add v28.16b, v25.16b, v25.16b\n\t" \
    "eor3 v29.16b, v28.16b, v27.16b, v2.16b\n\t" \
    "add v30.16b, v21.16b, v21.16b\n\t" \
    "eor v8.16b, v30.16b, v6.16b\n\t" \
    "ushr v9.16b, v21.16b, #5\n\t" \
    "sri v9.16b, v6.16b, #7\n\t" \
    "tbl v12.16b, { v31.16b }, v9.16b\n\t" \
    "add v15.16b, v8.16b, v8.16b\n\t" \
    "eor3 v10.16b, v15.16b, v12.16b, v3.16b\n\t" \
    "add v14.16b, v23.16b, v23.16b\n\t" \
    "eor v13.16b, v14.16b, v7.16b\n\t" \
    "ushr v11.16b, v23.16b, #5\n\t" \
    "sri v11.16b, v7.16b, #7\n\t" \
    "tbl v24.16b, { v31.16b }, v11.16b\n\t" \
    "add v20.16b, v22.16b, v22.16b\n\t" \
    "eor v26.16b, v20.16b, v0.16b\n\t" \
    "add v25.16b, v13.16b, v13.16b\n\t" \
    "eor3 v28.16b, v25.16b, v24.16b, v4.16b\n\t" \
    "ushr v27.16b, v22.16b, #5\n\t" \
    "sri v27.16b, v0.16b, #7\n\t" \
    "tbl v30.16b, { v31.16b }, v27.16b\n\t" \
    "add v21.16b, v26.16b, v26.16b\n\t" \
    "eor3 v5.16b, v21.16b, v30.16b, v5.16b\n\t" \
    "add v9.16b, v19.16b, v19.16b\n\t" \
    "eor v8.16b, v9.16b, v1.16b\n\t" \
    "ushr v15.16b, v19.16b, #5\n\t" \
    "sri v15.16b, v1.16b, #7\n\t" \
    "tbl v12.16b, { v31.16b }, v15.16b\n\t" \
    "add v14.16b, v8.16b, v8.16b\n\t" \
    "eor3 v6.16b, v14.16b, v12.16b, v6.16b\n\t" \
    "ushr v23.16b, v16.16b, #5\n\t" \
    "sri v23.16b, v2.16b, #7\n\t" \
    "tbl v11.16b, { v31.16b }, v23.16b\n\t" \
    "add v20.16b, v16.16b, v16.16b\n\t" \
    "eor v2.16b, v20.16b, v2.16b\n\t" \
    "add v2.16b, v2.16b, v2.16b\n\t" \
    "eor3 v2.16b, v2.16b, v11.16b, v7.16b\n\t" \
    "add v7.16b, v17.16b, v17.16b\n\t" \
    "eor v7.16b, v7.16b, v3.16b\n\t" \
    "ushr v13.16b, v17.16b, #5\n\t" \
    "sri v13.16b, v3.16b, #7\n\t" \
    "tbl v3.16b, { v31.16b }, v13.16b\n\t" \
    "add v7.16b, v7.16b, v7.16b\n\t" \
    "eor3 v0.16b, v7.16b, v3.16b, v0.16b\n\t" \
    "add v3.16b, v18.16b, v18.16b\n\t" \
    "eor v3.16b, v3.16b, v4.16b\n\t" \
    "ushr v7.16b, v18.16b, #5\n\t" \
    "sri v7.16b, v4.16b, #7\n\t" \
    "tbl v4.16b, { v31.16b }, v7.16b\n\t" \
    "add v3.16b, v3.16b, v3.16b\n\t" \
    "eor3 v1.16b, v3.16b, v4.16b, v1.16b\n\t" \
    "ldr q3, [%[m], #240]\n\t" \
    "tbl v1.16b, { v1.16b }, v3.16b\n\t" \
    "ldr q3, [%[m], #368]\n\t" \
    "ldp q4, q7, [%[k], #160]\n\t" \
    "ldp q25, q24, [%[k], #128]\n\t" \
    "aese v29.16b, v25.16b\n\t" \
    "ldp q22, q27, [%[m], #176]\n\t" \
    "tbl v5.16b, { v5.16b }, v22.16b\n\t" \
    "tbl v6.16b, { v6.16b }, v27.16b\n\t" \
    "aese v5.16b, v7.16b\n\t" \
    "ldp q7, q26, [%[k], #192]\n\t" \
    "aese v6.16b, v7.16b\n\t" \
    "eor v7.16b, v5.16b, v6.16b\n\t" \
    "ldp q21, q30, [%[k], #224]\n\t" \
    "aese v1.16b, v30.16b\n\t" \
    "eor v9.16b, v1.16b, v29.16b\n\t" \
    "ldp q19, q15, [%[m], #144]\n\t" \
    "tbl v8.16b, { v10.16b }, v19.16b\n\t" \
    "aese v8.16b, v24.16b\n\t" \
    "tbl v14.16b, { v28.16b }, v15.16b\n\t" \
    "aese v14.16b, v4.16b\n\t" \
    "eor v4.16b, v8.16b, v14.16b\n\t" \
    "eor v12.16b, v29.16b, v8.16b\n\t" \
    "eor v23.16b, v14.16b, v5.16b\n\t" \
    "eor v16.16b, v12.16b, v7.16b\n\t" \
    "eor3 v20.16b, v4.16b, v7.16b, v1.16b\n\t" \
    "eor v11.16b, v9.16b, v23.16b\n\t" \
    "add v17.16b, v11.16b, v11.16b\n\t" \
    "ushr v13.16b, v11.16b, #5\n\t" \
    "add v18.16b, v16.16b, v16.16b\n\t" \
    "ushr v25.16b, v16.16b, #5\n\t" \
    "ldp q22, q27, [%[m], #208]\n\t" \
    "tbl v2.16b, { v2.16b }, v22.16b\n\t" \
    "aese v2.16b, v26.16b\n\t" \
    "tbl v0.16b, { v0.16b }, v27.16b\n\t" \
    "aese v0.16b, v21.16b\n\t" \
    "eor v1.16b, v0.16b, v1.16b\n\t" \
    "eor v30.16b, v2.16b, v0.16b\n\t" \
    "eor3 v10.16b, v12.16b, v23.16b, v0.16b\n\t" \
    "eor3 v19.16b, v7.16b, v30.16b, v8.16b\n\t" \
    "eor v0.16b, v7.16b, v1.16b\n\t" \
    "eor3 v5.16b, v30.16b, v9.16b, v5.16b\n\t" \
    "eor v7.16b, v17.16b, v19.16b\n\t" \
    "sri v13.16b, v19.16b, #7\n\t" \
    "tbl v24.16b, { v31.16b }, v13.16b\n\t" \
    "eor v28.16b, v6.16b, v2.16b\n\t" \
    "eor3 v15.16b, v23.16b, v28.16b, v29.16b\n\t" \
    "eor v11.16b, v23.16b, v30.16b\n\t" \
    "eor3 v16.16b, v28.16b, v1.16b, v14.16b\n\t" \
    "eor3 v6.16b, v1.16b, v12.16b, v6.16b\n\t" \
    "eor v1.16b, v1.16b, v4.16b\n\t" \
    "eor v22.16b, v30.16b, v12.16b\n\t" \
    "eor3 v2.16b, v9.16b, v4.16b, v2.16b\n\t" \
    "eor v4.16b, v4.16b, v28.16b\n\t" \
    "eor v26.16b, v28.16b, v9.16b\n\t" \
    "eor v27.16b, v18.16b, v16.16b\n\t" \
    "sri v25.16b, v16.16b, #7\n\t" \
    "tbl v21.16b, { v31.16b }, v25.16b\n\t" \
    "add v8.16b, v0.16b, v0.16b\n\t" \
    "eor v17.16b, v8.16b, v2.16b\n\t" \
    "ushr v0.16b, v0.16b, #5\n\t" \
    "sri v0.16b, v2.16b, #7\n\t" \
    "tbl v13.16b, { v31.16b }, v0.16b\n\t" \
    "add v29.16b, v17.16b, v17.16b\n\t" \
    "eor3 v0.16b, v29.16b, v13.16b, v16.16b\n\t" \
    "ushr v23.16b, v26.16b, #5\n\t" \
    "sri v23.16b, v10.16b, #7\n\t" \
    "tbl v14.16b, { v31.16b }, v23.16b\n\t" \
    "add v30.16b, v26.16b, v26.16b\n\t" \
    "eor v12.16b, v30.16b, v10.16b\n\t" \
    "add v28.16b, v12.16b, v12.16b\n\t" \
    "eor3 v9.16b, v28.16b, v14.16b, v5.16b\n\t" \
    "add v18.16b, v22.16b, v22.16b\n\t" \
    "eor v25.16b, v18.16b, v20.16b\n\t" \
    "ushr v8.16b, v22.16b, #5\n\t" \
    "sri v8.16b, v20.16b, #7\n\t" \
    "tbl v17.16b, { v31.16b }, v8.16b\n\t" \
    "add v29.16b, v1.16b, v1.16b\n\t" \
    "eor v13.16b, v29.16b, v15.16b\n\t" \
    "add v16.16b, v25.16b, v25.16b\n\t" \
    "eor3 v23.16b, v16.16b, v17.16b, v6.16b\n\t" \
    "ushr v1.16b, v1.16b, #5\n\t" \
    "sri v1.16b, v15.16b, #7\n\t" \
    "tbl v1.16b, { v31.16b }, v1.16b\n\t" \
    "add v26.16b, v13.16b, v13.16b\n\t" \
    "eor3 v1.16b, v26.16b, v1.16b, v2.16b\n\t" \
    "add v2.16b, v7.16b, v7.16b\n\t" \
    "eor3 v2.16b, v2.16b, v24.16b, v10.16b\n\t" \
    "add v7.16b, v27.16b, v27.16b\n\t" \
    "eor3 v30.16b, v7.16b, v21.16b, v20.16b\n\t" \
    "ushr v7.16b, v4.16b, #5\n\t" \
    "sri v7.16b, v5.16b, #7\n\t" \
    "tbl v7.16b, { v31.16b }, v7.16b\n\t" \
    "add v4.16b, v4.16b, v4.16b\n\t" \
    "eor v4.16b, v4.16b, v5.16b\n\t" \
    "add v5.16b, v11.16b, v11.16b\n\t" \
    "eor v5.16b, v5.16b, v6.16b\n\t" \
    "add v4.16b, v4.16b, v4.16b\n\t" \
    "eor3 v12.16b, v4.16b, v7.16b, v15.16b\n\t" \
    "ushr v4.16b, v11.16b, #5\n\t" \
    "sri v4.16b, v6.16b, #7\n\t" \
    "tbl v4.16b, { v31.16b }, v4.16b\n\t" \
    "add v5.16b, v5.16b, v5.16b\n\t" \
    "eor3 v4.16b, v5.16b, v4.16b, v19.16b\n\t" \
    "tbl v7.16b, { v4.16b }, v3.16b\n\t" \
    "ldp q5, q4, [%[k], #288]\n\t" \
    "ldp q3, q6, [%[k], #256]\n\t" \
    "aese v0.16b, v3.16b\n\t" \
    "ldp q28, q14, [%[k], #320]\n\t" \
    "ldp q18, q22, [%[m], #304]\n\t" \
    "tbl v3.16b, { v1.16b }, v18.16b\n\t" \
    "aese v3.16b, v4.16b\n\t" \
    "tbl v4.16b, { v2.16b }, v22.16b\n\t" \
    "aese v4.16b, v28.16b\n\t" \
    "ldp q2, q8, [%[m], #272]\n\t" \
    "tbl v1.16b, { v9.16b }, v2.16b\n\t" \
    "aese v1.16b, v6.16b\n\t" \
    "tbl v2.16b, { v23.16b }, v8.16b\n\t" \
    "aese v2.16b, v5.16b\n\t" \
    "ldp q29, q5, [%[k], #352]\n\t" \
    "aese v7.16b, v5.16b\n\t" \
    "ldp q6, q25, [%[m], #336]\n\t" \
    "tbl v5.16b, { v30.16b }, v6.16b\n\t" \
    "aese v5.16b, v14.16b\n\t" \
    "tbl v6.16b, { v12.16b }, v25.16b\n\t" \
    "aese v6.16b, v29.16b\n\t" \
    ""

/* sha3, MixBytes, then the last round: 184 instructions */
#define GROESTL_ARMV8_SHA3_TAIL \
    "eor v8.16b, v1.16b, v2.16b\n\t" \
    "eor v9.16b, v4.16b, v5.16b\n\t" \
    "eor v10.16b, v0.16b, v1.16b\n\t" \
    "eor v11.16b, v3.16b, v4.16b\n\t" \
    "eor v12.16b, v2.16b, v3.16b\n\t" \
    "eor3 v13.16b, v10.16b, v12.16b, v6.16b\n\t" \
    "eor3 v14.16b, v12.16b, v9.16b, v0.16b\n\t" \
    "eor v15.16b, v5.16b, v6.16b\n\t" \
    "eor v16.16b, v12.16b, v15.16b\n\t" \
    "eor3 v17.16b, v8.16b, v11.16b, v7.16b\n\t" \
    "eor v18.16b, v8.16b, v9.16b\n\t" \
    "eor v19.16b, v10.16b, v11.16b\n\t" \
    "eor v0.16b, v7.16b, v0.16b\n\t" \
    "eor v20.16b, v0.16b, v12.16b\n\t" \
    "eor3 v3.16b, v15.16b, v0.16b, v3.16b\n\t" \
    "eor v6.16b, v6.16b, v7.16b\n\t" \
    "eor v7.16b, v11.16b, v6.16b\n\t" \
    "eor3 v1.16b, v11.16b, v15.16b, v1.16b\n\t" \
    "eor v21.16b, v15.16b, v10.16b\n\t" \
    "eor3 v4.16b, v6.16b, v10.16b, v4.16b\n\t" \
    "eor v22.16b, v6.16b, v8.16b\n\t" \
    "eor3 v2.16b, v9.16b, v6.16b, v2.16b\n\t" \
    "eor v6.16b, v9.16b, v0.16b\n\t" \
    "eor3 v0.16b, v0.16b, v8.16b, v5.16b\n\t" \
    "add v5.16b, v6.16b, v6.16b\n\t" \
    "eor v5.16b, v5.16b, v13.16b\n\t" \
    "ushr v23.16b, v7.16b, #5\n\t" \
    "sri v23.16b, v0.16b, #7\n\t" \
    "tbl v24.16b, { v31.16b }, v23.16b\n\t" \
    "ushr v25.16b, v22.16b, #5\n\t" \
    "sri v25.16b, v14.16b, #7\n\t" \
    "tbl v26.16b, { v31.16b }, v25.16b\n\t" \
    "add v7.16b, v7.16b, v7.16b\n\t" \
    "eor v7.16b, v7.16b, v0.16b\n\t" \
    "add v7.16b, v7.16b, v7.16b\n\t" \
    "eor3 v7.16b, v7.16b, v24.16b, v2.16b\n\t" \
    "add v27.16b, v22.16b, v22.16b\n\t" \
    "eor v28.16b, v27.16b, v14.16b\n\t" \
    "ushr v29.16b, v21.16b, #5\n\t" \
    "sri v29.16b, v17.16b, #7\n\t" \
    "tbl v30.16b, { v31.16b }, v29.16b\n\t" \
    "add v12.16b, v28.16b, v28.16b\n\t" \
    "eor3 v0.16b, v12.16b, v26.16b, v0.16b\n\t" \
    "ushr v6.16b, v6.16b, #5\n\t" \
    "sri v6.16b, v13.16b, #7\n\t" \
    "tbl v6.16b, { v31.16b }, v6.16b\n\t" \
    "add v5.16b, v5.16b, v5.16b\n\t" \
    "eor3 v5.16b, v5.16b, v6.16b, v3.16b\n\t" \
    "add v6.16b, v21.16b, v21.16b\n\t" \
    "eor v6.16b, v6.16b, v17.16b\n\t" \
    "add v6.16b, v6.16b, v6.16b\n\t" \
    "eor3 v6.16b, v6.16b, v30.16b, v4.16b\n\t" \
    "add v11.16b, v20.16b, v20.16b\n\t" \
    "eor v15.16b, v11.16b, v1.16b\n\t" \
    "add v10.16b, v15.16b, v15.16b\n\t" \
    "add v9.16b, v19.16b, v19.16b\n\t" \
    "eor v8.16b, v9.16b, v2.16b\n\t" \
    "add v23.16b, v18.16b, v18.16b\n\t" \
    "eor v25.16b, v23.16b, v3.16b\n\t" \
    "add v24.16b, v25.16b, v25.16b\n\t" \
    "ushr v22.16b, v19.16b, #5\n\t" \
    "sri v22.16b, v2.16b, #7\n\t" \
    "tbl v2.16b, { v31.16b }, v22.16b\n\t" \
    "ushr v27.16b, v20.16b, #5\n\t" \
    "sri v27.16b, v1.16b, #7\n\t" \
    "tbl v29.16b, { v31.16b }, v27.16b\n\t" \
    "eor3 v28.16b, v10.16b, v29.16b, v13.16b\n\t" \
    "add v12.16b, v16.16b, v16.16b\n\t" \
    "eor v26.16b, v12.16b, v4.16b\n\t" \
    "ushr v21.16b, v18.16b, #5\n\t" \
    "sri v21.16b, v3.16b, #7\n\t" \
    "tbl v3.16b, { v31.16b }, v21.16b\n\t" \
    "eor3 v3.16b, v24.16b, v3.16b, v14.16b\n\t" \
    "add v30.16b, v8.16b, v8.16b\n\t" \
    "eor3 v2.16b, v30.16b, v2.16b, v17.16b\n\t" \
    "ushr v11.16b, v16.16b, #5\n\t" \
    "sri v11.16b, v4.16b, #7\n\t" \
    "tbl v4.16b, { v31.16b }, v11.16b\n\t" \
    "add v15.16b, v26.16b, v26.16b\n\t" \
    "eor3 v1.16b, v15.16b, v4.16b, v1.16b\n\t" \
    "ldp q4, q9, [%[k], #128]\n\t" \
    "ldp q23, q25, [%[k], #160]\n\t" \
    "ldp q19, q22, [%[m], #128]\n\t" \
    "tbl v7.16b, { v7.16b }, v19.16b\n\t" \
    "aese v7.16b, v4.16b\n\t" \
    "tbl v4.16b, { v5.16b }, v22.16b\n\t" \
    "aese v4.16b, v9.16b\n\t" \
    "eor v5.16b, v7.16b, v4.16b\n\t" \
    "ldp q20, q27, [%[m], #192]\n\t" \
    "tbl v10.16b, { v28.16b }, v20.16b\n\t" \
    "tbl v2.16b, { v2.16b }, v27.16b\n\t" \
    "ldp q29, q13, [%[k], #224]\n\t" \
    "ldp q12, q18, [%[k], #192]\n\t" \
    "aese v10.16b, v12.16b\n\t" \
    "aese v2.16b, v18.16b\n\t" \
    "eor v21.16b, v10.16b, v2.16b\n\t" \
    "ldp q24, q14, [%[m], #224]\n\t" \
    "tbl v3.16b, { v3.16b }, v24.16b\n\t" \
    "aese v3.16b, v29.16b\n\t" \
    "tbl v1.16b, { v1.16b }, v14.16b\n\t" \
    "aese v1.16b, v13.16b\n\t" \
    "eor v8.16b, v3.16b, v1.16b\n\t" \
    "eor v30.16b, v2.16b, v3.16b\n\t" \
    "eor v17.16b, v30.16b, v5.16b\n\t" \
    "eor v16.16b, v1.16b, v7.16b\n\t" \
    "eor v11.16b, v21.16b, v16.16b\n\t" \
    "add v26.16b, v11.16b, v11.16b\n\t" \
    "eor3 v15.16b, v8.16b, v5.16b, v10.16b\n\t" \
    "ushr v19.16b, v11.16b, #5\n\t" \
    "ushr v22.16b, v17.16b, #5\n\t" \
    "add v9.16b, v17.16b, v17.16b\n\t" \
    "ldp q28, q20, [%[m], #160]\n\t" \
    "tbl v6.16b, { v6.16b }, v28.16b\n\t" \
    "tbl v0.16b, { v0.16b }, v20.16b\n\t" \
    "aese v0.16b, v25.16b\n\t" \
    "eor v27.16b, v0.16b, v10.16b\n\t" \
    "aese v6.16b, v23.16b\n\t" \
    "eor v12.16b, v4.16b, v6.16b\n\t" \
    "eor3 v18.16b, v12.16b, v27.16b, v1.16b\n\t" \
    "eor3 v24.16b, v27.16b, v30.16b, v4.16b\n\t" \
    "eor3 v29.16b, v16.16b, v12.16b, v2.16b\n\t" \
    "sri v22.16b, v18.16b, #7\n\t" \
    "tbl v4.16b, { v31.16b }, v22.16b\n\t" \
    "eor v2.16b, v9.16b, v18.16b\n\t" \
    "eor v1.16b, v6.16b, v0.16b\n\t" \
    "eor3 v7.16b, v1.16b, v21.16b, v7.16b\n\t" \
    "eor3 v6.16b, v21.16b, v8.16b, v6.16b\n\t" \
    "eor v14.16b, v12.16b, v21.16b\n\t" \
    "eor v13.16b, v8.16b, v12.16b\n\t" \
    "eor3 v11.16b, v30.16b, v16.16b, v0.16b\n\t" \
    "eor v17.16b, v1.16b, v30.16b\n\t" \
    "eor3 v3.16b, v5.16b, v1.16b, v3.16b\n\t" \
    "eor v5.16b, v5.16b, v27.16b\n\t" \
    "eor v0.16b, v27.16b, v8.16b\n\t" \
    "eor v28.16b, v16.16b, v1.16b\n\t" \
    "eor v1.16b, v26.16b, v3.16b\n\t" \
    "sri v19.16b, v3.16b, #7\n\t" \
    "tbl v20.16b, { v31.16b }, v19.16b\n\t" \
    "add v25.16b, v0.16b, v0.16b\n\t" \
    "eor v10.16b, v25.16b, v29.16b\n\t" \
    "ushr v0.16b, v0.16b, #5\n\t" \
    "sri v0.16b, v29.16b, #7\n\t" \
    "tbl v23.16b, { v31.16b }, v0.16b\n\t" \
    "add v22.16b, v10.16b, v10.16b\n\t" \
    "eor3 v0.16b, v22.16b, v23.16b, v6.16b\n\t" \
    "ushr v9.16b, v28.16b, #5\n\t" \
    "sri v9.16b, v24.16b, #7\n\t" \
    "tbl v21.16b, { v31.16b }, v9.16b\n\t" \
    "ushr v12.16b, v5.16b, #5\n\t" \
    "sri v12.16b, v6.16b, #7\n\t" \
    "tbl v30.16b, { v31.16b }, v12.16b\n\t" \
    "add v27.16b, v1.16b, v1.16b\n\t" \
    "eor3 v1.16b, v27.16b, v20.16b, v11.16b\n\t" \
    "ushr v8.16b, v13.16b, #5\n\t" \
    "sri v8.16b, v7.16b, #7\n\t" \
    "tbl v16.16b, { v31.16b }, v8.16b\n\t" \
    "add v26.16b, v14.16b, v14.16b\n\t" \
    "eor v19.16b, v26.16b, v11.16b\n\t" \
    "add v25.16b, v2.16b, v2.16b\n\t" \
    "eor3 v2.16b, v25.16b, v4.16b, v15.16b\n\t" \
    "add v4.16b, v28.16b, v28.16b\n\t" \
    "eor v4.16b, v4.16b, v24.16b\n\t" \
    "add v10.16b, v4.16b, v4.16b\n\t" \
    "eor3 v4.16b, v10.16b, v21.16b, v3.16b\n\t" \
    "add v3.16b, v13.16b, v13.16b\n\t" \
    "eor v3.16b, v3.16b, v7.16b\n\t" \
    "add v22.16b, v17.16b, v17.16b\n\t" \
    "eor v23.16b, v22.16b, v15.16b\n\t" \
    "add v9.16b, v3.16b, v3.16b\n\t" \
    "eor3 v3.16b, v9.16b, v16.16b, v29.16b\n\t" \
    "ushr v12.16b, v17.16b, #5\n\t" \
    "sri v12.16b, v15.16b, #7\n\t" \
    "tbl v27.16b, { v31.16b }, v12.16b\n\t" \
    "ushr v20.16b, v14.16b, #5\n\t" \
    "sri v20.16b, v11.16b, #7\n\t" \
    "tbl v8.16b, { v31.16b }, v20.16b\n\t" \
    "add v5.16b, v5.16b, v5.16b\n\t" \
    "eor v5.16b, v5.16b, v6.16b\n\t" \
    "add v6.16b, v5.16b, v5.16b\n\t" \
    "eor3 v5.16b, v6.16b, v30.16b, v18.16b\n\t" \
    "add v26.16b, v19.16b, v19.16b\n\t" \
    "eor3 v6.16b, v26.16b, v8.16b, v7.16b\n\t" \
    "add v25.16b, v23.16b, v23.16b\n\t" \
    "eor3 v7.16b, v25.16b, v27.16b, v24.16b\n\t" \
    ""

#define GROESTL_ARMV8_FREE_ROW 0 /* the row without TBL but in the last round */

/* The reduction of MixBytes' two doublings by the index (x7 x6 y7): x7·0x36 +
 * (x6 + y7)·0x1b (x^9 and x^8 mod x^8 + x^4 + x^3 + x + 1). */
#define GROESTL_ARMV8_REDUCTION_TABLE \
    {0x00, 0x1b, 0x1b, 0x00, 0x36, 0x2d, 0x2d, 0x36, 0x00, 0x1b, 0x1b, 0x00, 0x36, 0x2d, 0x2d, 0x36}

#endif
