/* An extension the user turned off is not in the default list: with
   -mno-avx2 (which turns AVX-512F off too) the host tile function is not
   cloned (tile-clones-host.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mno-avx2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 not cloned: the options turn the extensions off" } } */
/* { dg-final { scan-assembler-not "gnu_indirect_function" } } */
