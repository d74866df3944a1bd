/* A compilation that has FMA already fuses in every version, so an
   AVX-512F clone changes nothing there and the tile function keeps the
   user's contraction (tile-clones-host.c).  The product's loops stay in
   the tile (gemm=no), where the contraction shows.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mfma -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 cloned for avx2 avx512f and the baseline\n" } } */
/* { dg-final { scan-assembler "vfmadd" } } */
