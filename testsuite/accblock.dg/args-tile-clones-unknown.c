/* A bad tile-clones list is refused with the names it accepts.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-fplugin-arg-accblock-tile-clones=fma,avx" } */
/* { dg-error "error: accblock: bad value 'fma,avx' for argument 'tile-clones': names an unknown extension \\(known: sse3, ssse3, sse4\\.1, sse4\\.2, avx, avx2, avx512f, none\\)" "" { target *-*-* } 0 } */

int x;
