/* "warn" needs its list.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-warn" } */
/* { dg-error "error: accblock: argument 'warn' needs a value, as in 'warn=VALUE'" "" { target *-*-* } 0 } */

int x;
