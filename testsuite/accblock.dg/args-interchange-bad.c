/* interchange accepts yes or no only.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-interchange=sometimes" } */
/* { dg-error "error: accblock: bad value 'sometimes' for argument 'interchange': is not one of yes, no" "" { target *-*-* } 0 } */

int x;
