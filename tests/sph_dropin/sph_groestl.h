/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* The drop-in that groestl_sph.h describes: sphlib's header name, this library behind it. */
#include <groestl_sph.h>
