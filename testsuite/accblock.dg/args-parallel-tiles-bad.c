/* parallel-tiles accepts yes or no only.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-parallel-tiles=sometimes" } */
/* { dg-error "error: accblock: bad value 'sometimes' for argument 'parallel-tiles': is not one of yes, no" "" { target *-*-* } 0 } */

int x;
