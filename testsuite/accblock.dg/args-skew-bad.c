/* skew accepts yes or no only.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-skew=often" } */
/* { dg-error "error: accblock: bad value 'often' for argument 'skew': is not one of yes, no" "" { target *-*-* } 0 } */

int x;
