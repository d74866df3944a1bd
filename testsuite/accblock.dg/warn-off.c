/* "warn=no-KIND,..." turns each kind off: the nests of warn-kinds.h,
   which warn-tags.c shows warning once each, compile without a word.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-warn=no-race,no-shared,no-tiling-fallback,no-split,no-local-mem,no-clause" } */

#include "warn-kinds.h"

/* { dg-bogus "warning|note" "" { target *-*-* } 0 } */
