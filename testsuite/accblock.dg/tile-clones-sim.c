/* On a simulated target the tile functions stand in for accelerator
   code and get no clones by default; "tile-clones=LIST" asks for them on
   any target and at any optimization level.  Neither SSE4.1 nor AVX has
   FMA, so the function keeps contraction (tile-clones-host.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O0 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=paper -fplugin-arg-accblock-tile-clones=avx,sse4.1 -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 cloned for sse4\\.1 avx and the baseline\n" } } */
/* { dg-final { scan-assembler "\nproduct\\.accblock\\.0\\.sse4_1:" } } */
/* { dg-final { scan-assembler "\nproduct\\.accblock\\.0\\.avx:" } } */
/* { dg-final { scan-assembler-not "\\.avx2:" } } */
