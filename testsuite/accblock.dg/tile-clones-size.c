/* Clones pay only where the vectorizer runs: at -Os the host tile
   function is not cloned (tile-clones-host.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-Os -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 not cloned: not optimized for speed with the vectorizer" } } */
/* { dg-final { scan-assembler-not "gnu_indirect_function" } } */
