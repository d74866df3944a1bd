/* time-slack takes a number: "ten" is refused, naming key and value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-time-slack=ten" } */
/* { dg-error "error: accblock: bad value 'ten' for argument 'time-slack': is not a number" "" { target *-*-* } 0 } */

int x;
