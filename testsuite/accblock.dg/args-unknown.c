/* An unknown plugin argument is an error that names it.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-frobnicate" } */
/* { dg-error "error: accblock: unknown argument 'frobnicate'" "" { target *-*-* } 0 } */

int x;
