/* -w silences the plugin's warnings as GCC's own, with their notes.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -w" } */

#include "warn-kinds.h"

/* { dg-bogus "warning|note" "" { target *-*-* } 0 } */
