/* preserving-dispatch accepts yes or no only.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-preserving-dispatch=maybe" } */
/* { dg-error "error: accblock: bad value 'maybe' for argument 'preserving-dispatch': is not one of yes, no" "" { target *-*-* } 0 } */

int x;
