/* No version is made of an extension the compilation already has: built
   for AVX2 and AVX-512F, the host tile function is not cloned
   (tile-clones-host.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mavx2 -mavx512f -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 not cloned: the compilation has the extensions already" } } */
/* { dg-final { scan-assembler-not "gnu_indirect_function" } } */
