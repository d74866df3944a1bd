/* noblock-tiles accepts runtime or iteration only.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-noblock-tiles=rows" } */
/* { dg-error "error: accblock: bad value 'rows' for argument 'noblock-tiles': is not one of runtime, iteration" "" { target *-*-* } 0 } */

int x;
