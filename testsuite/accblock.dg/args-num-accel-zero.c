/* Zero accelerators is refused, naming key and value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-num-accel=0" } */
/* { dg-error "error: accblock: bad value '0' for argument 'num-accel'" "" { target *-*-* } 0 } */

int x;
