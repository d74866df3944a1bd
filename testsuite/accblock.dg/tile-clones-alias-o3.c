/* tile-clones-alias.c under -fvect-cost-model=dynamic: GCC then
   versions loops for aliasing, so the vectorizer may widen syrk's deep
   loop behind a test of C and A, and the host tile function is cloned
   (vector-gain.cc, tile_versions_for_alias_p).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fvect-cost-model=dynamic -fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

#include "tile-clones-alias.c"

/* { dg-final { scan-accblock-dump "tile function syrk\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-accblock-dump "tile function syrk_restrict\\.accblock\\.1 cloned for avx2 avx512f" } } */
