/* -fauto-block may block a level whose start is affine in an outer
   index (covariance's "for (b = a; b < n; b++)"): the descriptor carries
   its hull and the runtime counts its rows, so its block size is priced
   like any other.  C, written along b, is staged, its boxes moving only
   the triangle's part of each row.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized-missed -fplugin-arg-accblock-dump" } */
/* { dg-final { scan-accblock-dump "section c\\\[a\\\]\\\[b\\\] write triangle" } } */

#define M 64
double c[M][M], d[M][M];

void
f (int n)
{
  for (int a = 0; a < n; a++) /* { dg-message "3: optimized: inferred block\\(a:\\?, b:\\?\\) \\(model at run time\\)" } */
    for (int b = a; b < n; b++)
      c[a][b] = d[a][b] * d[b][a];
}

/* { dg-message "3: optimized: loop .a. has no pragma and is parallel" "" { target *-*-* } 16 } */
/* { dg-message "3: optimized: the tiles of loop .b. run in parallel too" "" { target *-*-* } 16 } */
/* { dg-message "3: optimized: blocked nest with block\\(a:\\?, b:\\?\\)" "" { target *-*-* } 16 } */
