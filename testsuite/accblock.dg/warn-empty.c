/* An empty item in the list of "warn=" is an error naming the key.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-warn=race,,split" } */
/* { dg-error "error: accblock: bad value 'race,,split' for argument 'warn': has an empty name in its list \\(known: race," "" { target *-*-* } 0 } */

int x;
