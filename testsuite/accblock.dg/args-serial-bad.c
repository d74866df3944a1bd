/* serial accepts yes or no only.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-auto -fplugin-arg-accblock-serial=maybe" } */
/* { dg-error "error: accblock: bad value 'maybe' for argument 'serial': is not one of yes, no" "" { target *-*-* } 0 } */

int x;
