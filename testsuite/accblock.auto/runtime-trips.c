/* When the trip counts are only known at run time, inference names the
   levels a clause may block and leaves their sizes to the runtime, which
   runs the same model at the first dispatch (accblock.run/infer/
   runtime-trips.c checks the sizes it chooses).  In the matmul the
   three arrays are pointer parameters that may overlap, so the inner
   levels are not proven permutable and only i and k are offered.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-dump" } */

void
matmul (int n, int (*a)[n], int (*b)[n], int (*c)[n])
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:\\?, k:\\?\\) \\(greedy at run time\\): the trip counts are only known then" } */
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}

void
fill (int n, double *v)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:\\?\\) \\(greedy at run time\\)" } */
  for (int i = 0; i < n; i++)
    v[i] = 0;
}

/* { dg-message "9: optimized: blocked nest with block\\(i:\\?, k:\\?\\): tile count known at run time" "" { target *-*-* } 13 } */
/* { dg-message "9: optimized: blocked nest with block\\(i:\\?\\): tile count known at run time" "" { target *-*-* } 23 } */
/* A single loop is also versioned on its trip count (8 bytes an
   iteration on the paper's target): accblock.auto/dispatch-or-not.c.  */
/* { dg-message "9: optimized: loop 'i' runs as written when it has fewer than 2660 iterations" "" { target *-*-* } 23 } */
/* { dg-final { scan-accblock-dump "level 1: k init 0 < n step 1 block 1" } } */
/* The runtime chooses the sizes, so the tile function cannot bound a
   level's count by them (nest-tile-bound.c).  */
/* { dg-final { scan-accblock-dump-not "MIN_EXPR <accblock_left" } } */
/* Level 0 never gets an empty tile, so each function has one MAX_EXPR
   on its count; k, sized by the runtime, may be left unblocked and then
   run a count of 0, so it gets none (accblock.dg/nest-tile-nonempty.c).  */
/* { dg-final { scan-accblock-dump "(?:MAX_EXPR <accblock_left\\.\[0-9\]+, 1>.*){2}" } } */
/* { dg-final { scan-accblock-dump-not "(?:MAX_EXPR.*){3}" } } */
