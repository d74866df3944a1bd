/* The dump shows the descriptor and the tile function.  The bound n is
   the captured n: the descriptor is the read-only template itself.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:16)
  for (int i = 2; i < n; i++)
    for (int j = 60; j >= 0; j -= 3)
      a[i][j] = i + j;
}

/* { dg-final { scan-accblock-dump "level 0: i init 2 < n step 1 block 4" } } */
/* { dg-final { scan-accblock-dump "level 1: j init 60 >= 0 step -3 block 16" } } */
/* { dg-final { scan-accblock-dump "f.accblock.0 \\(void \\* captures, const long long int \\* tile\\)" } } */
/* { dg-final { scan-accblock-dump "__accblock_dispatch(_thunk)? \\(&accblock_template" } } */
