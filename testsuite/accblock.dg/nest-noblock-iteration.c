/* noblock-tiles=iteration keeps the paper's baseline for a loop pragma
   without block clause: one outer iteration per tile, which the remark
   counts when the trip count is constant (nest-noblock-tiles.c has the
   default).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-noblock-tiles=iteration -fplugin-arg-accblock-dump" } */

double a[64][64];

void
rows (int n)
{
#pragma acc parallel loop /* { dg-message "9: note: accblock: dispatched nest without block clause: 64 tiles" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < n; j++)
      a[i][j] *= 2;
#pragma acc loop gang /* { dg-message "9: note: accblock: dispatched nest without block clause: tile count known at run time" } */
  for (int i = 0; i < n; i++)
    a[i][0] = 0;
}

/* { dg-final { scan-accblock-dump "nest at \[^ \]*:13, block\\(i:1\\) \\(no block clause\\), 2 levels" } } */
