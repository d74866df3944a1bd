/* A loop pragma without block clause: by default the runtime sizes its
   outer tiles (ACCBLOCK_NEST_INFER_* and ACCBLOCK_LEVEL_MAY_BLOCK on
   level 0 in the descriptor, no bound on the tile loop); with
   noblock-tiles=iteration, the paper's baseline, each outer iteration is
   one tile and the remark counts them (nest-noblock-iteration.c).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

double a[64][64];

void
rows (int n)
{
#pragma acc parallel loop /* { dg-message "9: note: accblock: dispatched nest without block clause as block\\(i:\\?\\): the runtime groups its iterations into tiles" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < n; j++)
      a[i][j] *= 2;
}

/* { dg-final { scan-accblock-dump "nest at \[^ \]*:14, block\\(i:\\?\\) \\(no block clause\\), 2 levels" } } */
