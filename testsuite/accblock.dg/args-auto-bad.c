/* auto accepts greedy or model only.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-auto=fast" } */
/* { dg-error "error: accblock: bad value 'fast' for argument 'auto': is not one of greedy, model, none" "" { target *-*-* } 0 } */

int x;
