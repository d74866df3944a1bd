/* verbose is a bare key: a value is refused.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-verbose=1" } */
/* { dg-error "error: accblock: argument 'verbose' takes no value, got '1'" "" { target *-*-* } 0 } */

int x;
