/* local-mem without a value is refused.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-local-mem" } */
/* { dg-error "error: accblock: argument 'local-mem' needs a value" "" { target *-*-* } 0 } */

int x;
