/* A kind "warn=" does not know is an error naming the key, the value
   and the kinds it knows.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-warn=race,no-rase" } */
/* { dg-error "error: accblock: bad value 'race,no-rase' for argument 'warn': names an unknown warning kind \\(known: race, shared, tiling-fallback, split, local-mem, clause, all, each also as no-KIND\\)" "" { target *-*-* } 0 } */

int x;
