/* A clone of a 32-bit function with x87 arithmetic may compute with SSE
   instead, rounding differently: where floating point is computed by the
   x87 unit, the host tile function is not cloned (tile-clones-host.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mfpmath=387 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 not cloned: floating point is computed by the x87 unit" } } */
/* { dg-final { scan-assembler-not "gnu_indirect_function" } } */
