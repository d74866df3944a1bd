/* An unknown target is refused with the list of known ones.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-target=gpu" } */
/* { dg-error "error: accblock: bad value 'gpu' for argument 'target': is not a known target \\(known targets: paper, cell, sw26010, host\\)" "" { target *-*-* } 0 } */

int x;
