/* local-mem takes a byte count: "abc" is refused, naming key and value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-local-mem=abc" } */
/* { dg-error "error: accblock: bad value 'abc' for argument 'local-mem': is not a number" "" { target *-*-* } 0 } */

int x;
