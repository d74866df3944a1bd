/* time-slack takes a percentage from 0 to 100: 101 is refused, naming
   key and value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-time-slack=101" } */
/* { dg-error "error: accblock: bad value '101' for argument 'time-slack': " "" { target *-*-* } 0 } */

int x;
